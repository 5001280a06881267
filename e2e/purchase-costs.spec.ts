import { axeBuilder, WCAG_21_AA } from './axe';
import { getProperty } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { expect, test } from './fixtures';


/** One sale property per region with the figures of its block at the first inputs (own home, 3.2 %, 25 years). */
const BY_REGION = [
  { region: 'flanders', id: 4019815, duty: '€ 7.500', notary: '€ 4.491,18', loan: '€ 337.991,18', monthly: '€ 1.630' }, // Mechelen, € 375.000
  { region: 'wallonia', id: 4020744, duty: '€ 8.850', notary: '€ 4.436,01', loan: '€ 265.286,01', monthly: '€ 1.279,37' }, // Namur, € 295.000
  { region: 'brussels', id: 4017519, duty: '€ 19.875', notary: '€ 4.480,15', loan: '€ 323.355,15', monthly: '€ 1.559,41' }, // Auderghem, € 359.000
  { region: 'luxembourg', id: 4021499, duty: '€ 52.600', notary: '€ 11.800', loan: '€ 1.062.400', monthly: '€ 5.123,53' }, // Luxembourg, € 1.180.000
] as const;

function pathOf(locale: SiteLocale, id: number) {
  const p = getProperty(locale, id);
  if (!p) throw new Error(`no property ${id} in ${locale}`);
  return canonicalPropertyPath(p, locale);
}

const figure = (page: import('@playwright/test').Page, name: string) => page.getByTestId('purchase-costs').locator(`output[data-figure="${name}"]`);

for (const locale of ['nl', 'fr'] as const) {
  for (const row of BY_REGION) {
    test(`the cost block of a sale in ${row.region} (${locale}) shows the duty, the notary's estimate and the monthly payment`, async ({ page }) => {
      await page.goto(pathOf(locale, row.id));
      const block = page.getByTestId('purchase-costs');
      await expect(block).toHaveAttribute('data-region', row.region);
      await expect(figure(page, 'registrationDuty')).toHaveText(row.duty);
      await expect(figure(page, 'notaryFee')).toHaveText(row.notary);
      await expect(figure(page, 'loan')).toHaveText(row.loan);
      await expect(figure(page, 'monthlyPayment')).toHaveText(row.monthly);
      await expect(page.getByTestId('purchase-costs-indicative')).toContainText(locale === 'nl' ? 'indicatief' : 'indicatifs');
    });
  }

  test(`the figures follow the visitor's inputs in the page (${locale})`, async ({ page }) => {
    await page.goto(pathOf(locale, 4019815));
    const block = page.getByTestId('purchase-costs');
    await block.getByRole('radio', { name: locale === 'nl' ? 'Een tweede woning of een belegging' : 'Une seconde résidence ou un investissement' }).check();
    await expect(figure(page, 'registrationDuty')).toHaveText('€ 45.000');
    await block.getByLabel(locale === 'nl' ? 'Prijs (€)' : 'Prix (€)').fill('400.000');
    await expect(figure(page, 'registrationDuty')).toHaveText('€ 48.000');
    const rate = block.getByLabel(locale === 'nl' ? 'Rentevoet per jaar (%)' : "Taux d'intérêt annuel (%)");
    await rate.fill('abc');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(block.locator('[data-error-for="rate"]')).toBeVisible();
    await rate.fill('0');
    await block.getByLabel(locale === 'nl' ? 'Eigen inbreng (€)' : 'Apport personnel (€)').fill('0');
    await block.getByLabel(locale === 'nl' ? 'Looptijd (jaren)' : 'Durée (années)').fill('10');
    // 400.000 + 48.000 duty + notary, borrowed in full at 0 % over 120 months.
    const loan = (await figure(page, 'loan').textContent()) ?? '';
    const amount = Number(loan.replace(/[€\s.]/g, '').replace(',', '.'));
    await expect(figure(page, 'monthlyPayment')).toHaveText(`€ ${(Math.round((amount / 120) * 100) / 100).toLocaleString('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cost form asks the server, which recomputes with the inputs and names a bad one', async ({ page }) => {
    await page.goto(pathOf('fr', 4020744));
    const block = page.getByTestId('purchase-costs');
    await block.getByRole('radio', { name: 'Une seconde résidence ou un investissement' }).check();
    await block.getByRole('button', { name: 'Recalculer' }).click();
    await expect(page).toHaveURL(/\/fr\/frais-d-achat\/\?property=4020744&/);
    await expect(figure(page, 'registrationDuty')).toHaveText('€ 36.875');
    await expect(page.getByRole('link', { name: /Retour au bien/ })).toHaveAttribute('href', pathOf('fr', 4020744));

    await page.getByTestId('purchase-costs').getByLabel('Durée (années)').fill('99');
    await page.getByTestId('purchase-costs').getByRole('button', { name: 'Recalculer' }).click();
    await expect(page.getByTestId('purchase-costs-error')).toBeVisible();
    await expect(page.getByTestId('purchase-costs').getByLabel('Durée (années)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Indiquez un nombre entre 1 et 40.')).toBeVisible();
  });
});

test('the cost block and its server page pass axe (WCAG 2.1 AA) and fit a phone and a desktop', async ({ page }, testInfo) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathOf('nl', 4017519));
    const block = page.getByTestId('purchase-costs');
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await block.screenshot({ path: testInfo.outputPath(`purchase-costs-${width}.png`) });
  }
  const detail = await axeBuilder(page).include('[data-testid="purchase-costs"]').withTags(WCAG_21_AA).analyze();
  expect(detail.violations).toEqual([]);
  await page.goto('/nl/aankoopkosten/?property=4017519&price=abc');
  await expect(page.getByTestId('purchase-costs-error')).toBeVisible();
  const answer = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
  expect(answer.violations).toEqual([]);
});

test('the server page sends anything but a property for sale to the sale list', async ({ page }) => {
  await page.goto('/nl/aankoopkosten/?property=999');
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
});
