/**
 * The staff's second factor without JavaScript, on the production build: an editor is prompted on
 * the editor's home, turns it on (the key shown as text and QR code, confirmed with a code), gets
 * ten recovery codes once; the next login asks for a code after the password, refuses a wrong one,
 * and opens the editor with the app's code; a recovery code works once. The account is this run's own.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import nl from '@/messages/nl.json';
import { addE2eEditor } from './staff';
import { expect, test } from './fixtures';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `two-factor.${run}@example.be`, password: `a kept long secret ${run}` };
const codeIn = (secret: string, seconds: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

async function passwordStep(page: Page) {
  await page.goto('/nl/staff/login/');
  await page.locator('input[name="email"]').fill(EDITOR.email);
  await page.locator('input[name="password"]').fill(EDITOR.password);
  await page.getByRole('button', { name: nl.Portal.login.submit }).click();
  await expect(page).toHaveURL(/\/nl\/staff\/login\/code\/$/, { timeout: 20_000 });
}

test.describe('two-step login without JavaScript', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ javaScriptEnabled: false });

  let secret = '';
  let recoveryCodes: string[] = [];

  test.beforeAll(async ({ request }) => {
    await addE2eEditor(request, EDITOR);
  });

  test('an editor without it is prompted, turns it on with a code and sees the recovery codes once', async ({ page }) => {
    await page.goto('/nl/staff/login/');
    await page.locator('input[name="email"]').fill(EDITOR.email);
    await page.locator('input[name="password"]').fill(EDITOR.password);
    await page.getByRole('button', { name: nl.Portal.login.submit }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/$/, { timeout: 20_000 });
    await expect(page.getByTestId('two-factor-prompt')).toContainText(nl.Editor.twoFactorPrompt.text);
    await page.getByRole('link', { name: nl.Editor.twoFactorPrompt.link }).click();

    await expect(page.getByRole('img', { name: nl.Editor.security.qrLabel }).locator('svg')).toBeVisible();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator('input[name="code"]').fill('000000');
    await page.getByRole('button', { name: nl.Editor.security.submit }).click();
    await expect(page.getByText(nl.Editor.security.CODE_INVALID)).toBeVisible();

    await page.locator('input[name="code"]').fill(await codeIn(secret, 0));
    await page.getByRole('button', { name: nl.Editor.security.submit }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
    // Shown once: the screen now only says it is on, and the home page no longer prompts.
    await page.goto('/nl/staff/security/');
    await expect(page.getByTestId('two-factor-on')).toHaveText(nl.Editor.security.on);
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    await page.goto('/nl/staff/');
    await expect(page.getByTestId('two-factor-prompt')).toHaveCount(0);
  });

  test('the login asks for the code after the password, refuses a wrong one and opens the editor with the right one', async ({ page }) => {
    await passwordStep(page);
    // No session yet: the editor still sends to the login.
    await page.goto('/nl/staff/');
    await expect(page).toHaveURL(/\/nl\/staff\/login\/$/);
    await passwordStep(page);
    await page.locator('input[name="code"]').fill('123456');
    await page.getByRole('button', { name: nl.Editor.login.code.submit }).click();
    await expect(page.getByText(nl.Editor.login.code.CODE_INVALID)).toBeVisible();
    // The enrolment used this step's code: the next step's is accepted (one step of drift allowed).
    await page.locator('input[name="code"]').fill(await codeIn(secret, 30));
    await page.getByRole('button', { name: nl.Editor.login.code.submit }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/$/, { timeout: 20_000 });
  });

  test('a recovery code opens the editor once', async ({ browser }) => {
    for (const expected of ['editor', 'refused'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await passwordStep(page);
      await page.locator('input[name="code"]').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: nl.Editor.login.code.submit }).click();
      if (expected === 'editor') await expect(page).toHaveURL(/\/nl\/staff\/$/, { timeout: 20_000 });
      else await expect(page.getByText(nl.Editor.login.code.CODE_INVALID)).toBeVisible();
      await context.close();
    }
  });
});
