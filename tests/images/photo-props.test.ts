import { describe, expect, it } from 'vitest';
import { photoProps } from '@/lib/images/photo-props';

const base = { src: '/photos/4012345/1.jpg', alt: '', width: 1200, height: 800, sizes: '100vw' };

describe('photo attributes', () => {
  it('load the photo asked for first at once, not when layout finds it in view (Lighthouse: lcp-lazy-loaded)', () => {
    const props = photoProps({ ...base, fetchPriority: 'high' });
    expect(props.loading).toBe('eager');
    expect(props.fetchPriority).toBe('high');
  });

  it('leave other photos lazy, and a preloaded one without a loading attribute (eager by default)', () => {
    expect(photoProps(base).loading).toBe('lazy');
    expect(photoProps({ ...base, preload: true }).loading).toBeUndefined();
  });

  it('point the srcset at the image optimizer, one width per candidate', () => {
    const props = photoProps(base);
    expect(props.srcSet).toMatch(/\/_next\/image\/?\?url=%2Fphotos%2F4012345%2F1\.jpg&w=\d+&q=75 \d+w/);
  });
});
