/**
 * The editor's site screens on the production build: an admin changes a footer text in
 * Dutch, the preview shows it and the public page does not; published, the public page shows it,
 * and restoring the version live before takes it away again. Settings and staff are for admins:
 * an editor gets the admins-only answer; an admin adds a staff member, who gets an invitation.
 * A bad colour is refused and saves nothing (languages and tags are not published here: other
 * specs depend on them; lib/content/site-edit's unit tests cover them).
 *
 * CI's Postgres persists between runs: the accounts are this run's own, and the footer is put
 * back by the test itself (and once more afterwards, should the test stop halfway).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeBuilder } from './axe';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { createDb } from '@/lib/server/db/client';
import { fastHash, logInStaff, skipWithoutDatabase } from './staff';
import { e2eDatabaseUrl, expect, test } from './fixtures';
import { mailedLink } from './mails';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { restoreFromHistory } from './history';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `admin.${run}@example.be`, password: `admin password ${run}` };
const EDITOR = { email: `site-editor.${run}@example.be`, password: `editor password ${run}` };
const FOOTER_TEXT = `Voettekst ${run}`;

let siteBefore: number | null = null;
let published = false;

test.describe('the site settings screens', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  /** Runs against the e2e server's database, and lets it go. */
  async function withDb<T>(work: (db: ReturnType<typeof createDb>['db']) => Promise<T>): Promise<T> {
    const handle = createDb(e2eDatabaseUrl(), 1);
    return work(handle.db).finally(() => handle.pool.end());
  }

  // The site document is this spec's until its end (e2e/content-turn).
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('site');
    siteBefore = await withDb(async (db) => {
      for (const [who, role] of [[ADMIN, 'admin'], [EDITOR, 'editor']] as const) await addStaff(db, { ...who, role, locale: 'nl' }, fastHash);
      return (await documentState(db, 'site')).published.id;
    });
  });

  test.afterAll(async () => {
    try {
      if (!published) return;
      await withDb(async (db) => {
        const live = await documentState(db, 'site');
        if (JSON.stringify(live.published.data).includes(FOOTER_TEXT)) await restoreVersion(db, { document: 'site', versionId: siteBefore ?? DELIVERED_VERSION, staffId: null });
      });
    } finally {
      endTurn?.();
    }
  });

  const logIn = logInStaff;

  const publicText = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).text();
  const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;

  test('an admin changes a footer text in Dutch: preview, publish, restore', async ({ page, request }) => {
    await logIn(page, ADMIN);
    await page.goto('/nl/staff/footer/');
    const live = page.locator('[data-testid="history"] tr[data-live]');
    const liveBefore = (await live.count()) > 0 ? await live.getAttribute('data-version') : null;
    const intro = page.locator('textarea[name="columns.0.intro.nl"]');
    const oldIntro = await intro.inputValue();
    await intro.fill(FOOTER_TEXT);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await expect(intro).toHaveValue(FOOTER_TEXT);
    expect(await axe(page)).toEqual([]);

    // The preview shows the draft; the public page and the other languages do not.
    await page.goto('/preview/nl/');
    await expect(page.locator('footer')).toContainText(FOOTER_TEXT);
    expect(await publicText(request, '/nl/')).not.toContain(FOOTER_TEXT);
    await page.goto('/preview/fr/');
    await expect(page.locator('footer')).not.toContainText(FOOTER_TEXT);

    // Published: the public page follows without a rebuild.
    await page.goto('/nl/staff/footer/');
    published = true;
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(() => publicText(request, '/nl/'), { timeout: 30_000 }).toContain(FOOTER_TEXT);

    // Undo: the footer's version live before comes back as a draft, then published.
    await restoreFromHistory(page, liveBefore);
    await expect(page.locator('textarea[name="columns.0.intro.nl"]')).toHaveValue(oldIntro);
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.footer }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(() => publicText(request, '/nl/'), { timeout: 30_000 }).not.toContain(FOOTER_TEXT);
    published = false;
  });

  test('an editor gets the admins-only answer on settings and staff, and sees neither in the menu', async ({ page }) => {
    await logIn(page, EDITOR);
    const nav = page.getByRole('navigation', { name: nl.Editor.nav.label });
    await expect(nav.getByRole('link', { name: nl.Editor.nav.footer })).toBeVisible();
    await expect(nav.getByRole('link', { name: nl.Editor.nav.settings })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: nl.Editor.nav.staff })).toHaveCount(0);
    for (const path of ['/nl/staff/settings/', '/nl/staff/staff/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.adminOnly.title);
      await expect(page.locator('[data-code="adminOnly"]')).toHaveText(nl.Editor.adminOnly.lead);
      await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
      expect(await axe(page), path).toEqual([]);
    }
  });

  test('a colour that is none (posted past the picker) is refused with its message, keeps the ticked weekly mail and saves nothing', async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto('/nl/staff/settings/');
    // The settings' own history may have no row yet: the newest version of the site document.
    const latest = () => withDb(async (db) => (await documentState(db, 'site')).latestId);
    const before = await latest();
    // The picker only gives colours: a hand-made post is what the server's own check is for.
    await page.locator('input[name="colors.primary"]').evaluate((input: HTMLInputElement) => {
      input.type = 'text';
      input.value = 'rood';
    });
    const weekly = page.getByRole('checkbox', { name: nl.Editor.settings.weeklyCompliance });
    await expect(weekly).not.toBeChecked();
    await weekly.check();
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
    await expect(page.locator('p[id$="-colors.primary-error"]')).toHaveText(nl.Editor.errors.colour);
    await expect(weekly).toBeChecked(); // what was chosen is kept on a refusal
    await page.reload();
    expect(await latest()).toBe(before);
    await expect(weekly).not.toBeChecked();
  });

  test('an admin adds a staff member, who gets an invitation to choose a password', async ({ page }) => {
    const email = `invited.${run}@example.be`;
    const since = Date.now();
    await logIn(page, ADMIN);
    // The staff of every earlier run share this database: the admin finds their own row by searching.
    await page.goto('/nl/staff/staff/');
    await page.getByRole('searchbox', { name: nl.Editor.staff.search }).fill(ADMIN.email);
    await page.getByRole('button', { name: nl.Editor.staff.searchSubmit }).click();
    await expect(page.locator(`tr[data-email="${ADMIN.email}"]`)).toContainText(nl.Editor.staff.you);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="name"]').fill(`Invited ${run}`);
    await page.locator('select[name="locale"]').selectOption('fr');
    await page.getByRole('button', { name: nl.Editor.staff.addSubmit }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.invited);
    // The list shows the new member, whatever the search was.
    await expect(page.getByTestId('staff').locator('tbody tr')).toHaveCount(1);
    await expect(page.locator(`tr[data-email="${email}"]`)).toContainText(nl.Editor.staff.invited);
    await mailedLink(email, /https?:\/\/\S+\/fr\/staff\/reset-password\/\?token=[\w-]+/, since);

    // The same address twice is refused; yourself you cannot remove.
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: nl.Editor.staff.addSubmit }).click();
    await expect(page.locator('[data-code="exists"]')).toHaveText(nl.Editor.staff.refused.exists);
    await expect(page.locator(`tr[data-email="${ADMIN.email}"] button`)).toHaveCount(0);

    // Removing the invited member.
    await page.getByRole('button', { name: nl.Editor.staff.removeMember.replace('{email}', email) }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.removed);
    await expect(page.locator(`tr[data-email="${email}"]`)).toHaveCount(0);
  });

  test('the new screens are valid HTML and axe-clean', async ({ page }) => {
    await logIn(page, ADMIN);
    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/', '/nl/staff/top-bar/', '/nl/staff/footer/', '/fr/staff/settings/', '/en/staff/staff/']) {
      pages.set(path, await (await page.request.get(path)).text());
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });
});
