/**
 * The full-screen gallery hides the page: an opaque backdrop, the photo as large as the
 * screen allows, the counter and the buttons in a bar of their own, off the photo.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const IXELLES_FLAT = '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/';

async function openFullScreen(page: Page) {
  await page.goto(IXELLES_FLAT);
  const gallery = page.locator('[aria-roledescription="carousel"]');
  await expect(gallery).toHaveAttribute('data-ready');
  await gallery.getByTestId('gallery-fullscreen').click();
  await expect(gallery).toHaveAttribute('data-fullscreen');
  return gallery;
}

/** The alpha of a computed colour: 'rgb(r, g, b)' is opaque; 'rgba(r, g, b, a)' and 'color(space r g b / a)' say it. */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const parts = /\(([^)]*)\)/.exec(color)?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
  const alpha = color.startsWith('color(') ? (color.includes('/') ? parts.at(-1) : undefined) : parts[3];
  return alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the full-screen gallery is opaque: no point around the photo reaches the page behind', async ({ page }) => {
      const gallery = await openFullScreen(page);
      const background = await gallery.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(alphaOf(background), background).toBe(1);

      const hits = await gallery.evaluate((root) => {
        const photo = [...root.querySelectorAll('img[data-slide]')].find((img) => {
          const r = img.getBoundingClientRect();
          return r.right > 0 && r.left < innerWidth;
        })!;
        const r = photo.getBoundingClientRect();
        const [w, h] = [innerWidth, innerHeight];
        const points: [number, number][] = [
          [2, 2], [w / 2, 2], [w - 2, 2], [2, h / 2], [w - 2, h / 2], [2, h - 2], [w / 2, h - 2], [w - 2, h - 2],
          [r.left + r.width / 2, r.top - 4], [r.left + r.width / 2, r.bottom + 4], [r.left - 4, r.top + r.height / 2], [r.right + 4, r.top + r.height / 2],
        ];
        return points
          .filter(([x, y]) => x >= 0 && y >= 0 && x < w && y < h)
          .map(([x, y]) => {
            const el = document.elementFromPoint(x, y);
            return { x: Math.round(x), y: Math.round(y), inGallery: !!el && root.contains(el), hit: el ? `${el.tagName}.${el.className}` : 'none' };
          });
      });
      expect(hits.filter((p) => !p.inGallery)).toEqual([]);
    });

    test('the photo fills the screen but for the bar; the counter and the buttons sit in the bar, off the photo and any text', async ({ page }) => {
      const gallery = await openFullScreen(page);
      const layout = await gallery.evaluate((root) => {
        const box = (el: Element) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x, y, width, height };
        };
        const photo = [...root.querySelectorAll('img[data-slide]')].find((img) => {
          const r = img.getBoundingClientRect();
          return r.right > 0 && r.left < innerWidth;
        })!;
        const counter = root.querySelector('[aria-live]')!;
        const buttons = [...root.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().width > 0);
        // Every visible piece of text on the screen but the counter's own.
        const texts: { text: string; box: ReturnType<typeof box> }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || counter.contains(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.width < 2 || r.height < 2) continue;
            const el = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            if (el && node.parentElement?.contains(el)) texts.push({ text: node.textContent.trim().slice(0, 40), box: { x: r.x, y: r.y, width: r.width, height: r.height } });
          }
        }
        return { photo: box(photo), counter: box(counter), buttons: buttons.map(box), texts, viewport: { width: innerWidth, height: innerHeight } };
      });
      expect(layout.counter.width).toBeGreaterThan(0);
      expect(overlap(layout.counter, layout.photo), 'the counter is off the photo').toBe(false);
      for (const button of layout.buttons) expect(overlap(button, layout.photo), 'a button is off the photo').toBe(false);
      expect(layout.texts.filter((t) => overlap(t.box, layout.counter))).toEqual([]);
      // As large as the screen allows: the photo (3:2, drawn whole) takes the whole width, or the
      // whole height but for the bar.
      const scale = Math.min(layout.photo.width / 3, layout.photo.height / 2);
      const [width, height] = [3 * scale, 2 * scale];
      const bar = Math.max(...layout.buttons.map((b) => b.height));
      expect(width >= layout.viewport.width - 1 || height >= layout.viewport.height - 2 * bar, JSON.stringify({ width, height, bar })).toBe(true);
    });
  });
}
