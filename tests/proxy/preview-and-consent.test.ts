import { describe, expect, it } from 'vitest';
import { consentResetRedirect } from '@/lib/proxy/consent-reset';
import { isPreviewPath, previewTarget } from '@/lib/proxy/preview';

describe('preview mode (SPEC §2.1)', () => {
  it('is any path containing "preview"', () => {
    expect(isPreviewPath('/preview/fr/a-vendre/')).toBe(true);
    expect(isPreviewPath('/fr/page-preview/')).toBe(true);
    expect(isPreviewPath('/fr/a-vendre/')).toBe(false);
  });

  it('serves /preview/<page path> as that page', () => {
    expect(previewTarget('/preview/fr/a-vendre/')).toBe('/fr/a-vendre/');
    expect(previewTarget('/preview/')).toBe('/');
    expect(previewTarget('/preview')).toBe('/');
    expect(previewTarget('/fr/preview-x/')).toBeNull();
  });
});

describe('?setcookies', () => {
  it('redirects to the same URL without the parameter', () => {
    const target = consentResetRedirect(new URL('https://x.be/fr/a-vendre/?setcookies&city=Ixelles|1050'));
    expect(target?.pathname).toBe('/fr/a-vendre/');
    expect(target?.searchParams.has('setcookies')).toBe(false);
    expect(target?.searchParams.get('city')).toBe('Ixelles|1050');
  });

  it('does nothing without it', () => {
    expect(consentResetRedirect(new URL('https://x.be/fr/'))).toBeNull();
  });
});
