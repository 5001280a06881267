/**
 * Map search on the property lists: the map opens from the list, shows a marker for
 * every property of the filtered list whose address is public (clustered where dense), a card on a
 * marker, and 'search this area' loads the list for the map's bounds, a URL that lists the same
 * properties with JavaScript off and whose area can be removed there. Tiles are answered locally.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { getPropertyListItems } from '@/lib/catalogue';
import { listEntryOf } from '@/lib/listing/list-entries';
import type { ListMarker } from '@/lib/listing/list-markers';
import { matches, parseListQuery } from '@/lib/listing/list-query';
import type { SiteLocale } from '@/lib/locale';
import { expect, hydrated, test } from './fixtures';

const SALE_LIST = 2;
const HIDDEN_ADDRESS = 4017160; // Sint-Pieters-Woluwe / Woluwe-Saint-Pierre, for sale, address not public
const CANNES = 4021690; // alone in its part of the map
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const LISTS = [
  { locale: 'nl', path: '/nl/te-koop/', open: 'Kaart', close: 'Kaart sluiten', searchArea: 'Zoeken in deze zone', remove: 'Zone op de kaart verwijderen', results: 'panden' },
  { locale: 'fr', path: '/fr/a-vendre/', open: 'Carte', close: 'Fermer la carte', searchArea: 'Rechercher dans cette zone', remove: 'Supprimer la zone sur la carte', results: 'biens' },
] as const;

/** Tiles come from the configured OpenStreetMap URL; the test answers them (or fails them) itself. */
async function serveTiles(context: BrowserContext, fail = false) {
  const requested: string[] = [];
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    requested.push(route.request().url());
    return fail ? route.abort() : route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 });
  });
  return requested;
}

async function openMap(page: Page, name: string): Promise<ListMarker[]> {
  const markers = page.waitForResponse((r) => r.url().includes('/api/list-markers/'));
  await page.getByRole('button', { name, exact: true }).click();
  const response = await markers;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=60');
  await expect(page.getByTestId('list-map').locator('[data-map-state="drawn"]')).toBeVisible();
  return (await response.json()) as ListMarker[];
}

/** The ids a list page shows, all of its pages. */
async function listedIds(page: Page, { scripted = true } = {}): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const hrefs = await page.getByTestId('property-list').locator('li article h2 a, li article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    ids.push(...hrefs.map((h) => Number(h.match(/\/(\d+)\/$/)![1])));
    const next = page.locator('nav a[rel="next"]');
    if ((await next.count()) === 0) return ids.sort();
    const before = page.url();
    await next.click();
    await page.waitForURL((url) => url.href !== before);
    await page.waitForLoadState('load');
    // The map keeps itself open across the list's pages once the page's scripts run (they start
    // after the load event): the next link is clicked only then, as a visitor who sees the map.
    if (scripted) await hydrated(page);
  }
}

/** What the snapshot says a list URL with an area must list: its public addresses inside the area. */
function expectedIds(locale: SiteLocale, url: string): number[] {
  const query = parseListQuery(new URL(url).searchParams);
  return getPropertyListItems(locale, SALE_LIST)
    .map(listEntryOf)
    .filter((e) => matches(e, query))
    .map((e) => e.id)
    .sort();
}

for (const list of LISTS) {
  test.describe(`map search on ${list.path}`, () => {
    test('markers, a card, search this area, the same list without JavaScript, removing the area', async ({ page, context, browser, baseURL }) => {
      test.setTimeout(120_000);
      const tiles = await serveTiles(context);
      await page.goto(list.path);
      const toggle = page.getByTestId('map-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const markers = await openMap(page, list.open);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveText(list.close);
      await expect(page.getByRole('region', { name: list.locale === 'nl' ? 'Kaart van de zoekresultaten' : 'Carte des résultats' })).toBeVisible();
      expect(tiles.length).toBeGreaterThan(0);

      // Every page of the list is on the map, but not the property whose address is hidden.
      const all = getPropertyListItems(list.locale, SALE_LIST);
      expect(all.some((p) => p.ID === HIDDEN_ADDRESS)).toBe(true);
      expect(markers.map((m) => m.id)).not.toContain(HIDDEN_ADDRESS);
      expect(markers.length).toBe(all.filter((p) => p.PublishAddress).length);
      await expect(page.locator(`[data-marker-id="${HIDDEN_ADDRESS}"]`)).toHaveCount(0);
      // The list stays in the page beside the map.
      await expect(page.getByTestId('property-list')).toBeVisible();

      // A marker's card links to its detail page.
      await page.locator(`[data-marker-id="${CANNES}"]`).click();
      const card = page.getByTestId('map-card');
      const cannes = markers.find((m) => m.id === CANNES)!;
      await expect(card.getByRole('link')).toHaveAttribute('href', cannes.href);
      expect(cannes.href).toMatch(new RegExp(`^${list.path}.+/${CANNES}/$`));
      await expect(card).toContainText(cannes.price);
      await expect(card.getByRole('link')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);

      // axe with the map open.
      const axe = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // Closed and opened again, the map shows the whole list again; zoom into its densest cluster
      // (Brussels), then search that area.
      await toggle.click();
      await expect(page.getByTestId('list-map')).toHaveCount(0);
      await openMap(page, list.open);
      const clusters = page.getByTestId('list-map').locator('.leaflet-marker-icon:not([data-marker-id])');
      const counts = await clusters.evaluateAll((els) => els.map((el) => Number(el.textContent)));
      expect(Math.max(...counts)).toBeGreaterThan(1);
      await clusters.nth(counts.indexOf(Math.max(...counts))).click();
      await page.getByRole('button', { name: list.searchArea }).click();
      await expect(page).toHaveURL(/[?&]bounds=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+.*view=map/);
      const url = page.url();
      const expected = expectedIds(list.locale, url);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(markers.length);
      expect(expected).not.toContain(CANNES);
      await expect(page.getByTestId('list-summary')).toHaveText(`${expected.length} ${list.results}`);
      await expect(page.getByTestId('map-area')).toBeVisible();
      // The map stays open after the navigation.
      await expect(page.getByTestId('map-toggle')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('list-map').locator('[data-map-state="drawn"]')).toBeVisible();
      expect(await listedIds(page)).toEqual(expected);
      // Its pages keep the map open, and so do its filter form and the area's removal.
      if (expected.length > 12) await expect(page.getByTestId('map-toggle')).toHaveAttribute('aria-expanded', 'true');
      // A sort chosen in the desktop's filter bar applies at once (the form is submitted).
      await page.getByRole('search').getByRole('combobox').last().selectOption('price-desc');
      await expect(page).toHaveURL(/bounds=.*&sort=price-desc&view=map$/);
      await expect(page.getByTestId('map-toggle')).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('link', { name: list.remove }).click();
      await expect(page).toHaveURL(/\?sort=price-desc&view=map$/);
      await expect(page.getByTestId('list-summary')).toHaveText(`${all.length} ${list.results}`);
      await expect(page.getByTestId('list-map').locator('[data-map-state="drawn"]')).toBeVisible();

      // The shared URL without JavaScript: the same properties, and the area can be removed.
      const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await context.storageState() });
      const plain = await noJs.newPage();
      await plain.goto(url);
      await expect(plain.getByTestId('list-summary')).toHaveText(`${expected.length} ${list.results}`);
      await expect(plain.getByTestId('map-toggle')).toBeHidden();
      expect(await listedIds(plain, { scripted: false })).toEqual(expected);
      // The filter form keeps the area.
      await plain.goto(url);
      await plain.getByRole('search').getByRole('combobox').last().selectOption('price-asc');
      await plain.getByRole('search').getByRole('button').click();
      await expect(plain).toHaveURL(/bounds=.*&sort=price-asc/);
      await expect(plain.getByTestId('list-summary')).toHaveText(`${expected.length} ${list.results}`);
      await plain.getByRole('link', { name: list.remove }).click();
      await expect(plain).not.toHaveURL(/bounds=/);
      await expect(plain.getByTestId('list-summary')).toHaveText(`${all.length} ${list.results}`);
      await expect(plain.getByTestId('map-area')).toHaveCount(0);
      await noJs.close();
    });
  });
}

test('a card opens from the keyboard and gives the focus back to its marker', async ({ page, context }) => {
  await serveTiles(context);
  await page.goto('/fr/a-vendre/');
  await openMap(page, 'Carte');
  const marker = page.locator(`[data-marker-id="${CANNES}"]`);
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-card').getByRole('link')).toBeFocused();
  await page.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByTestId('map-card')).toHaveCount(0);
  await expect(marker).toBeFocused();
});

test('when tiles cannot load, the markers stay and a notice says so', async ({ page, context }) => {
  await serveTiles(context, true);
  await page.goto('/nl/te-huur/');
  const markers = await openMap(page, 'Kaart');
  expect(markers.length).toBeGreaterThan(0);
  await expect(page.getByTestId('list-map').getByRole('status')).toContainText('De kaart kan momenteel niet geladen worden.');
  await expect(page.getByTestId('list-map').locator('.leaflet-marker-icon').first()).toBeVisible();
});

test('the markers route refuses junk', async ({ request }) => {
  expect((await request.get('/api/list-markers/?lang=nl&list=2&type=abc')).status()).toBe(400);
  expect((await request.get('/api/list-markers/?lang=zz&list=2')).status()).toBe(404);
  expect((await request.get('/api/list-markers/?lang=nl&list=2&type=2')).status()).toBe(200);
});

for (const width of [360, 1280]) {
  test(`the open map at ${width} px`, async ({ page, context }) => {
    await serveTiles(context);
    const policyErrors: string[] = [];
    page.on('console', (m) => {
      if (/content.security.policy|refused to/i.test(m.text())) policyErrors.push(m.text());
    });
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/nl/te-koop/');
    await openMap(page, 'Kaart');
    await page.getByTestId('map-toggle').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`map-search-${width}-open.png`) });
    await page.locator(`[data-marker-id="${CANNES}"]`).click();
    await expect(page.getByTestId('map-card')).toBeVisible();
    // The chosen marker is moved out from under the card, and that is not a search of the visitor's.
    await expect
      .poll(async () => {
        const marker = await page.locator(`[data-marker-id="${CANNES}"]`).boundingBox();
        const card = await page.getByTestId('map-card').boundingBox();
        return marker && card ? marker.y + marker.height <= card.y : false;
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Zoeken in deze zone' })).toHaveCount(0);
    // On a phone the map takes the list's place; on a wide screen it sits beside it.
    if (width === 360) await expect(page.getByTestId('property-list')).toBeHidden();
    else await expect(page.getByTestId('property-list')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`map-search-${width}.png`) });
    // The map, its stylesheet, tiles, markers and card photo keep to the content security policy.
    expect(policyErrors).toEqual([]);
  });
}
