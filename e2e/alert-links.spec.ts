/**
 * The pages of a search alert's mailed links on the main e2e server (the alert mails themselves are
 * in e2e/crm.spec.ts, which changes the snapshot): a confirmation link that is not (or no longer)
 * valid says so in the visitor's language, with JavaScript or without, and both pages pass axe.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';

const UNKNOWN = 'alert-unknown-token-0000000000000000';

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an unknown confirmation link is refused in French', async ({ page }) => {
      await page.goto(`/fr/confirm-alert/?token=${UNKNOWN}`);
      await expect(page).toHaveURL(/\/fr\/confirmer-alerte\/\?token=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Pages.confirmAlert.title);
      // axe runs in the page: only with JavaScript.
      if (javaScriptEnabled) expect((await axeBuilder(page).withTags(WCAG_21_AA).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: fr.Alerts.confirm.button }).click();
      await expect(page.getByRole('alert').filter({ hasText: fr.Alerts.confirm.invalid })).toBeVisible();
    });
  });
}

test("the unsubscribe link of an alert speaks of the search, not of the newsletter (nl)", async ({ page }) => {
  await page.goto(`/nl/unsubscribe/?token=${UNKNOWN}`);
  await expect(page.getByText(nl.Pages.unsubscribe.leadAlert)).toBeVisible();
  await expect(page.getByRole('button', { name: nl.Forms.unsubscribe.confirmAlert })).toBeVisible();
  const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
  expect(results.violations).toEqual([]);
});
