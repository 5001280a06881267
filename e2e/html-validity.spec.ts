/**
 * Valid HTML: the W3C Nu Html Checker (vnu.jar from the npm package vnu-jar, run with
 * the system Java: Debian's default-jre-headless) over a sample of every page type in the four
 * languages, as the production build serves them. No error and no warning.
 */
import type { Page } from '@playwright/test';
import { getProjects, getProperties } from '@/lib/catalogue';
import { MARQUEE } from '@/lib/catalogue/schemas';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { newsItems } from '@/lib/content/news';
import { E2E_DEMO_OWNER } from './demo-owner';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedDynamicHref, localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { LOGIN_TIMEOUT, logIn } from './owner-login';
import { landingUrl, routeTableUrls } from './site-pages';
import { nuCheckerReport } from './vnu';

test.describe.configure({ timeout: 240_000 });

/** Every route-table page, a filtered list, a landing page, sale and rent details (one with documents), a project, a news item, the 404 page: in each language. */
function samplePages(): string[] {
  const perLocale = SITE_LOCALES.flatMap((locale) => {
    const properties = getProperties(locale);
    const sale =
      properties.find((p) => p.Goal === 0 && p.Documents.length > 0) ??
      properties.find((p) => p.Goal === 0)!;
    const rent = properties.find((p) => p.Goal === 1)!;
    const project = getProjects()[0];
    return [
      `${localizedHref('/for-sale', locale)}?type=2&page=2`,
      `${localizedHref('/for-rent', locale)}?bounds=50.76%2C4.24%2C50.92%2C4.49`,
      landingUrl(locale),
      canonicalPropertyPath(sale, locale),
      canonicalPropertyPath(rent, locale),
      ...(project ? [projectPath(project, locale)] : []),
      // A news item's page (the overview is a route-table page, above).
      ...newsItems(getArticles(), getCategories(), locale).slice(0, 1).map((item) => item.href),
      `/${locale}/page-not-found/`,
    ];
  });
  return [...routeTableUrls().map((u) => u.url), ...perLocale, ...SITE_LOCALES.flatMap(queryPages)];
}

/**
 * Pages rendered per request from their query, each with a form that must post to its own URL:
 * a mailed link's page with its token, a shared favourites list, the purchase costs of a property
 * and a renovation calculator result with its advice form.
 */
function queryPages(locale: SiteLocale): string[] {
  const properties = getProperties(locale);
  const forSale = properties.find(
    (p) => p.Goal === 0 && p.Marquee !== MARQUEE.SOLD_OR_RENTED && p.Annuity === null,
  )!;
  const token = 'Zm9yLXRoZS1odG1sLWNoZWNrZXI';
  return [
    `${localizedHref('/unsubscribe', locale)}?token=${token}`,
    `${localizedHref('/confirm-alert', locale)}?token=${token}`,
    `${localizedHref('/reset-password', locale)}?token=${token}`,
    `${localizedHref('/favourites', locale)}?ids=${properties
      .slice(0, 2)
      .map((p) => p.ID)
      .join(',')}`,
    `${localizedHref('/purchase-costs', locale)}?property=${forSale.ID}`,
    `${localizedHref('/renovation-calculator', locale)}?region=wallonia&homeType=house&livingArea=150&epcValue=592&measures=roof&measures=walls`,
  ];
}

/**
 * The owner portal's pages (list and a property's statistics, with the logout form) as the
 * logged-in demo owner gets them: the page's own fetch sends the session cookie and returns the
 * server's HTML. None when the e2e server has no database (no owners).
 */
async function portalPages(page: Page): Promise<{ url: string; html: string }[]> {
  const storage = (await page.request.get('/api/altcha/')).headers()['x-lead-storage'];
  if (storage !== 'database') return [];
  await logIn(page, E2E_DEMO_OWNER.email, E2E_DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: LOGIN_TIMEOUT });
  const id = /\/fr\/proprietaire\/(\d+)\//.exec(await page.content())?.[1];
  expect(id, 'the demo owner has a property').toBeDefined();
  const urls = SITE_LOCALES.flatMap((locale) => [
    localizedHref('/portal', locale),
    localizedDynamicHref('/portal/[id]', { id: id! }, locale),
  ]);
  const pages = [];
  for (const url of urls) {
    const html = await page.evaluate(async (u) => (await fetch(u)).text(), url);
    pages.push({ url, html });
  }
  return pages;
}

test('the Nu Html Checker finds no error and no warning on any page type in any language', async ({
  request,
  page,
}) => {
  const pages = new Map<string, string>();
  for (const url of samplePages()) {
    const response = await request.get(url);
    expect(response.ok() || response.status() === 404, url).toBe(true);
    pages.set(url, await response.text());
  }
  for (const { url, html } of await portalPages(page)) pages.set(url, html);
  // Named on its own: what vnu reports as 'Bad value "" for attribute "action"'.
  expect([...pages].filter(([, html]) => /<form\b[^>]*\baction=""/.test(html)).map(([url]) => url)).toEqual([]);
  // Valid HTML all the same: a class named after a style that does not exist.
  expect([...pages].filter(([, html]) => /\bclass="(?:[^"]*\s)?(?:undefined|null|false)(?:\s[^"]*)?"/.test(html)).map(([url]) => url)).toEqual([]);
  expect(pages.size).toBeGreaterThan(100);
  expect(nuCheckerReport(pages)).toEqual([]);
});
