import sharp from 'sharp';
import type { EnginePage } from './engine-page';

/**
 * A whole-page PNG from viewport screenshots, for an engine that takes only the viewport (WebKitGTK's
 * WebDriver clips even an element screenshot to it): scrolled a window at a time, the tiles laid
 * one under the other. After the first tile, what is fixed or sticky (the header, the back-to-top
 * button) is hidden, so it shows once, at the top, as in the other engines' whole-page shots; the
 * page is scrolled back and shown again afterwards.
 */
export async function stitchedScreenshot(
  page: Pick<EnginePage, 'run'>,
  viewportPng: () => Promise<Buffer>,
): Promise<Buffer> {
  const { width, height, total } = await page.run(() => ({
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    total: document.documentElement.scrollHeight,
  }));
  const tiles: { input: Buffer; top: number; left: number }[] = [];
  for (let wanted = 0; wanted < total; wanted += height) {
    const top = await page.run(
      async (y: number, hideFixed: boolean) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        await frame();
        // Looked for at each tile: a header may turn fixed only once the page is scrolled.
        for (const element of hideFixed ? document.querySelectorAll<HTMLElement>('body *') : []) {
          if (
            element.hasAttribute('data-stitch-hidden') ||
            !/fixed|sticky/.test(getComputedStyle(element).position)
          )
            continue;
          element.setAttribute('data-stitch-hidden', element.style.visibility);
          element.style.visibility = 'hidden';
        }
        await frame();
        await frame();
        return Math.round(window.scrollY);
      },
      wanted,
      tiles.length > 0,
    );
    tiles.push({ input: await viewportPng(), top, left: 0 });
    if (top + height >= total) break;
  }
  await page.run(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-stitch-hidden]')) {
      element.style.visibility = element.getAttribute('data-stitch-hidden') ?? '';
      element.removeAttribute('data-stitch-hidden');
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Later tiles go under earlier ones where they overlap (the last one, scrolled less than a window).
  const canvas = sharp({ create: { width, height: total, channels: 4, background: '#ffffff' } });
  const cropped = await Promise.all(
    tiles.map(async (tile) => ({
      ...tile,
      input: await sharp(tile.input)
        .extract({ left: 0, top: 0, width, height: Math.min(height, total - tile.top) })
        .toBuffer(),
    })),
  );
  return canvas.composite(cropped.reverse()).png().toBuffer();
}
