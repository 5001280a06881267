import { axeBuilder, WCAG_21_AA } from './axe';
import { getProperty } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { expect, test } from './fixtures';

const FLEMISH_ID = 4019012; // Gent, built 1890: every Flemish mention, asbestos included
const STARTING_FROM: Record<SiteLocale, string> = { nl: 'Vanaf', fr: 'À partir de', en: 'Starting from', de: 'Ab' };

function property(locale: SiteLocale, id = FLEMISH_ID) {
  const p = getProperty(locale, id);
  if (!p) throw new Error(`no property ${id} in ${locale}`);
  return p;
}

const pathOf = (locale: SiteLocale, id = FLEMISH_ID) => canonicalPropertyPath(property(locale, id), locale);

for (const locale of ['nl', 'fr'] as const) {
  test(`a Flemish property in ${locale}: title, price, EPC label and legal mentions`, async ({ page }) => {
    const p = property(locale);
    const response = await page.goto(pathOf(locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.TypeDescription);
    const price = formatPrice(p, { startingFromText: STARTING_FROM[locale] });
    await expect(page.getByTestId('property-price')).toHaveText(price);
    await expect(page.getByTestId('epc-label')).toHaveAttribute('src', /\/epc\/flanders\/b\.svg/);
    const legal = page.getByTestId('legal-mentions');
    for (const key of ['epcScore', 'epcUniqueCode', 'permit', 'zoningDesignation', 'summons', 'preemptionRight', 'subdivisionPermit', 'pScore', 'gScore', 'asbestos']) {
      await expect(legal.locator(`[data-legal="${key}"]`)).toBeVisible();
    }
    await expect(legal).toContainText(p.Energy.UniqueCode ?? '');
    await expect(page.locator(`link[rel="alternate"][hreflang="fr"]`)).toHaveAttribute('href', new RegExp(`${pathOf('fr')}$`));
  });
}

test('a wrong slug or the wrong list redirects permanently to the canonical path', async ({ request }) => {
  const canonical = pathOf('nl');
  const wrongSlug = canonical.replace(/\/[^/]+\/(\d+)\/$/, '/wrong-title/$1/');
  const wrongList = canonical.replace('/te-koop/', '/te-huur/');
  for (const url of [wrongSlug, wrongList]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(308);
    // The first on-demand render answers the Location header twice (same value): check every one.
    const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const { value } of locations) expect(new URL(value, 'http://x').pathname).toBe(canonical);
  }
});

test('/property/{ID}/ redirects to the detail page', async ({ page }) => {
  await page.goto(`/fr/property/${FLEMISH_ID}/`);
  await expect(page).toHaveURL(new RegExp(`${pathOf('fr')}$`));
  await page.goto(`/property/${FLEMISH_ID}/`);
  await expect(page.getByTestId('property-detail')).toBeVisible();
});

test('an unknown property id answers 404', async ({ request }) => {
  const response = await request.get('/nl/te-koop/gent/huis/999999/', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test('the detail page is statically generated (s-maxage)', async ({ request }) => {
  const response = await request.get(pathOf('fr'), { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage');
});

test('axe finds no WCAG 2.1 AA violation on a detail page', async ({ page }) => {
  await page.goto(pathOf('fr'));
  const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a sold property says so instead of its price', async ({ page }) => {
  await page.goto(pathOf('en', 4020085));
  await expect(page.getByTestId('property-unavailable')).toBeVisible();
  await expect(page.getByTestId('property-price')).toHaveText(property('en', 4020085).MarqueeName ?? '');
});

test("the map draws even when the frame's script comes late", async ({ page }) => {
  // The frame's scripts held back 2 s: the message sent 50 ms after its load event finds nobody
  // listening, and the frame's 'ready' brings the page to send it again.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (route.request().frame() !== page.mainFrame()) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto(pathOf('fr'));
  const frame = page.locator('iframe[src="/map-frame/"]');
  await frame.scrollIntoViewIfNeeded();
  const map = page.frameLocator('iframe[src="/map-frame/"]');
  await expect(map.locator('[data-map-state="drawn"]')).toBeAttached({ timeout: 15_000 });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
});
