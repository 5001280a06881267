/** The editor's e2e specs: a staff account of the run's own, logging in, the database. */
import type { APIRequestContext, Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import { hashPassword } from '@/lib/server/auth/password';
import { addStaff } from '@/lib/server/auth/staff';
import { createDb, type Database } from '@/lib/server/db/client';
import { e2eDatabaseUrl, expect, test } from './fixtures';

const LOGIN_TIMEOUT = 20_000;
/** scrypt made cheap for test accounts (the real cost is tested in tests/server). */
export const fastHash = (password: string) => hashPassword(password, { N: 2 ** 12, r: 8, p: 1 });

export type StaffAccount = { email: string; password: string };

/** Runs `work` on the e2e server's database (or the one at `url`) through a connection of its own. */
export async function withE2eDb<T>(work: (db: Database) => Promise<T>, url = e2eDatabaseUrl()): Promise<T> {
  const { db, pool } = createDb(url, 1);
  try {
    return await work(db);
  } finally {
    await pool.end();
  }
}

/** Skips the spec when the e2e server keeps no database (staff and content live there). */
export async function skipWithoutDatabase(request: APIRequestContext): Promise<void> {
  const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
  test.skip(storage !== 'database', 'the e2e server has no database');
}

/** Skips the spec when the server keeps no database; else adds the editor account. */
export async function addE2eEditor(request: APIRequestContext, account: StaffAccount): Promise<void> {
  await skipWithoutDatabase(request);
  await withE2eDb((db) => addStaff(db, { ...account, role: 'editor', locale: 'nl' }, fastHash));
}

export async function logInStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/nl/staff/login/');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: nl.Portal.login.submit }).click();
  await expect(page).toHaveURL(/\/nl\/staff\/$/, { timeout: LOGIN_TIMEOUT });
}

/** A page as a visitor without cookies gets it. */
export async function publicPage(request: APIRequestContext, path: string): Promise<{ status: number; text: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

/**
 * Puts text markup (lib/content/rich-text) in an article's text field with JavaScript on, as a
 * staff member without it would type it: the formatted-text editor hides the text area and
 * writes its own text into it, so the markup goes where the editor puts its text, once the editor
 * is there (the form then posts it unchanged).
 */
export async function fillTextMarkup(page: Page, name: string, markup: string): Promise<void> {
  await page.getByTestId(`rich-text-${name}`).waitFor();
  await page.locator(`textarea[name="${name}"]`).evaluate((el, value) => void ((el as HTMLTextAreaElement).value = value), markup);
}
