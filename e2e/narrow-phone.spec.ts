/**
 * Every property page of the sitemap, and one page of every other kind (the first of each first
 * path segment and depth: a list, a legal page, a news item, …), in every language, on the
 * narrowest phone in common use (360 px): the page is no wider than the window. A long Dutch or German label beside a value kept on
 * one line made the nl pages 4 px too wide (the phone then zooms the whole page out, or scrolls it
 * sideways); the visual checks look at one detail page in French. Without JavaScript: the layout is
 * the server's HTML and CSS, and each page costs a fraction of a second.
 */
import { expect, test } from './fixtures';

const WIDTH = 360;

test.use({ viewport: { width: WIDTH, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, javaScriptEnabled: false, storedConsent: 'all' });

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`every ${locale} property page, and a page of every other kind, fits a ${WIDTH} px phone`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const all = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!).filter((path) => path.startsWith(`/${locale}/`));
    const isProperty = (path: string) => /^\/[a-z]{2}\/[^/]+\/[^/]+\/[^/]+\/\d+\/$/.test(path);
    const kinds = new Map<string, string>();
    for (const path of all.filter((p) => !isProperty(p))) {
      const parts = path.split('/').filter(Boolean);
      const kind = `${parts[1] ?? ''} ${parts.length}`;
      if (!kinds.has(kind)) kinds.set(kind, path);
    }
    const properties = all.filter(isProperty);
    expect(properties.length).toBeGreaterThan(10);
    expect(kinds.size).toBeGreaterThan(10);
    const paths = [...properties, ...kinds.values()];
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const found = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return null;
        // The outermost elements that stick out: the culprits, not their children, nor what a
        // scroller (the gallery's strip) holds.
        const clipped = (element: Element) => {
          for (let up = element.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
          return false;
        };
        const out = [...document.body.querySelectorAll('*')].filter((element) => {
          if (element.getBoundingClientRect().right <= width + 1 || clipped(element)) return false;
          const parent = element.parentElement?.getBoundingClientRect();
          return !parent || parent.right <= width + 1;
        });
        const name = (element: Element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
        // Or text running out of its box (a long address): the innermost box it runs out of.
        const overflowing = [...document.body.querySelectorAll('*')].filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && !clipped(element) && getComputedStyle(element).overflowX === 'visible');
        return `${document.documentElement.scrollWidth} px wide: ${[...out.slice(0, 3), ...overflowing.slice(-1)].map(name).join('; ')}`;
      });
      if (found) tooWide.push(`${path}: ${found}`);
    }
    expect(tooWide, tooWide.join('\n')).toEqual([]);
  });
}
