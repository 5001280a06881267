import { axeBuilder, WCAG_21_AA } from './axe';
import { expect, test } from './fixtures';

test.describe('property lists', () => {
  test('the home page shows the newest properties, 4 at most', async ({ page }) => {
    await page.goto('/fr/');
    const cards = page.getByTestId('property-list').locator('li');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/fr\/a-(vendre|louer)\/.+\/\d+\/$/);
  });

  test('filters live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    const summary = page.getByTestId('list-summary');
    const total = Number((await summary.textContent())!.match(/\d+/)![0]);
    await page.getByRole('search').getByLabel('Type').selectOption('2');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    // The server renders the query; the form's empty fields are redirected to the short URL.
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=2$/);
    const filtered = Number((await summary.textContent())!.match(/\d+/)![0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await page.reload();
    await expect(summary).toHaveText(`${filtered} panden`);
  });

  test('city=Name|Zip filters on that city (SPEC §2.2)', async ({ page }) => {
    await page.goto('/fr/a-vendre/?city=Ixelles|1050');
    const cards = page.getByTestId('property-list').locator('li');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('Ixelles');
  });

  test('paging reads Page x/y and moves through the pages', async ({ page }) => {
    await page.goto('/en/for-sale/');
    await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1\/\d+$/);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 2\/\d+$/);
  });

  test('a search without results says so', async ({ page }) => {
    await page.goto('/fr/a-vendre/?min=2000000&max=2000000&bedrooms=5&type=7');
    await expect(page.getByTestId('no-results')).toHaveText("Aucun résultat n'a été trouvé pour votre recherche.");
  });

  test('at 1280 px a sort applies at once, without pressing Search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/for-sale/?type=2');
    const prices = () => page.getByTestId('property-list').locator('li').allTextContents();
    const before = await prices();
    await page.getByRole('search').getByLabel('Sort').selectOption('price-desc');
    await expect(page).toHaveURL(/\/en\/for-sale\/\?type=2&sort=price-desc$/);
    await expect(page.getByRole('search').getByLabel('Sort')).toHaveValue('price-desc');
    expect(await prices()).not.toEqual(before);
  });

  test.describe('the language switch of a filtered list', () => {
    /** The property ids of the list's cards, in order. */
    const cardIds = async (page: import('@playwright/test').Page) =>
      (await page.getByTestId('property-list').locator('li a[href]').evaluateAll((links) =>
        links.map((a) => /\/(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1]),
      )).filter((id, i, all) => id && all.indexOf(id) === i);

    for (const { from, to } of [
      // The same name in both languages; page 2 of two results does not exist: page 1.
      { from: '/fr/a-vendre/?city=Etterbeek%7C1040&type=2&page=2', to: '/nl/te-koop/?city=Etterbeek%7C1040&type=2' },
      // The city under its Dutch name.
      { from: '/fr/a-vendre/?city=Ixelles%7C1050', to: '/nl/te-koop/?city=Elsene%7C1050' },
      // Sort and page stay.
      { from: '/fr/a-vendre/?type=2&sort=price-asc&page=2', to: '/nl/te-koop/?type=2&sort=price-asc&page=2' },
    ]) {
      test(`${from} links to ${to}, which shows the same properties`, async ({ page, request }) => {
        // In the server's HTML, without JavaScript.
        const html = await (await request.get(from)).text();
        const attribute = `href="${to.replaceAll('&', '&amp;')}"`;
        expect(html.split('data-testid="switch-nl"')[0]!.slice(-300)).toContain(attribute);

        await page.goto(from);
        const ids = await cardIds(page);
        expect(ids.length).toBeGreaterThan(0);
        const link = page.getByTestId('switch-nl').filter({ visible: true }).first();
        await expect(link).toHaveAttribute('href', to);
        await link.click();
        await expect(page).toHaveURL(to);
        // The URL changes when the new document commits, before its list has been parsed.
        await expect.poll(() => cardIds(page)).toEqual(ids);
      });
    }
  });

  test('a list page has no axe violation', async ({ page }) => {
    await page.goto('/fr/a-louer/');
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
