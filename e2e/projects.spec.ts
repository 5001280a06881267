/**
 * New-build projects and the property detail variant with a country segment, in a real
 * browser. The e2e build uses the demo projects (PROJECTS_FILE=demo, set by tests/harness/e2e.mjs; pass
 * it yourself when calling `npx playwright test` directly): the snapshot has none. The empty list
 * and its 'no project' message are covered by tests/project/project-list.test.tsx.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import { getProjects, getProperties, getProperty } from '@/lib/catalogue';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath, countryVariantPath } from '@/lib/property/detail-paths';
import { projectPath } from '@/lib/project/project-paths';
import { projectAddress, unitCounts } from '@/lib/project/project-view';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';

const projects = getProjects('demo');
const chasse = projects.find((p) => p.ID === 90101)!;
const dijlezicht = projects.find((p) => p.ID === 90103)!;
const MESSAGES = { nl, fr } as const;
const LIST = { nl: '/nl/projecten/', fr: '/fr/projets/' } as const;

/** The redirect target; the first on-demand render answers the Location header twice (same value): check every one. */
function locationsOf(response: import('@playwright/test').APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => new URL(h.value, 'http://x').pathname);
}

test.describe('projects', () => {
  test.beforeAll(async ({ request }) => {
    const response = await request.get(projectPath(chasse, 'nl'), { maxRedirects: 0 });
    test.skip(response.status() === 404, 'this build has no projects: build with PROJECTS_FILE=demo (tests/harness/e2e.mjs does)');
  });

  for (const locale of ['nl', 'fr'] as const) {
    test(`the projects list in ${locale} shows a card per project`, async ({ page }) => {
      const response = await page.goto(LIST[locale]);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('s-maxage');
      const cards = page.getByTestId('project-card');
      await expect(cards).toHaveCount(projects.length);
      const first = cards.filter({ hasText: chasse.Name[locale] });
      const { streetLine, cityLine } = projectAddress(chasse, locale);
      await expect(first.getByTestId('project-address')).toHaveText(`${streetLine}, ${cityLine}`);
      await expect(first.getByTestId('project-units')).toContainText(String(chasse.Units.length));
      await expect(first.getByTestId('project-price')).toHaveText(`${MESSAGES[locale].STARTING_FROM} € 28.000`);
      // PublicAddress false: the city only.
      await expect(cards.filter({ hasText: dijlezicht.Name[locale] }).getByTestId('project-address')).toHaveText(
        projectAddress(dijlezicht, locale).cityLine,
      );
      await expect(page.getByTestId('no-projects')).toHaveCount(0);
      // The footer's quick links lead to the list (it is left out of the menu bar: showInMenu false).
      await expect(page.locator('footer').getByRole('link', { name: MESSAGES[locale].Footer.links.projects })).toHaveAttribute('href', LIST[locale]);
      await first.getByRole('link', { name: chasse.Name[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`${projectPath(chasse, locale)}$`));
    });

    test(`a project's detail in ${locale}: address, units, map, breadcrumb and SEO`, async ({ page }) => {
      const path = projectPath(chasse, locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chasse.Name[locale]);
      const { streetLine, cityLine } = projectAddress(chasse, locale);
      await expect(page.getByTestId('project-address')).toHaveText(`${streetLine}, ${cityLine}`);
      await expect(page.getByTestId('project-price')).toHaveText(`${MESSAGES[locale].STARTING_FROM} € 28.000`);
      const rows = page.getByTestId('project-units').locator('tbody tr');
      await expect(rows).toHaveCount(chasse.Units.length);
      await expect(rows.filter({ hasText: 'A1.1' })).toContainText(MESSAGES[locale].Projects.status.sold);
      await expect(rows.filter({ hasText: 'A2.1' })).toContainText(MESSAGES[locale].Projects.status.option);
      await expect(rows.filter({ hasText: 'A0.1' })).toContainText('€ 265.000');
      // A unit published as a property links to its detail page.
      const unitProperty = getProperty(locale, 4014455)!;
      await expect(rows.filter({ hasText: 'A1.2' }).getByRole('link')).toHaveAttribute('href', canonicalPropertyPath(unitProperty, locale));
      await expect(page.locator('iframe[src*="map-frame"]')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: MESSAGES[locale].Common.breadcrumb }).getByRole('link', { name: MESSAGES[locale].Common.home })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', new RegExp(`${projectPath(chasse, 'de')}$`));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('')).toContain('"AggregateOffer"');
      expect(unitCounts(chasse).available).toBe(5);
    });
  }

  test('a project without a public address shows its city only', async ({ page }) => {
    await page.goto(projectPath(dijlezicht, 'fr'));
    await expect(page.getByTestId('project-address')).toHaveText('2800 Malines');
  });

  test('a wrong slug redirects to the canonical project path; an unknown id is a 404', async ({ request }) => {
    const canonical = projectPath(chasse, 'fr');
    const response = await request.get(canonical.replace('/residence-la-chasse/', '/wrong/'), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locationsOf(response).length).toBeGreaterThan(0);
    for (const location of locationsOf(response)) expect(location).toBe(canonical);
    expect((await request.get('/fr/projets/etterbeek/residence/99999/', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the sitemap lists every project page in every language', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const project of projects)
      for (const locale of SITE_LOCALES) expect(xml).toContain(projectPath(project, locale));
    expect(xml).toContain('/nl/projecten/</loc>');
  });

  for (const locale of ['nl', 'fr'] as const) {
    test(`the contact-construction form in ${locale} is sent and lands on its thank-you page`, async ({ page, request }) => {
      const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'] ?? 'none';
      test.skip(storage !== 'database', 'the e2e server has no database: use `node server/start.mjs` as the Playwright webServer');
      await page.goto(projectPath(chasse, locale));
      await page.getByRole('link', { name: MESSAGES[locale].Projects.cta }).click();
      const form = page.locator('#contact');
      await form.locator('input[name="firstName"]').fill('Marie');
      await form.locator('input[name="lastName"]').fill('Dupont');
      await form.locator('input[name="email"]').fill(`construction.${locale}.${Date.now()}@example.be`);
      await form.locator('input[name="phone"]').fill('0475123456');
      await form.locator('textarea[name="remark"]').fill('Plans A1.2?');
      await form.getByRole('button', { name: MESSAGES[locale].Forms.actions.send }).click();
      const thanks = locale === 'nl' ? '/nl/bedankt/contact-construction/' : '/fr/merci/contact-construction/';
      await expect(page).toHaveURL(new RegExp(`${thanks}$`), { timeout: 20_000 });
    });
  }

  for (const url of [LIST.fr, projectPath(chasse, 'nl'), projectPath(dijlezicht, 'fr')]) {
    test(`axe finds no WCAG 2.1 AA violation on ${url}`, async ({ page }) => {
      await page.goto(url);
      const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('axe finds no violation on a project detail at 390 px (units as cards)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(projectPath(chasse, 'fr'));
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('property detail with a country segment (SPEC §2.2)', () => {
  const belgianSale = (locale: SiteLocale) => getProperties(locale).find((p) => p.Goal === 0 && p.CountryID === 10 && p.Marquee !== 2)!;

  for (const locale of ['nl', 'fr'] as const) {
    test(`answers 200 in ${locale} with the breadcrumb list → country → title and the plain URL as canonical`, async ({ page }) => {
      const p = belgianSale(locale);
      const url = countryVariantPath(p, locale);
      expect(url).toContain(locale === 'nl' ? '/nl/te-koop/belgie/' : '/fr/a-vendre/belgique/');
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('property-detail')).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: MESSAGES[locale].Common.breadcrumb }).locator('li');
      await expect(crumbs).toHaveText([
        MESSAGES[locale].Common.home,
        MESSAGES[locale].Common.forSale,
        locale === 'nl' ? 'België' : 'Belgique',
        p.TypeDescription.trim() || p.MainTypeName,
      ]);
      await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute('href', locale === 'nl' ? '/nl/te-koop/belgie/' : '/fr/a-vendre/belgique/');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonicalPropertyPath(p, locale)}$`));
    });
  }

  test('the country sub-list links its cards to the variant', async ({ page }) => {
    await page.goto('/nl/te-koop/belgie/');
    const first = page.getByTestId('property-list').getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/nl\/te-koop\/belgie\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
    await first.click();
    await expect(page.getByTestId('property-detail')).toBeVisible();
    await expect(page.getByRole('navigation', { name: nl.Common.breadcrumb }).locator('li')).toHaveCount(4);
  });

  test('the variant of a property of another country list redirects to the plain detail', async ({ request }) => {
    const p = belgianSale('fr');
    const wrong = countryVariantPath(p, 'fr').replace('/belgique/', '/international/');
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locationsOf(response).length).toBeGreaterThan(0);
    for (const location of locationsOf(response)) expect(location).toBe(canonicalPropertyPath(p, 'fr'));
  });
});

test.describe('messages for unknown, sold and rented properties (SPEC §8)', () => {
  test('an unknown property id answers 404 with "the property does not exist or is sold"', async ({ page }) => {
    const response = await page.goto('/fr/a-vendre/gand/maison/999999/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Errors.propertyNotFound);
  });

  test('a sold property says it is sold, a rented one that it is rented', async ({ page }) => {
    for (const [locale, goal, key] of [
      ['fr', 0, 'propertySold'],
      ['nl', 1, 'propertyRented'],
    ] as const) {
      const p = getProperties(locale).find((x) => x.Marquee === 2 && (goal === 0 ? x.Goal === 0 : x.Goal !== 0))!;
      await page.goto(canonicalPropertyPath(p, locale));
      await expect(page.getByTestId('property-unavailable')).toHaveText(MESSAGES[locale].Errors[key]);
    }
  });
});
