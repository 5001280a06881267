/**
 * The home-insurance proposal in nl and fr, from a property's page (its address
 * prefilled) and from its page under the services: sent, it reaches its thank-you page and the
 * .eml of the visitor's confirmation holds what was asked.
 */
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { mailedText } from './mails';

test.describe.configure({ timeout: 60_000 });
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('insurance proposal', () => {
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  test('from a property for sale (nl): the address is prefilled, the proposal reaches its thanks and its .eml', async ({ page }) => {
    const since = Date.now();
    const email = unique('insurance-nl');
    await page.goto('/nl/property/4019012/');
    await page.locator('#contact-agency a[data-request="insurance"]').click();
    const form = page.locator('#insurance form');
    await expect(form.locator('input[name="street"]')).toHaveValue('Coupure Links');
    await expect(form.locator('input[name="zip"]')).toHaveValue('9000');
    await expect(form.locator('input[name="role"][value="owner"]')).toBeChecked();
    await form.locator('input[name="firstName"]').fill('Marie');
    await form.locator('input[name="lastName"]').fill('Dupont');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('0475123456');
    await form.locator('input[name="rebuildValue"]').fill('450000');
    await form.locator('input[name="coverStart"]').fill(inDays(40));
    await form.locator('input[name="insuranceOptions"][value="legalAid"]').check();
    await form.getByRole('button', { name: nl.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/insurance-proposal\/$/, { timeout: 20_000 });
    await expect(page.getByRole('status')).toHaveText(nl.Feedback.forms['insurance-proposal']);
    // The copy goes to a typed address: the street the visitor wrote is the agency's to read, not repeated.
    const [leftOut] = await mailedText(email, new RegExp(nl.Forms.mail.typedTextLeftOut.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), since);
    expect(leftOut).toBe(nl.Forms.mail.typedTextLeftOut);
    await mailedText(email, new RegExp(`${nl.Forms.fields.insuranceOptions}: ${nl.Insurance.options.legalAid}`), since);
  });

  test('from the services page (fr): a tenant must give the rent, then the proposal reaches its thanks and its .eml', async ({ page }) => {
    const since = Date.now();
    const email = unique('insurance-fr');
    await page.goto(localizedHref('/services/insurance-proposal', 'fr'));
    await expect(page.getByRole('heading', { level: 1, name: fr.Pages.insurance.title })).toBeVisible();
    const form = page.locator('main form[data-form="insurance-proposal"]');
    await form.locator('input[name="firstName"]').fill('Marie');
    await form.locator('input[name="lastName"]').fill('Dupont');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('0475123456');
    await form.locator('input[name="role"][value="tenant"]').check();
    await form.locator('input[name="street"]').fill('Rue des Brasseurs');
    await form.locator('input[name="houseNumber"]').fill('44');
    await form.locator('input[name="zip"]').fill('5000');
    await form.locator('input[name="city"]').fill('Namur');
    await form.locator('select[name="propertyType"]').selectOption('2');
    await form.locator('input[name="coverStart"]').fill(inDays(10));
    await form.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(form.getByText(fr.Forms.errors.monthlyRent)).toBeVisible();
    await form.locator('input[name="monthlyRent"]').fill('950');
    await form.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/insurance-proposal\/$/, { timeout: 20_000 });
    const [rent] = await mailedText(email, /Loyer mensuel \(€\): .+/, since);
    expect(rent).toBe('Loyer mensuel (€): 950');
    await mailedText(email, new RegExp(`${fr.Forms.fields.role}: ${fr.Insurance.roles.tenant}`), since);
  });
});
