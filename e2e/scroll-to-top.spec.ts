/**
 * The scroll-to-top button (SPEC §2.4) never covers what a visitor reads or taps: on a
 * detail page and a list, at every scroll position (a third of a screen apart) where it shows, no
 * visible link, button, field or summary has the button at its centre or under any part of it, and
 * no visible text lies under it. Without JavaScript it shows at the foot of the page, inside the main
 * landmark.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const PAGES = {
  detail: '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/',
  list: '/nl/te-koop/',
};
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/**
 * Scrolls to `y` (then waits until the scroll watcher, throttled to 100 ms, has shown the button and
 * a frame has passed) and says whether the button shows there and what it covers: one line per
 * element or text. In the page in one go: a long page has some seventy positions to look at.
 */
function visit(button: Locator, y: number): Promise<{ shown: boolean; bottom: number; covered: string[] }> {
  return button.evaluate(async (top, to) => {
    window.scrollTo(0, to);
    for (let waited = 0; !document.documentElement.hasAttribute('data-show-top-button') && waited < 3000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const bottom = document.documentElement.scrollHeight - innerHeight;
    const shown = getComputedStyle(top).visibility === 'visible' && top.getClientRects().length > 0;
    const b = top.getBoundingClientRect();
    const sized = (r: DOMRect) => r.width > 1 && r.height > 1;
    const onScreen = (r: DOMRect) => sized(r) && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    const overlaps = (r: DOMRect) => sized(r) && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    const isButton = (node: Node | null) => node !== null && top.contains(node);
    const at = (r: DOMRect) => document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const covered: string[] = [];
    if (!shown || !onScreen(b)) return { shown, bottom, covered };
    for (const element of document.querySelectorAll('a, button, input, select, summary')) {
      if (isButton(element)) continue;
      const r = element.getBoundingClientRect();
      if (!onScreen(r) || getComputedStyle(element).visibility === 'hidden') continue;
      const hit = at(r);
      // Under the fixed header, clipped or otherwise out of sight: nothing the button could cover.
      const visible = hit !== null && (element.contains(hit) || isButton(hit));
      if (visible && (isButton(hit) || overlaps(r))) {
        covered.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || isButton(parent) || !overlaps(parent.getBoundingClientRect())) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (!onScreen(r) || !overlaps(r)) continue;
        const hit = at(r);
        if (hit !== null && (isButton(hit) || parent.contains(hit))) {
          covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return { shown, bottom, covered };
  }, y);
}

for (const viewport of VIEWPORTS) {
  for (const [name, path] of Object.entries(PAGES)) {
    test(`the scroll-to-top button covers nothing on the ${name} page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const button = page.getByTestId('scroll-to-top');
      const covered = new Set<string>();
      let shown = 0;
      for (let y = 10; ; ) {
        const seen = await visit(button, y);
        if (seen.shown) shown += 1;
        for (const line of seen.covered) covered.add(`at ${y} px: ${line}`);
        if (y >= seen.bottom) break;
        y = Math.min(seen.bottom, y + Math.round(viewport.height / 3));
      }
      expect(shown, 'the button showed somewhere down the page').toBeGreaterThan(0);
      expect([...covered]).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Shown at the foot of every page then: it must lie in a landmark (axe's 'region' rule), as all
  // content does. (axe cannot run in a page without JavaScript; e2e/editor-journeys.spec.ts runs it
  // on a preview opened in a new tab, where the link shows before the page is hydrated.)
  test('the scroll-to-top link shows inside the main landmark', async ({ page }) => {
    await page.goto(PAGES.list);
    await expect(page.getByTestId('scroll-to-top')).toBeVisible();
    await expect(page.locator('main').getByTestId('scroll-to-top')).toHaveCount(1);
  });
});
