import AxeBuilder from '@axe-core/playwright';
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

  test('a list page has no axe violation', async ({ page }) => {
    await page.goto('/fr/a-louer/');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
