/**
 * A visitor's second page: the files the first one showed that have no content hash in their
 * address (the default logo, the energy labels; lib/public-file-cache) come from the browser's
 * cache without a question to the server. With Next's `max-age=0` each was asked again (a 304)
 * and drawn a round trip late: the header's logo on every page, a label on every card.
 */
import { LONG_LIVED_PUBLIC_FILES, PUBLIC_FILE_CACHE_CONTROL } from '@/lib/public-file-cache';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 412, height: 823 } });

test('the second page asks the server again for none of the logo and labels the first one showed', async ({
  page,
}) => {
  await page.goto('/fr/a-vendre/');
  const label = page.locator('img[src^="/epc/"]').first();
  await label.scrollIntoViewIfNeeded();
  await expect(label).toHaveJSProperty('complete', true);
  await expect(page.locator('header img[src="/logo.svg"]')).toHaveJSProperty('complete', true);

  const askedAgain: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 304) askedAgain.push(new URL(response.url()).pathname);
  });
  await page.goto('/fr/');
  const logo = page.locator('header img[src="/logo.svg"]');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(askedAgain).toEqual([]);
  // Read from the HTTP cache: no byte crossed the network (a 304's headers would count).
  const transferred = await page.evaluate(() =>
    performance
      .getEntriesByName(new URL('/logo.svg', location.href).href)
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(transferred).toEqual([0]);
});

test('the logo, the favicon and the labels say how long to keep them; the agency documents do not', async ({
  request,
}) => {
  for (const url of ['/logo.svg', '/favicon.svg', '/epc/brussels/a.svg']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(
      PUBLIC_FILE_CACHE_CONTROL,
    );
  }
  expect(LONG_LIVED_PUBLIC_FILES).not.toContain('/documents/:path*');
  expect((await request.get('/documents/4012345/floor-plans.pdf')).headers()['cache-control']).toBe(
    'public, max-age=0',
  );
});
