/**
 * A page left open goes quiet: every kind of page in every language is opened and left
 * for 12 seconds with link prefetching on, as a visitor's browser has it. It fails when the tab
 * fetches any RSC URL more than twice or makes more than 40 requests after the page has loaded.
 * (Every French page once re-fetched the same prefetches about 50 times a second, without end.)
 * The most a page asks for after its load, measured 2026-11-25 on a project page: 11 (the map's 9
 * tiles, its frame and marker); links are plain anchors (eslint.config.mjs), so nothing is prefetched
 * (with Next's <Link> it was 64). The ceiling leaves room for lazy photos and islands; a loop
 * passes 40 within a second.
 */
import type { Page } from '@playwright/test';
import { getProjects, getProperty } from '@/lib/catalogue';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';

const IDLE_MS = 12_000;
const MAX_FETCHES_OF_ONE_RSC_URL = 2;
const MAX_REQUESTS_AFTER_LOAD = 40;

function pagesOf(locale: SiteLocale): string[] {
  return [
    `/${locale}/`,
    localizedHref('/for-sale', locale),
    localizedHref('/for-rent', locale),
    localizedHref('/for-sale/belgique', locale),
    localizedHref('/for-rent/international', locale),
    canonicalPropertyPath(getProperty(locale, 4012345)!, locale),
    projectPath(getProjects('demo')[0]!, locale),
    localizedHref('/privacy-statement', locale),
    localizedHref('/contact', locale),
    localizedHref('/contact-demand', locale),
    localizedHref('/login', locale),
    `/${locale}/no-such-page/`,
  ];
}

type Traffic = { afterLoad: number; rscMax: [string, number] };

/** Opens `path`, waits for its load event, then counts what it asks for during IDLE_MS. */
async function watch(page: Page, path: string): Promise<() => Traffic> {
  let loaded = false;
  let afterLoad = 0;
  const rsc = new Map<string, number>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('_rsc=')) rsc.set(url, (rsc.get(url) ?? 0) + 1);
    if (loaded) afterLoad += 1;
  });
  await page.goto(path, { waitUntil: 'load' });
  loaded = true;
  return () => ({ afterLoad, rscMax: [...rsc].sort((a, b) => b[1] - a[1])[0] ?? ['', 0] });
}

test.describe('a page left open goes quiet', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const locale of SITE_LOCALES) {
    test(`every kind of page in ${locale}, left open ${IDLE_MS / 1000} s`, async ({ context }) => {
      const paths = pagesOf(locale);
      // All tabs at once: the 12 seconds are waited once for the whole language.
      const readings = await Promise.all(paths.map(async (path) => watch(await context.newPage(), path)));
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const traffic = readings.map((read, i) => ({ path: paths[i]!, ...read() }));
      for (const { path, afterLoad, rscMax } of traffic) {
        expect(rscMax[1], `${path}: ${rscMax[0]} fetched ${rscMax[1]} times`).toBeLessThanOrEqual(MAX_FETCHES_OF_ONE_RSC_URL);
        expect(afterLoad, `${path}: ${afterLoad} requests after load`).toBeLessThanOrEqual(MAX_REQUESTS_AFTER_LOAD);
      }
    });
  }
});
