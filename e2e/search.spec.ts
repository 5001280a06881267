import AxeBuilder from '@axe-core/playwright';
import { expect, holdScripts, test } from './fixtures';

test.describe('home search', () => {
  test('an exact property ID finds that property; Enter opens it', async ({ page }) => {
    await page.goto('/fr/');
    const input = page.getByTestId('home-search-input');
    const firstCard = page.getByTestId('property-list').locator('li a').first();
    const href = (await firstCard.getAttribute('href'))!;
    const id = href.match(/\/(\d+)\/$/)![1]!;
    await input.fill(id);
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1);
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${id}/$`));
  });

  test('a city shows properties, then the city, and Escape or an empty input closes the panel', async ({ page }) => {
    await page.goto('/nl/');
    const input = page.getByTestId('home-search-input');
    await input.fill('Elsene');
    await expect(page.getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()).toContainText('Elsene');
    await expect(page.getByRole('group', { name: 'Panden' })).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.fill('');
    await input.focus();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('text typed before the page\'s scripts ran is searched once they run', async ({ page }) => {
    const release = await holdScripts(page);
    // Not until 'load': the held chunks include one the head preloads, which the load event waits for.
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
    const input = page.getByTestId('home-search-input');
    await input.fill('Elsene');
    release();
    await expect(page.getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()).toContainText('Elsene');
    await expect(input).toHaveValue('Elsene');
  });

  test('the search block has no axe violation with results open', async ({ page }) => {
    await page.goto('/en/');
    await page.getByTestId('home-search-input').fill('apartment');
    await expect(page.getByRole('option').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
