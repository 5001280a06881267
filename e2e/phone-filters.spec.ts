/**
 * Lists on a phone: at 360 px the filters fold behind a 'Filters (n)' button beside the
 * sort, so the first property shows in the first screen; the button opens them in a modal sheet
 * whose 'Show N properties' counts, as the visitor changes them, what the filters would show. At
 * 1280 px the filters show as before. (With JavaScript off: e2e/list-no-javascript.spec.ts.)
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { flattenMenu } from '@/lib/content/menu';
import { hasFilterableList } from '@/lib/listing/list-pages';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { waitForStillScreen } from './still-screen';

const PHONE = { width: 360, height: 740 };

type Messages = typeof nl;
const filtersButton = (m: Messages, n: number) => m.Listing.filtersButton.replace('{count}', String(n));
const showLabel = (m: Messages, n: number) =>
  n === 0 ? m.Listing.showNone : n === 1 ? m.Listing.showOne : m.Listing.showOther.replace('{count}', String(n));
const countIn = async (page: Page) =>
  Number((await page.getByTestId('list-summary').textContent())!.match(/\d+/)![0]);
const toggle = (page: Page) => page.locator('summary');
const sheet = (page: Page, m: Messages) => page.getByRole('dialog', { name: m.Listing.filters });

/** The first card's photo and price are on the screen without scrolling. */
async function firstCardInFirstScreen(page: Page) {
  const card = page.getByTestId('property-list').locator('li').first();
  await expect(card.locator('img').first()).toBeInViewport({ ratio: 1 });
  // The price line (CSS module class property-card.module.css .price), a price or 'on request'.
  await expect(card.locator('[class$="_price"]')).toBeInViewport({ ratio: 1 });
}

/** Once the sheet has risen into place (half-way its text is paler than it will be). */
const axeViolations = async (page: Page) => {
  await page.evaluate(waitForStillScreen);
  return (await axeBuilder(page).withTags(WCAG_21_AA).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
};

for (const { locale, messages } of [
  { locale: 'nl', messages: nl },
  { locale: 'fr', messages: fr },
] as const) {
  const path = localizedHref('/for-sale', locale);

  test.describe(`${locale}: at 360 px`, () => {
    test.use({ viewport: PHONE });

    test(`the first property shows in the first screen; 'Filters (0)' opens a sheet whose count follows the form, and applies it`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      const total = await countIn(page);
      await expect(toggle(page)).toHaveText(filtersButton(messages, 0));
      await expect(page.locator('select[name="type"]')).toBeHidden();
      await expect(page.locator('select[name="sort"]')).toBeVisible();
      await firstCardInFirstScreen(page);
      await page.screenshot({ path: testInfo.outputPath(`${locale}-360-closed.png`) });

      await toggle(page).click();
      const dialog = sheet(page, messages);
      await expect(dialog).toBeVisible();
      const show = dialog.getByTestId('filter-sheet-show');
      await expect(show).toHaveText(showLabel(messages, total));
      // The page behind does not scroll.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      const type = dialog.locator('select[name="type"]');
      const option = type.locator('option').nth(1);
      const [value, label] = [await option.getAttribute('value'), await option.textContent()];
      const expected = Number(label!.match(/(\d+)$/)![1]);
      expect(expected).toBeLessThan(total);
      await type.selectOption(value!);
      await expect(show).toHaveText(showLabel(messages, expected));
      await page.screenshot({ path: testInfo.outputPath(`${locale}-360-open.png`) });

      await show.click();
      await expect(page).toHaveURL(`${path}?type=${value}`);
      expect(await countIn(page)).toBe(expected);
      await expect(toggle(page)).toHaveText(filtersButton(messages, 1));
      await expect(sheet(page, messages)).toBeHidden();
    });

    test('Escape closes the sheet and gives the focus back; Tab stays in the sheet', async ({ page }) => {
      await page.goto(path);
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      const dialog = sheet(page, messages);
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement?.tagName));
        // Past the sheet's last control the focus may reach the browser's own controls (BODY), never the page.
        expect(['dialog', 'BODY']).toContain(where);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      // The form is back in the page, folded, and opens again.
      await expect(page.locator('form[role="search"]')).toHaveCount(1);
      await toggle(page).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: messages.Listing.closeFilters }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle(page)).toBeFocused();
    });

    test('a sort chosen beside the button applies at once', async ({ page }) => {
      await page.goto(path);
      await page.locator('select[name="sort"]').selectOption('price-asc');
      await expect(page).toHaveURL(`${path}?sort=price-asc`);
      await expect(toggle(page)).toHaveText(filtersButton(messages, 0));
      await expect(page.locator('select[name="sort"]')).toHaveValue('price-asc');
    });

    test('axe: no WCAG 2.1 AA violation with the sheet closed and open', async ({ page }) => {
      await page.goto(`${path}?type=2`);
      expect(await axeViolations(page)).toEqual([]);
      await toggle(page).click();
      await expect(sheet(page, messages)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every full list (sale, rent, country sub-lists) folds its filters', async ({ page }) => {
      const lists = flattenMenu()
        .filter(hasFilterableList)
        .map((p) => p.path)
        .filter(isStaticPathname);
      expect(lists.length).toBeGreaterThan(2);
      for (const list of lists) {
        await page.goto(localizedHref(list, locale));
        await expect(toggle(page)).toHaveText(filtersButton(messages, 0));
        await expect(page.locator('select[name="city"]')).toBeHidden();
        if ((await countIn(page)) > 0) await firstCardInFirstScreen(page);
      }
    });
  });

  test(`${locale}: at 1280 px the filters show as before, with no 'Filters' button`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(toggle(page)).toBeHidden();
    for (const name of ['city', 'type', 'min', 'max', 'bedrooms', 'sort']) {
      await expect(page.locator(`select[name="${name}"]`)).toBeVisible();
    }
    await expect(page.getByRole('search').getByRole('button', { name: messages.Listing.apply })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${locale}-1280.png`) });
  });
}
