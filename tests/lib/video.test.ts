import { describe, expect, it } from 'vitest';
import { detectVideo, isVirtualTour } from '@/lib/video';

describe('detectVideo: files by extension', () => {
  it.each([
    'https://cdn.example.be/tour.mp4',
    'https://cdn.example.be/tour.MOV',
    'https://cdn.example.be/a/b/tour.wmv',
    'http://cdn.example.be/tour.avi',
    'https://cdn.example.be/tour.flv',
    'https://cdn.example.be/tour.WebM',
    'https://cdn.example.be/tour.mp4?token=abc&x=.html',
    'https://cdn.example.be/tour.mp4#t=10',
  ])('recognises the video file %s', (url) => {
    expect(detectVideo(url)).toEqual({ provider: 'file', embedUrl: new URL(url).href });
  });

  it.each([
    'https://cdn.example.be/tour.mp3',
    'https://cdn.example.be/tour.mp4.html',
    'https://cdn.example.be/page?file=tour.mp4',
    'https://cdn.example.be/mp4',
  ])('does not take %s for a video file', (url) => {
    expect(detectVideo(url)).toBeNull();
  });
});

describe('detectVideo: YouTube', () => {
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=xyz',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('recognises the watch, short, embed and short-link form %s', (url) => {
    expect(detectVideo(url)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: embed });
  });

  it('accepts - and _ in the 11-character id', () => {
    expect(detectVideo('https://youtu.be/a-b_c-d_e-f')?.id).toBe('a-b_c-d_e-f');
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/dQw4w9WgX!Q',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/dQw4w9WgXcQ',
    'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  ])('rejects %s (wrong id length, characters, form or host)', (url) => {
    expect(detectVideo(url)).toBeNull();
  });
});

describe('detectVideo: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
  ])('uses the numeric id of %s', (url, embedUrl) => {
    expect(detectVideo(url)).toEqual({ provider: 'vimeo', id: '76979871', embedUrl });
  });

  it.each([
    'https://vimeo.com/',
    'https://vimeo.com/staffpicks',
    'https://vimeo.com.evil.net/76979871',
  ])('rejects %s without a numeric id or on a foreign host', (url) =>
    expect(detectVideo(url)).toBeNull(),
  );
});

describe('detectVideo: Facebook', () => {
  const plugin = (url: string) =>
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`;

  it.each([
    ['https://www.facebook.com/agency/videos/1234567890/', '1234567890'],
    ['https://www.facebook.com/videos/1234567890', '1234567890'],
    ['https://m.facebook.com/agency/videos/vb.123/1234567890/', '1234567890'],
    ['https://www.facebook.com/watch/?v=1234567890', '1234567890'],
    ['https://www.facebook.com/watch?v=1234567890', '1234567890'],
    ['https://fb.watch/aBc-12_X/', 'aBc-12_X'],
  ])('embeds %s through the video plugin', (url, id) => {
    expect(detectVideo(url)).toEqual({ provider: 'facebook', id, embedUrl: plugin(url) });
  });

  it.each([
    'https://www.facebook.com/agency/',
    'https://www.facebook.com/agency/videos/',
    'https://www.facebook.com/agency/videos/abc/',
    'https://www.facebook.com/watch/?v=abc',
    'https://fb.watch/',
    'https://facebook.com.evil.net/videos/1234567890',
  ])('rejects %s (no /videos/{digits} or short watch link)', (url) => {
    expect(detectVideo(url)).toBeNull();
  });
});

describe('detectVideo: virtual tours by host suffix', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'matterport'],
    ['https://matterport.com/discover/space/abc', 'matterport'],
    ['https://www.tvl.be/tour/123', 'tvl'],
    ['https://tvl.be/123', 'tvl'],
    ['https://app.yisual.com/v/abc', 'yisual'],
    ['https://yisual.com/abc', 'yisual'],
  ] as const)('recognises %s as %s and embeds the URL itself', (url, provider) => {
    const source = detectVideo(url);
    expect(source?.provider).toBe(provider);
    expect(source?.embedUrl).toBe(url);
    expect(isVirtualTour(source)).toBe(true);
  });

  it('keeps the Matterport model id', () => {
    expect(detectVideo('https://my.matterport.com/show/?m=SxQL3iGyoDo')?.id).toBe('SxQL3iGyoDo');
  });

  it.each([
    'https://evil-matterport.com.attacker.net/show/?m=x',
    'https://notmatterport.com/show/?m=x',
    'https://matterport.com.attacker.net/',
    'https://eviltvl.be/123',
    'https://tvl.be.attacker.net/',
    'https://notyisual.com/abc',
  ])('rejects the look-alike host %s', (url) => {
    expect(detectVideo(url)).toBeNull();
  });
});

describe('detectVideo: bad URLs', () => {
  it.each([
    '',
    '   ',
    'not a url',
    'youtu.be/dQw4w9WgXcQ',
    '/videos/tour.mp4',
    'javascript:alert(1)//.mp4',
    'ftp://cdn.example.be/tour.mp4',
    'https://example.be/page',
  ])('returns null for %j', (url) => expect(detectVideo(url)).toBeNull());
});

describe('isVirtualTour', () => {
  it('is false for videos and nothing', () => {
    expect(isVirtualTour(detectVideo('https://youtu.be/dQw4w9WgXcQ'))).toBe(false);
    expect(isVirtualTour(detectVideo('https://cdn.example.be/tour.mp4'))).toBe(false);
    expect(isVirtualTour(null)).toBe(false);
  });
});
