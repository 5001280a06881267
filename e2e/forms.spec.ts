/**
 * Lead forms in a real browser: fill and send the contact, valuation and jobs forms in
 * nl and fr, land on the thank-you page; field errors for an empty form and a bad e-mail; a CV
 * upload. The server needs a database: `node server/start.mjs` starts the embedded one when
 * DATABASE_URL is unset (mail goes to .data/mail/*.eml without SMTP_URL).
 */
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import path from 'node:path';
import site from '@/data/site.json';
import { expect, holdFormCode, isFormCode, test, visitDay } from './fixtures';
import { mailsTo } from './mails';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;


async function fillPerson(page: import('@playwright/test').Page, email: string) {
  await page.locator('input[name="firstName"]').fill('Marie');
  await page.locator('input[name="lastName"]').fill('Dupont');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill('0475123456');
}

test.describe('lead forms', () => {
  // Sending needs a server with a database (`node server/start.mjs` as Playwright's webServer);
  // a server started without one can only show the field errors.
  let storage = 'none';
  test.beforeAll(async ({ request }) => {
    storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'] ?? 'none';
  });
  test.beforeEach(({}, testInfo) => {
    test.skip(
      storage !== 'database' && !testInfo.title.includes('field errors'),
      'the e2e server has no database: use `node server/start.mjs` as the Playwright webServer',
    );
  });

  test('the valuation form in nl is sent and shows the thank-you page', async ({ page }) => {
    await page.goto('/nl/gratis-schatting/');
    await fillPerson(page, unique('valuation-nl'));
    await page.locator('input[name="street"]').fill('Hoogstraat');
    await page.locator('input[name="zip"]').fill('1000');
    await page.locator('input[name="city"]').fill('Brussel');
    await page.locator('select[name="propertyType"]').selectOption('1');
    // SPEC §5: the phone number is shown formatted once the visitor has left the field.
    await expect(page.locator('input[name="phone"]')).toHaveValue('0475 12 34 56');
    await page.getByRole('button', { name: nl.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/contact-demand\/$/, { timeout: 20_000 });
  });

  test('the valuation form in fr is sent and shows the thank-you page', async ({ page }) => {
    await page.goto('/fr/estimation-gratuite/');
    await fillPerson(page, unique('valuation-fr'));
    await page.locator('input[name="street"]').fill('Rue Haute');
    await page.locator('input[name="zip"]').fill('1000');
    await page.locator('input[name="city"]').fill('Bruxelles');
    await page.locator('select[name="propertyType"]').selectOption('2');
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact-demand\/$/, { timeout: 20_000 });
  });

  for (const [locale, messages, thanks] of [
    ['nl', nl, '/nl/bedankt/site-contact/'],
    ['fr', fr, '/fr/merci/site-contact/'],
  ] as const) {
    test(`the contact form in ${locale} is sent and shows the thank-you page`, async ({ page }) => {
      await page.goto(`/${locale}/contact/`);
      await fillPerson(page, unique(`contact-${locale}`));
      await page.locator('textarea[name="remark"]').fill('Bonjour / Goedendag');
      await page.getByRole('button', { name: messages.Forms.actions.send }).click();
      await expect(page).toHaveURL(new RegExp(`${thanks}$`), { timeout: 20_000 });
    });
  }

  for (const [locale, messages, thanks] of [
    ['nl', nl, '/nl/bedankt/contact-appointment/'],
    ['fr', fr, '/fr/merci/contact-appointment/'],
  ] as const) {
    test(`the visit form in ${locale} books a slot and shows the thank-you page`, async ({ page }) => {
      await page.goto(`/${locale}/property/4019012/`);
      // The 'contact the agency' block opens the request chosen at the top of the page.
      await page.getByRole('link', { name: messages.Property.cta.visit }).first().click();
      const visit = page.locator('#visit');
      await visit.locator('input[name="firstName"]').fill('Marie');
      await visit.locator('input[name="lastName"]').fill('Dupont');
      await visit.locator('input[name="email"]').fill(unique(`visit-${locale}`));
      await visit.locator('input[name="phone"]').fill('0475123456');
      await visit.locator('input[name="date"]').fill(visitDay());
      await visit.locator('select[name="timeSlot"]').selectOption({ index: 1 });
      await visit.getByRole('button', { name: messages.Forms.actions.send }).click();
      await expect(page).toHaveURL(new RegExp(`${thanks}$`), { timeout: 20_000 });
    });
  }

  for (const [name, path, form] of [
    ['the detail page, its question open', '/fr/property/4019012/?request=contact', '#contact [data-deferred-form]'],
    ['the contact page, its form in view', '/fr/contact/', '[data-deferred-form]:has(form[data-form="site-contact"])'],
  ] as const) {
    test(`${name} loads its form code only when the visitor starts using a form, keeping what was typed`, async ({ page }) => {
      const formCode: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        if (isFormCode(await response.text().catch(() => ''))) formCode.push(response.url());
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      const shell = page.locator(form);
      await shell.scrollIntoViewIfNeeded();
      // In view but untouched: the server HTML is the whole form, not hydrated, and no form code came.
      await expect(shell).toHaveAttribute('data-form-code', 'pending');
      await page.waitForTimeout(1000);
      expect(formCode).toEqual([]);
      await expect(shell).toHaveAttribute('data-form-code', 'pending');

      await shell.locator('input[name="firstName"]').fill('Marie');
      await expect(shell).toHaveAttribute('data-form-code', 'loaded');
      await expect.poll(() => formCode.length).toBeGreaterThan(0);
      await expect(shell.locator('input[name="firstName"]')).toHaveValue('Marie');
      // The live form validates in the browser: a bad e-mail gets its message on leaving the field.
      await shell.locator('input[name="email"]').fill('marie@');
      await shell.locator('input[name="email"]').blur();
      await expect(shell.getByText(fr.Validation.emailInvalid)).toBeVisible();
    });
  }

  test('an empty form and a bad e-mail show translated field errors', async ({ page }) => {
    await page.goto('/fr/contact/');
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    const firstName = page.locator('input[name="firstName"]');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fr.Validation.firstName)).toBeVisible();
    await expect(page.getByText(fr.Validation.email, { exact: true })).toBeVisible();
    await page.locator('input[name="email"]').fill('marie@');
    await page.locator('input[name="email"]').blur();
    await expect(page.getByText(fr.Validation.emailInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/contact\/$/);
  });

  test('the jobs form uploads a CV, chosen with the rest before the form code arrived; the agency gets it', async ({ page }) => {
    const email = unique('jobs');
    const since = Date.now();
    const release = await holdFormCode(page);
    await page.goto('/fr/job/');
    const shell = page.locator('[data-deferred-form]:has(input[name="cv"])');
    await fillPerson(page, email);
    await page.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(shell).toHaveAttribute('data-form-code', 'pending');
    release();
    await expect(shell).toHaveAttribute('data-form-code', 'loaded');
    await expect(page.locator('input[name="lastName"]')).toHaveValue('Dupont');
    await expect.poll(() => page.locator('input[name="cv"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/, { timeout: 20_000 });
    // Kept in the database with the lead, the CV is attached to the agency's mail byte for byte.
    const mailDir = path.join(process.env.DATA_DIR ?? '.data', 'mail');
    await expect
      .poll(async () => {
        const mail = (await mailsTo(mailDir, site.agency.email, since)).find((m) => m.replyTo?.text.includes(email));
        return mail?.attachments.map((a) => [a.filename, a.content.equals(PDF)]);
      }, { timeout: 30_000, intervals: [500] })
      .toEqual([['cv.pdf', true]]);
  });

  test('a CV that is not a document is refused with a translated message', async ({ page }) => {
    await page.goto('/fr/job/');
    await fillPerson(page, unique('jobs-png'));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await page.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page.getByText(fr.Forms.errors.fileType)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('input[name="lastName"]')).toHaveValue('Dupont');
  });
});
