/**
 * The languages offered (admins only) on the production build: an admin takes German out
 * of use and makes Dutch the default in a draft; the preview's language switch follows it and the
 * public pages do not. Not published here: every other spec visits the four languages (the
 * redirect, hreflang and sitemap of a published setting are unit-tested in
 * tests/content/languages.test.ts). Without JavaScript, offering no language is refused and saves
 * nothing; an editor gets the admins-only answer. The draft is put back at the end.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { SITE_LOCALES } from '@/lib/locale';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { fastHash, logInStaff, publicPage, skipWithoutDatabase, withE2eDb } from './staff';
import { expect, test } from './fixtures';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `languages-admin.${run}@example.be`, password: `admin password ${run}` };
const EDITOR = { email: `languages-editor.${run}@example.be`, password: `editor password ${run}` };

const latestVersion = async (page: Page) => (await page.locator('[data-testid="history"] tr[data-version]').first().getAttribute('data-version')) ?? '';

test.describe('the languages screen', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('languages');
    await withE2eDb(async (db) => {
      for (const [who, role] of [[ADMIN, 'admin'], [EDITOR, 'editor']] as const) await addStaff(db, { ...who, role, locale: 'nl' }, fastHash);
    });
  });

  // Whatever the tests left, the document ends as it is live: no draft waits.
  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        const state = await documentState(db, 'languages');
        if (state.draft) await restoreVersion(db, { document: 'languages', versionId: state.published.id ?? DELIVERED_VERSION, staffId: null });
      });
    } finally {
      endTurn?.();
    }
  });

  test('a draft without German shows in the preview only', async ({ page, request }) => {
    await logInStaff(page, ADMIN);
    await page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.siteLanguages }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.siteLanguages.title);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.getByRole('checkbox', { name: nl.Editor.languages.de }).uncheck();
    await page.getByRole('combobox', { name: nl.Editor.siteLanguages.defaultLanguage }).selectOption('nl');
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await expect(page.getByRole('checkbox', { name: nl.Editor.languages.de })).not.toBeChecked();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    await page.goto('/preview/nl/');
    await expect(page.getByTestId('switch-fr').first()).toBeAttached();
    await expect(page.getByTestId('switch-de')).toHaveCount(0);
    const live = await publicPage(request, '/nl/');
    expect(live.status).toBe(200);
    expect(live.text).toContain('data-testid="switch-de"');
    expect((await request.get('/de/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an editor gets the admins-only answer', async ({ page }) => {
    await logInStaff(page, EDITOR);
    await expect(page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.siteLanguages })).toHaveCount(0);
    await page.goto('/nl/staff/languages/');
    await expect(page.locator('[data-code="adminOnly"]')).toHaveText(nl.Editor.adminOnly.lead);
    await expect(page.locator('main').locator('input, select')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('offering no language is refused with its message and saves nothing', async ({ page }) => {
      await logInStaff(page, ADMIN);
      await page.goto('/nl/staff/languages/');
      const before = await latestVersion(page);
      for (const code of SITE_LOCALES) await page.getByRole('checkbox', { name: nl.Editor.languages[code] }).uncheck();
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
      await expect(page.getByText(nl.Editor.errors.noLanguage, { exact: true })).toBeVisible();
      await page.goto('/nl/staff/languages/');
      expect(await latestVersion(page)).toBe(before);
    });
  });
});
