import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { refusalResponse, refusalText, REFUSAL_STATUS, type RefusalKind } from '@/lib/proxy/refusal-page';

describe('the refusal pages of proxy.ts', () => {
  const kinds = Object.keys(REFUSAL_STATUS) as RefusalKind[];

  it('answer in the language of the path, with the status, never cached and never indexed', async () => {
    for (const locale of SITE_LOCALES) {
      for (const kind of kinds) {
        const response = refusalResponse(kind, locale, { backHref: `/${locale}/contact/` });
        expect(response.status).toBe(REFUSAL_STATUS[kind]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`href="/${locale}/contact/"`);
        expect(html).toContain(refusalText(kind, locale).title.replace(/'/g, '&#39;'));
      }
    }
  });

  it('fill in the size limits and escape what they show', async () => {
    expect(refusalText('tooLarge', 'fr').text).toMatch(/11 Mo.*10 Mo/);
    const html = await refusalResponse('badRequest', 'en', { backHref: '/en/"><script>' }).text();
    expect(html).not.toContain('"><script>');
  });

  it('answer a script (a server-action fetch) in plain text', async () => {
    const response = refusalResponse('forbidden', 'nl', { plain: true });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(refusalText('forbidden', 'nl').title);
  });
});

describe('the proxy matcher', () => {
  // Next reads the matcher from the source (it must be a literal), so the test reads it there too.
  const literal = /matcher: \[\s*'([^']+)'/.exec(readFileSync('proxy.ts', 'utf8'))![1]!;
  const matcher = new RegExp(`^${literal.replace(/\\\\/g, '\\')}$`);

  it('skips every file of public/, Next and each route handler, and nothing else', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`.slice('public'.length)],
      );
    for (const file of files('public')) expect(matcher.test(file), file).toBe(false);
    const handlerPaths: Record<string, string[]> = {
      'search-index': SITE_LOCALES.map((l) => `/api/search-index/${l}/`),
      'banner-crop': ['/api/banner-crop/images/banner/banner-1.jpg', '/api/banner-crop/media/12-0123456789abcdef.webp'],
    };
    const handlers = readdirSync('app/api').flatMap((name) => handlerPaths[name] ?? [`/api/${name}/`]);
    for (const skipped of ['/_next/static/chunks/a.js', '/robots.txt', '/sitemap.xml', '/media/12-0123456789abcdef.png', ...handlers]) {
      expect(matcher.test(skipped), skipped).toBe(false);
    }
    for (const seen of ['/', '/fr/', '/fr/wp-login.php', '/.git/config', '/xx/', '/photosx/', '/apiary/', '/map-frame/']) {
      expect(matcher.test(seen), seen).toBe(true);
    }
  });

  it('lets no path that could reach a route folder past it under the name of a file or handler', () => {
    for (const junk of [
      '/photos/for-sale/a/b/1/',
      '/photos/property/4019012/',
      '/photos/contact/',
      '/photos/x.jpg',
      '/photos/for-sale/a/b/1.jpg',
      '/api/for-sale/a/b/1/',
      '/api/health/for-sale/a/b/1/',
      '/api/contact/',
      '/favicon.svg/for-sale/a/b/1/',
      '/sitemap.xml/contact/',
      '/_vercel/for-sale/a/b/1/',
      '/epc/login/',
      '/media/12-0123456789abcdef.png/contact/',
      '/media/contact/',
      '/media/0-0123456789abcdef.png',
      '/api/banner-crop/',
      '/api/banner-crop/contact/',
      '/api/banner-crop/images/banner/banner-1.jpg/contact/',
      '/api/banner-crop/photos/4019012/1.jpg',
      '/api/banner-crop/images/banner/.hidden.jpg',
      '/api/banner-crop/media/12-0123456789abcdef.mp4',
    ]) {
      expect(matcher.test(junk), junk).toBe(true);
    }
  });
});
