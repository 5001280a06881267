/**
 * How many fonts a page draws its text in, on a phone (issue 35). Each family, size, weight and
 * style is a font the browser looks up and shapes text in on a first visit; on the bench (Linux) each
 * lookup is also a synchronous call to the browser process. 34 of them on the detail page took half of
 * its layout time at CPU ×4. The stylesheets keep to the type scale of app/globals.css
 * (tests/site/type-scale.test.ts); this counts what the pages really draw in, with budgets.
 */
import { expect, test } from './fixtures';

/**
 * Fonts drawn at 412 × 823 (with consent given, so without the banner), before the type scale
 * (hand-typed sizes) and after: home 16 → 10, list 15 → 11, detail 29 → 18, contact 16 → 11. The
 * budgets sit one above.
 */
const PAGES = [
  { name: 'home', path: '/fr/', budget: 11 },
  { name: 'list', path: '/fr/a-vendre/', budget: 12 },
  { name: 'detail', path: '/fr/property/4012345/', budget: 19 },
  { name: 'contact', path: '/fr/contact/', budget: 12 },
];

test.use({ viewport: { width: 412, height: 823 } });

for (const { name, path, budget } of PAGES) {
  test(`the ${name} page draws its text in at most ${budget} fonts`, async ({ page }) => {
    await page.goto(path);
    const fonts = await page.evaluate(() => {
      const drawn = new Set<string>();
      for (const element of document.querySelectorAll('body *')) {
        const hasText = [...element.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
        if (!hasText || !element.getClientRects().length) continue;
        const style = getComputedStyle(element);
        drawn.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
      }
      return [...drawn].sort();
    });
    console.log(`type-scale ${name}: ${fonts.length}`);
    expect(fonts.length, fonts.join('\n')).toBeGreaterThan(3);
    expect(fonts.length, fonts.join('\n')).toBeLessThanOrEqual(budget);
  });
}
