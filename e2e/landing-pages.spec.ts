/**
 * Landing pages: one type in one town, for sale or for rent, at a localized path, with
 * a heading and description of their own, linked from the lists and in the sitemap, and readable
 * with JavaScript off.
 */
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('nl: the sale list links to its landing pages; one shows only its type in its town', async ({
  page,
}) => {
  await page.goto('/nl/te-koop/');
  const links = page.getByRole('navigation', { name: nl.Landing.byTypeAndCity }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  const link = links.filter({ hasText: /^Appartementen in Elsene \(\d+\)$/ });
  const count = Number((await link.textContent())!.match(/\((\d+)\)/)![1]);
  await link.click();
  await expect(page).toHaveURL('/nl/te-koop/appartementen/elsene/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Appartementen te koop in Elsene',
  );
  await expect(page).toHaveTitle(/Appartementen te koop in Elsene/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Appartementen te koop in Elsene \(1050\): \d+ (pand|panden) bij /,
  );
  const cards = page.getByTestId('property-list').locator('li');
  await expect(cards).toHaveCount(count);
  for (const text of await cards.allTextContents()) expect(text).toContain('Appartement · Elsene');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    /\/fr\/a-vendre\/appartements\/ixelles\/$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/nl\/te-koop\/appartementen\/elsene\/$/,
  );
  // From the landing page to the whole list of the town.
  await page
    .getByRole('link', { name: nl.Landing.allInCitySale.replace('{city}', 'Elsene') })
    .click();
  await expect(page).toHaveURL('/nl/te-koop/?city=Elsene%7C1050');
  expect(
    Number((await page.getByTestId('list-summary').textContent())!.match(/\d+/)![0]),
  ).toBeGreaterThanOrEqual(count);
});

test('fr: a rent landing page has its French path and heading', async ({ page }) => {
  await page.goto('/fr/a-louer/');
  const link = page
    .getByRole('navigation', { name: fr.Landing.byTypeAndCity })
    .getByRole('link')
    .first();
  const text = (await link.textContent())!;
  const [, type, city] = text.match(/^(.+) à (.+) \(\d+\)$/)!;
  await link.click();
  await expect(page).toHaveURL(/^.*\/fr\/a-louer\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${type} à louer à ${city}`);
});

test('a type and town without properties is no page: it goes to the list (SPEC §2.1)', async ({
  request,
}) => {
  const response = await request.get('/nl/te-koop/kantoren/nergensdorp/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toMatch(/\/nl\/te-koop\/$/);
});

test('landing pages are in the sitemap with their translations', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/nl\/te-koop\/appartementen\/elsene\/<\/loc>/);
  expect(xml).toMatch(/hreflang="fr" href="[^"]*\/fr\/a-vendre\/appartements\/ixelles\/"/);
});
