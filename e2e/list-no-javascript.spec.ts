/**
 * The sale and rent lists with JavaScript off: the server renders the properties the
 * URL asks for, so the GET filter form and the page links work, and a crawler reaches every
 * property of a list by following its 'next' links alone.
 */
import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const detailLinks = (page: Page) =>
  page
    .getByTestId('property-list')
    .locator('li h2 a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
const countIn = async (page: Page) =>
  Number((await page.getByTestId('list-summary').textContent())!.match(/\d+/)![0]);

for (const { locale, path, messages } of [
  { locale: 'nl', path: '/nl/te-koop/', messages: nl },
  { locale: 'fr', path: '/fr/a-louer/', messages: fr },
] as const) {
  test(`${locale}: the 'next' links reach every property of the list, each page with its own canonical URL`, async ({
    page,
  }) => {
    await page.goto(path);
    const total = await countIn(page);
    const seen = new Set<string>();
    for (let n = 1; ; n++) {
      // The pager comes after the list: once it says this page, the whole list has been parsed (the
      // URL changes when the document commits, before its body arrives).
      await expect(page.getByTestId('page-indicator')).toHaveText(
        new RegExp(
          `^${messages.Listing.page.replace('{page}', String(n)).replace('{pages}', '\\d+')}$`,
        ),
      );
      const links = await detailLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(seen.has(link), `${link} on two pages`).toBe(false);
        seen.add(link);
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      const { pathname, search } = new URL(canonical!);
      expect(pathname + search).toBe(n === 1 ? path : `${path}?page=${n}`);
      const next = page.locator('link[rel="next"]');
      if ((await next.count()) === 0) break;
      expect(await next.getAttribute('href')).toBe(`${path}?page=${n + 1}`);
      await page.getByRole('link', { name: messages.Listing.next }).click();
      await expect(page).toHaveURL(`${path}?page=${n + 1}`);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
        'href',
        n === 1 ? path : `${path}?page=${n}`,
      );
    }
    expect(seen.size).toBe(total);
  });

  test(`${locale}: the filter form sends a short URL and the list shows only what it asks`, async ({
    page,
  }) => {
    await page.goto(path);
    const total = await countIn(page);
    const form = page.getByRole('search');
    const option = form.locator('select[name="type"] option').nth(1);
    const [value, label] = [await option.getAttribute('value'), await option.textContent()];
    const expected = Number(label!.match(/(\d+)$/)![1]);
    await form.locator('select[name="type"]').selectOption(value!);
    await form.getByRole('button', { name: messages.Listing.apply }).click();
    // The form sends every field; the server answers the short canonical URL.
    await expect(page).toHaveURL(`${path}?type=${value}`);
    expect(await countIn(page)).toBe(expected);
    expect(expected).toBeLessThan(total);
    await expect(form.locator('select[name="type"]')).toHaveValue(value!);
    expect((await detailLinks(page)).length).toBe(Math.min(expected, 12));
    await page.getByRole('link', { name: messages.Listing.reset }).click();
    await expect(page).toHaveURL(path);
    expect(await countIn(page)).toBe(total);
  });
}

test('fr: a city filter keeps to that city, and its pages keep the filter', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  const form = page.getByRole('search');
  const city = form.locator('select[name="city"] option').nth(1);
  const value = (await city.getAttribute('value'))!;
  const [name] = value.split('|');
  await form.locator('select[name="city"]').selectOption(value);
  await form.getByRole('button', { name: fr.Listing.apply }).click();
  await expect(page).toHaveURL(`/fr/a-vendre/?city=${encodeURIComponent(value)}`);
  for (const text of await page.getByTestId('property-list').locator('li').allTextContents())
    expect(text).toContain(name);
});

test('a list URL with a query is rendered for it and may be kept by a shared cache', async ({
  request,
}) => {
  const first = await request.get('/nl/te-koop/');
  const second = await request.get('/nl/te-koop/?page=2');
  expect(second.headers()['cache-control']).toContain('s-maxage=60');
  const linksOf = (html: string) =>
    new Set([...html.matchAll(/href="(\/nl\/te-koop\/[^"?]+\/\d+\/)"/g)].map((m) => m[1]));
  const [one, two] = [linksOf(await first.text()), linksOf(await second.text())];
  expect(two.size).toBeGreaterThan(0);
  for (const link of two) expect(one.has(link)).toBe(false);
});

test('the empty fields of a filter URL are redirected to its short form; the internal route is not a page', async ({
  request,
}) => {
  const response = await request.get('/nl/te-koop/?city=&type=2&min=&max=&bedrooms=&sort=newest', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toMatch(/\/nl\/te-koop\/\?type=2$/);
  expect((await request.get('/nl/list-query/for-sale/?page=2')).status()).toBe(404);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { locale, path, messages } of [
    { locale: 'nl', path: '/nl/te-koop/', messages: nl },
    { locale: 'fr', path: '/fr/a-louer/', messages: fr },
  ] as const) {
    test(`${locale}: the folded 'Filters (0)' opens the form in place, and it filters`, async ({ page }) => {
      await page.goto(path);
      const total = await countIn(page);
      const toggle = page.locator('summary');
      await expect(toggle).toHaveText(messages.Listing.filtersButton.replace('{count}', '0'));
      const card = page.getByTestId('property-list').locator('li').first();
      await expect(card.locator('img').first()).toBeInViewport({ ratio: 1 });
      const form = page.getByRole('search');
      await expect(form.locator('select[name="type"]')).toBeHidden();
      await toggle.click();
      await expect(form.locator('select[name="type"]')).toBeVisible();
      const option = form.locator('select[name="type"] option').nth(1);
      const [value, label] = [await option.getAttribute('value'), await option.textContent()];
      const expected = Number(label!.match(/(\d+)$/)![1]);
      expect(expected).toBeLessThan(total);
      await form.locator('select[name="type"]').selectOption(value!);
      await form.getByRole('button', { name: messages.Listing.apply }).click();
      await expect(page).toHaveURL(`${path}?type=${value}`);
      expect(await countIn(page)).toBe(expected);
      await expect(toggle).toHaveText(messages.Listing.filtersButton.replace('{count}', '1'));
    });
  }
});
