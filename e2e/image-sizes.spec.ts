/**
 * Images fit their slots: at 360, 768, 1280 and 1920 px wide (device pixel ratio
 * 1), every photo the browser loaded on the home page, a list, a detail page, a content page and a
 * favourites list is at most 1.3 times the width it is drawn at, and not narrower than it. A `sizes`
 * attribute that lies, or a set of widths with a gap, makes a phone download a desktop photo, or a
 * desktop show a blurred one.
 *
 * The home banner's photo covers its box (object-fit: cover): it is drawn as wide as the box's
 * height times the photo's aspect ratio when that is wider than the box, and cropped to the box. That
 * drawn width is what counts, not the visible part: the file must be at least drawn width × device
 * pixel ratio ÷ 1.5 (sharp, on phones and retina screens too, where it is also checked) and at most
 * 1.3 times drawn width × ratio. The widest file the optimizer makes (1920) always passes.
 */
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEVICE_SIZES, MAX_WIDTH_RATIO } from '@/lib/images/widths';

const WIDEST = Math.max(...DEVICE_SIZES);
/** A banner file this much smaller than its drawn width × ratio shows as blurred. */
const BANNER_MIN_RATIO = 1 / 1.5;
const WIDTHS = [360, 768, 1280, 1920] as const;
const PAGES = [
  '/nl/',
  '/nl/te-koop/',
  '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/',
  '/nl/diensten/',
  '/nl/favorieten/?ids=4012345,4012388,4019012,4014455',
];
/** Screens where the banner was blurred: an iPhone, Lighthouse's phone, a retina laptop. */
const BANNER_SCREENS = [
  { width: 390, height: 844, deviceScaleFactor: 2 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 1280, height: 800, deviceScaleFactor: 2 },
];

type Screen = { width: number; height: number; deviceScaleFactor: number };
type Measured = { url: string; chosen: number; drawn: number; banner: boolean };

/** Every optimized photo `path` shows on `screen`, once each in view has loaded or failed. */
async function photosOf(browser: Browser, path: string, screen: Screen): Promise<Measured[]> {
  // A context of its own per page: a photo another page loaded wider is in the browser's cache,
  // and the browser may show that file instead of the one the slot asks for.
  const { width, height, deviceScaleFactor } = screen;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement) event.target.dataset.failed = '';
    }, true);
  });
  await page.goto(path);
  // Bring every lazy photo in, a screenful at a time, and wait for those in view to load or fail.
  for (let y = 0; ; y += height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return !inView || (image.complete && image.naturalWidth > 0) || 'failed' in image.dataset;
      }),
    );
    if (y + height >= (await page.evaluate(() => document.documentElement.scrollHeight))) break;
  }
  const photos = await page.evaluate(() => {
    const measured = [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/_next/image'))
      .map((image) => {
        const box = image.getBoundingClientRect();
        const banner = image.closest('[data-testid="home-banner"]') !== null;
        return {
          src: image.currentSrc,
          chosen: Number(new URL(image.currentSrc).searchParams.get('w')),
          drawn: banner ? Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight) : box.width,
          banner,
        };
      });
    // A file another image of the page already loaded costs nothing more: the browser may reuse
    // a wider one it has (the gallery's first photo as its own thumbnail).
    const widest = new Map<string, number>();
    for (const image of measured) widest.set(image.src, Math.max(widest.get(image.src) ?? 0, image.drawn));
    return measured
      .filter((image) => image.drawn >= 2 && widest.get(image.src) === image.drawn)
      .map(({ src, ...image }) => ({ ...image, url: new URL(src).searchParams.get('url') ?? src }));
  });
  await context.close();
  return photos;
}

/** The photos that are too wide or too narrow for where they are drawn on a screen of `ratio`. */
function misfits(photos: Measured[], ratio: number): string[] {
  return photos.flatMap(({ url, chosen, drawn, banner }) => {
    const line = `${chosen} px for ${Math.round(drawn)} px × ${ratio} (${url}${banner ? ', banner' : ''})`;
    if (chosen > MAX_WIDTH_RATIO * drawn * ratio) return [`too wide: ${line}`];
    const least = banner ? BANNER_MIN_RATIO * drawn * ratio : 0.95 * drawn * ratio;
    if (chosen < least && chosen < WIDEST) return [`blurred: ${line}`];
    return [];
  });
}

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`photos fit their slots at ${width} px: ${path}`, async ({ browser }) => {
      const photos = await photosOf(browser, path, { width, height: 900, deviceScaleFactor: 1 });
      expect(photos.length).toBeGreaterThan(0);
      if (path === '/nl/') expect(photos.some((photo) => photo.banner), 'the banner was measured').toBe(true);
      expect(misfits(photos, 1)).toEqual([]);
    });
  }
}

for (const screen of BANNER_SCREENS) {
  test(`the banner is sharp at ${screen.width}×${screen.height} px, ratio ${screen.deviceScaleFactor}`, async ({ browser }) => {
    const photos = (await photosOf(browser, '/nl/', screen)).filter((photo) => photo.banner);
    expect(photos.length).toBeGreaterThan(0);
    expect(misfits(photos, screen.deviceScaleFactor)).toEqual([]);
  });
}

test("the home page asks first for its banner photo alone: the gallery's other photos and the cards under the banner wait", async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/nl/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  // Without JavaScript, so that what the server sent is what is read.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/nl/');
  const pictures = page.getByTestId('home-banner').locator('picture');
  await expect(pictures, 'the gallery sent with its first photo alone').toHaveCount(1);
  const whole = (await pictures.locator('img').getAttribute('srcset'))!;
  const crop = pictures.locator('source');
  // One preload per screen: the phone crop where the <source> applies, the whole photo elsewhere.
  expect(preloads, 'the photo preloaded, whole and cropped').toHaveLength(2);
  const escaped = (text: string) => text.replaceAll('&', '&amp;');
  const [wholePreload, cropPreload] = [whole, (await crop.getAttribute('srcset'))!].map((srcset) =>
    preloads.find((preload) => preload.includes(`imageSrcSet="${escaped(srcset)}"`)),
  );
  expect(cropPreload).toContain(`media="${(await crop.getAttribute('media'))!}"`);
  expect(wholePreload).toMatch(/media="[^"]+"/);
  for (const preload of [wholePreload, cropPreload]) expect(preload).toContain('fetchPriority="high"');
  const cards = page.locator('[data-list-id] img');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toHaveAttribute('loading', 'lazy');
  await context.close();
});

for (const screen of [...BANNER_SCREENS, { width: 844, height: 390, deviceScaleFactor: 3 }]) {
  test(`the banner photo is fetched once, cropped on an upright phone: ${screen.width}×${screen.height} px, ratio ${screen.deviceScaleFactor}`, async ({ browser }) => {
    const { width, height, deviceScaleFactor } = screen;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nl/');
    const image = page.getByTestId('home-banner').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { shown, fetched } = await image.evaluate((img: HTMLImageElement) => ({
      shown: img.currentSrc,
      fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => entry.name)
        .filter((name) => name.includes('banner-1.jpg')),
    }));
    expect(fetched, 'the preload and the picture asked for one file').toEqual([shown]);
    const upright = width < 700;
    expect(decodeURIComponent(shown).includes('/api/banner-crop/'), 'the crop, on an upright phone only').toBe(upright);
    await context.close();
  });
}

test('the banner gallery fetches its other photos once its first is in, and turns to them', async ({ page }) => {
  await page.goto('/nl/');
  const photos = page.getByTestId('home-banner').locator('img');
  await expect(photos.nth(2), 'the gallery holds its three photos once the page runs').toBeAttached();
  const requests = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('%2Fbanner%2F'))
      .map((entry) => ({ url: decodeURIComponent(entry.name), start: entry.startTime, end: entry.responseEnd })),
  );
  const first = requests.find((entry) => entry.url.includes('/banner-1.'));
  const others = requests.filter((entry) => entry !== first);
  expect(first, 'the first photo was fetched').toBeDefined();
  for (const other of others) expect(other.start, other.url).toBeGreaterThanOrEqual(first!.end);
  // The second photo fades in at the gallery's first turn.
  await expect(photos.nth(1)).toHaveCSS('opacity', '1', { timeout: 10_000 });
});

test('the banner gallery shows its pause button only where it can turn: with JavaScript', async ({ page, browser }) => {
  await page.goto('/nl/');
  const pause = (on: typeof page) => on.getByTestId('home-banner').locator('button[type="button"]');
  await expect(pause(page)).toBeVisible();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/nl/');
  await expect(still.getByTestId('home-banner').locator('img').first()).toBeVisible();
  await expect(pause(still)).toBeHidden();
  await context.close();
});

/**
 * The banner's photo alone (its text, the header and the consent banner hidden), drawn without
 * JavaScript, and the file's pixel rows per CSS px of the box's height (it covers the box's height on a phone).
 */
async function bannerPhotoShot(browser: Browser, screen: Screen, whole: boolean): Promise<{ shot: Buffer; rowsPerPx: number }> {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor, javaScriptEnabled: false });
  const page = await context.newPage();
  const hide = '<style>[data-testid="home-banner"] > :not(picture), header, [role="region"]:not([data-testid]) { visibility: hidden !important }</style>';
  await page.route('**/nl/', async (route) => {
    const response = await route.fetch();
    let html = (await response.text()).replace('</head>', `${hide}</head>`);
    // The whole photo: the page as it was before the phone crop, without the <source>.
    if (whole) html = html.replace(/<source [^>]*>/g, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/nl/');
  const image = page.getByTestId('home-banner').locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const file = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(decodeURIComponent(file).includes('/api/banner-crop/')).toBe(!whole);
  const { height } = await sharp(await (await page.request.get(file, { headers: { accept: 'image/avif,image/webp' } })).body()).metadata();
  const box = (await page.getByTestId('home-banner').boundingBox())!;
  const shot = await page.screenshot({ clip: box });
  await context.close();
  return { shot, rowsPerPx: height! / box.height };
}

test('on an upright phone the crop shows what the whole photo showed: the same middle, as sharp', async ({ browser }) => {
  for (const screen of BANNER_SCREENS.filter((s) => s.width < 700)) {
    const label = `${screen.width}×${screen.height} at ${screen.deviceScaleFactor}×`;
    const [cropShot, wholeShot] = await Promise.all([false, true].map((whole) => bannerPhotoShot(browser, screen, whole)));
    expect(cropShot!.rowsPerPx, `${label}: as many pixels per px`).toBeGreaterThanOrEqual(wholeShot!.rowsPerPx * 0.99);
    const [crop, whole] = await Promise.all([cropShot!, wholeShot!].map(({ shot }) => sharp(shot).raw().toBuffer()));
    expect(crop!.length).toBe(whole!.length);
    // Two encodings of the same pixels differ by under a level on average (0.9 measured); a crop
    // off by one CSS px differs by 1.5, by three px by 2.9, along every edge of the drawing.
    let difference = 0;
    for (let i = 0; i < crop!.length; i += 1) difference += Math.abs(crop![i]! - whole![i]!);
    expect(difference / crop!.length, `${label}: the same picture`).toBeLessThan(1.3);
  }
});
