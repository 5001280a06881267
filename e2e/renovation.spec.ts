/**
 * The renovation-cost calculator in nl and fr. For one home per region it shows, on the
 * home's detail page, the measures that reach label D with their cost (the figures of
 * tests/renovation); the visitor changes the measures and gets the new result from the server;
 * a home with a better label links to the prefilled calculator; the service page has it blank;
 * 'Ask for renovation advice' reaches its thank-you page and the agency's mail has the result.
 */
import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { getArticleByKey } from '@/lib/content/articles';
import { articleHref } from '@/lib/content/article-routes';
import { expect, test } from './fixtures';
import { mailedText } from './mails';

const MESSAGES = { nl, fr } as const;
test.describe.configure({ timeout: 60_000 });
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;

/** One home for sale per region with label E, F or G (data/properties), and what reaching D costs. */
const HOMES = [
  { region: 'Flanders', id: 4019815, label: 'E', dCost: '€ 8.000 – € 16.000', measures: ['roof'] },
  { region: 'Brussels', id: 4013560, label: 'F', dCost: '€ 25.400 – € 43.300', measures: ['roof', 'walls'] },
  { region: 'Wallonia', id: 4020744, label: 'G', dCost: '€ 39.300 – € 66.600', measures: ['roof', 'walls', 'floor', 'glazing'] },
] as const;

const calculator = (page: Page) => page.getByTestId('renovation-calculator');

for (const locale of ['nl', 'fr'] as const) {
  const m = MESSAGES[locale];
  test.describe(`renovation calculator (${locale})`, () => {
    for (const home of HOMES) {
      test(`${home.region}: the detail page of a home labelled ${home.label} shows what reaching D costs`, async ({ page }) => {
        await page.goto(`/${locale}/property/${home.id}/`);
        const panel = calculator(page);
        await expect(panel.getByRole('heading', { level: 2, name: m.Renovation.title })).toBeVisible();
        const rows = panel.locator('tbody tr');
        await expect(rows).toHaveCount(home.measures.length);
        for (const [i, measure] of home.measures.entries()) {
          await expect(rows.nth(i)).toHaveAttribute('data-measure', measure);
          await expect(panel.getByTestId('renovation-form').locator(`input[name="measures"][value="${measure}"]`)).toBeChecked();
        }
        await expect(panel.getByTestId('renovation-total')).toHaveText(home.dCost);
        await expect(panel.getByTestId('renovation-target-d')).toContainText(home.dCost);
        await expect(panel.getByRole('note').filter({ hasText: m.Renovation.disclaimer })).toBeVisible();
      });
    }

    test('ticking a heat pump recomputes on the server, with its cost and grant', async ({ page }) => {
      await page.goto(`/${locale}/property/4019815/`);
      const panel = calculator(page);
      await panel.getByTestId('renovation-form').locator('input[name="measures"][value="heatPump"]').check();
      await panel.getByRole('button', { name: m.Renovation.calculate }).click();
      await expect(page).toHaveURL(/measures=heatPump/);
      const row = page.locator('tbody tr[data-measure="heatPump"]');
      // Flanders: 10,000–16,000 € and Mijn VerbouwPremie's 25 % of the invoice.
      await expect(row).toContainText('€ 10.000 – € 16.000');
      await expect(row).toContainText('€ 2.500 – € 4.000');
      await expect(page.getByTestId('renovation-total')).toHaveText('€ 18.000 – € 32.000');
    });

    test('a home with a better label links to the prefilled calculator', async ({ page }) => {
      await page.goto(`/${locale}/property/4018855/`);
      await expect(calculator(page)).toHaveCount(0);
      await page.getByTestId('renovation-link').click();
      await expect(page.getByTestId('renovation-form').locator('input[name="epcValue"]')).toHaveValue('269');
      await expect(page.getByTestId('renovation-target-d')).toHaveText(new RegExp(m.Renovation.reached));
    });

    test('the renovation advice service page has the calculator, blank; bad input is explained', async ({ page }) => {
      await page.goto(articleHref(getArticleByKey('service-3')!, locale)!);
      const panel = calculator(page);
      await expect(panel.locator('input[name="livingArea"]')).toHaveValue('');
      await panel.locator('select[name="region"]').selectOption('brussels');
      await panel.locator('select[name="homeType"]').selectOption('house');
      await panel.locator('input[name="epcValue"]').fill('302');
      // The browser's own check would stop the send: this is what a visitor without it gets.
      await panel.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
      await panel.getByRole('button', { name: m.Renovation.calculate }).click();
      await expect(page.getByText(m.Forms.errors.livingArea)).toBeVisible();
      await expect(page.getByTestId('renovation-form').locator('input[name="livingArea"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('renovation-result')).toHaveCount(0);
    });
  });
}

test.describe('renovation advice lead', () => {
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  for (const locale of ['nl', 'fr'] as const) {
    test(`asked from a home's calculator (${locale}), it reaches its thank-you page and the mail has the result`, async ({ page }) => {
      const m = MESSAGES[locale];
      const since = Date.now();
      const email = unique(`renovation-${locale}`);
      await page.goto(`/${locale}/property/4020744/`);
      const form = calculator(page).locator('form[data-form="renovation-advice"]');
      await form.locator('input[name="firstName"]').fill('Marie');
      await form.locator('input[name="lastName"]').fill('Dupont');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('0475123456');
      await form.getByRole('button', { name: m.Renovation.adviceTitle }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${locale === 'nl' ? 'bedankt' : 'merci'}/renovation-advice/$`), { timeout: 20_000 });
      await expect(page.getByRole('status')).toHaveText(m.Feedback.forms['renovation-advice']);
      // The visitor's confirmation lists the inputs in their language (the agency's mail, in the
      // agency's language, adds the result: tests/server/mail.test.ts).
      const [line] = await mailedText(email, new RegExp(`${m.Forms.fields.measures}: .+`), since);
      expect(line).toContain(m.Renovation.measures.glazing);
    });
  }
});
