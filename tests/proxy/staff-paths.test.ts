import { describe, expect, it } from 'vitest';
import { mayPreviewDrafts, staffRoute, tooLargeReturn } from '@/lib/proxy/staff-paths';
import { isValidPreviewToken, previewToken } from '@/lib/server/content/preview-link';

describe('staff paths', () => {
  it.each([
    ['/staff/', '/staff'],
    ['/staff/login/', '/staff/login'],
    ['/staff/forgot-password/', '/staff/forgot-password'],
    ['/staff/reset-password/', '/staff/reset-password'],
    ['/staff/banner', '/staff/banner'],
    ['/staff/articles/new/', '/staff/articles/new'],
    ['/staff/articles/12/', '/staff/articles/12'],
    ['/staff/media/', '/staff/media'],
    ['/staff/media/7/', '/staff/media/7'],
    ['/staff/sync/', '/staff/sync'],
    ['/staff/sync/42/', '/staff/sync/42'],
    ['/staff/media/7/delete/', '/staff/media/7/delete'],
    ['/staff/articles/12/delete/', '/staff/articles/12/delete'],
    ['/staff/pages/6/delete/', '/staff/pages/6/delete'],
    ['/staff/history/banner/', '/staff/history/banner'],
    ['/staff/history/page-12/0/', '/staff/history/page-12/0'],
    ['/staff/history/article-41/1234/', '/staff/history/article-41/1234'],
  ])('serves %s from the editor route %s', (tail, route) => {
    expect(staffRoute(tail)).toBe(route);
  });

  it.each(['/staff/articles/x/', '/staff/media/x/', '/staff/media/7/edit/', '/staff/sync/x/', '/staff/sync/42/notes/', '/staff/../portal/', '/staffing/', '/staff/login/extra/', '/a-vendre/', '/staff/articles/new/delete/', '/staff/history/site/', '/staff/history/page-x/', '/staff/history/banner/x/', '/staff/history/banner/1/2/'])('knows nothing at %s', (tail) => {
    expect(staffRoute(tail)).toBeNull();
  });

  it.each(['top-bar', 'footer', 'settings', 'staff'])('serves the site screen /staff/%s/', (screen) => {
    expect(staffRoute(`/staff/${screen}/`)).toBe(`/staff/${screen}`);
    expect(staffRoute(`/staff/${screen}/x/`)).toBeNull();
  });

  it('lets a preview see drafts only with a staff session cookie or a token (checked by the page)', () => {
    expect(mayPreviewDrafts(['owner_session', 'consent'], null)).toBe(false);
    expect(mayPreviewDrafts(['__Host-owner_session'], '')).toBe(false);
    expect(mayPreviewDrafts(['__Host-staff_session'], null)).toBe(true);
    expect(mayPreviewDrafts([], '123.abc')).toBe(true);
  });
});

describe('signed preview links', () => {
  const key = 'k'.repeat(32);
  const now = new Date('2026-11-25T10:00:00Z');

  it('opens the path it was made for until it expires', () => {
    const token = previewToken('/preview/nl/', now, 60_000, key);
    expect(isValidPreviewToken('/preview/nl/', token, new Date(now.getTime() + 59_000), key)).toBe(true);
    expect(isValidPreviewToken('/preview/nl/', token, new Date(now.getTime() + 61_000), key)).toBe(false);
    expect(isValidPreviewToken('/preview/fr/', token, now, key)).toBe(false);
  });

  it('refuses a forged, altered or foreign-key token', () => {
    const token = previewToken('/preview/nl/', now, 60_000, key);
    const [expires, id, signature] = token.split('.');
    expect(isValidPreviewToken('/preview/nl/', `${Number(expires) + 3600}.${id}.${signature}`, now, key)).toBe(false);
    expect(isValidPreviewToken('/preview/nl/', `${expires}.${'A'.repeat(16)}.${signature}`, now, key)).toBe(false);
    expect(isValidPreviewToken('/preview/nl/', `${expires}.${id}.forged`, now, key)).toBe(false);
    expect(isValidPreviewToken('/preview/nl/', token, now, 'x'.repeat(32))).toBe(false);
    expect(isValidPreviewToken('/preview/nl/', null, now, key)).toBe(false);
  });
});

describe('a staff post too large to read', () => {
  it('goes back to its screen with its size', () => {
    expect(tooLargeReturn('/nl/staff/media/', '12582912')).toBe('/nl/staff/media/?tooLarge=12582912');
    expect(tooLargeReturn('/fr/staff/articles/new/', '20000000')).toBe('/fr/staff/articles/new/?tooLarge=20000000');
    expect(tooLargeReturn('/de/staff/banner/', '15000000')).toBe('/de/staff/banner/?tooLarge=15000000');
  });

  it('leaves every other post to the refusal page', () => {
    expect(tooLargeReturn('/nl/job/', '12582912')).toBeNull();
    expect(tooLargeReturn('/nl/staff/nothing-here/', '12582912')).toBeNull();
    expect(tooLargeReturn('/nl/staff/media/', null)).toBeNull();
    expect(tooLargeReturn('/nl/staff/media/', '12e6')).toBeNull();
    expect(tooLargeReturn('//evil.example/staff/media/', '12582912')).toBeNull();
  });
});
