/**
 * Next's scripts run after the first paint (server/deferred-scripts.mjs): the
 * served head holds no `<script src async>`, only the loader; a real browser requests the chunks
 * after the load event and after the banner photo, the page's largest paint, is on screen; a
 * visitor's first key or touch brings them at once; and the page hydrates (its islands work).
 */
import { expect, test } from './fixtures';

const CHUNK = /^\/_next\/static\/chunks\/[^/]+\.js$/;

test('the head holds the loader, not the script tags', async ({ request }) => {
  const html = await (await request.get('/nl/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]* src="[^"]+" async="">/);
  const loader = /\}\)\((\[[^\]]+\])\)<\/script>$/.exec(head);
  expect(loader, 'the loader closes the head').not.toBeNull();
  const sources = JSON.parse(loader![1]!) as string[];
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) expect(source).toMatch(CHUNK);
});

test('on a desktop the chunks are requested after the load event and after the banner photo is painted', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const paints: { url: string; time: number }[] = [];
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) {
        paints.push({ url: entry.url, time: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/nl/');
  const started = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      // Scripts the page runs (Next's error chunk is only preloaded, by a <link>, at low priority).
      const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' && /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      const banner = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '';
      const paints = (window as unknown as { paints: { url: string; time: number }[] }).paints;
      return { loadEnd: navigation?.loadEventEnd ?? Infinity, chunks, paints, banner };
    });
  await expect.poll(async () => (await started()).chunks.length).toBeGreaterThan(3);
  const timing = await started();
  expect(timing.paints.at(-1)?.url, 'the banner photo is the largest paint').toBe(timing.banner);
  for (const start of timing.chunks) {
    expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
    for (const paint of timing.paints) expect(start).toBeGreaterThanOrEqual(paint.time);
  }
  await context.close();
});

test('on a phone the page hydrates without a touch: the menu button opens the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/nl/');
  // A click that comes before React runs starts the scripts itself and is lost: retried until it opens.
  await expect(async () => {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
  }).toPass();
  await context.close();
});

test('a key pressed before the page has loaded brings the scripts at once', async ({ page }) => {
  // The banner photo is held, so the load event cannot come: only the key can start the scripts.
  let releasePhoto = () => {};
  const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
  await page.route('**/_next/image/**', async (route) => {
    await photoHeld;
    await route.continue().catch(() => undefined);
  });
  const scriptsStarted = () =>
    page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => entry.initiatorType === 'script' && entry.name.includes('/_next/static/chunks/'),
        ).length,
    );
  await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await scriptsStarted()).toBe(0);
  await page.keyboard.press('Shift');
  await expect.poll(scriptsStarted).toBeGreaterThan(3);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  releasePhoto();
});
