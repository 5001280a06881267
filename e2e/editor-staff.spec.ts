/**
 * Staff changes recorded with who and when on the production build: an admin adds a
 * member with a password, makes them an admin and removes them; the 'Recent changes' table names
 * the admin for all three, the removed member's open session ends at once and their login is
 * refused with the normal message. An invitation says in the member's language how long its link
 * lasts. The accounts are this run's own (CI's Postgres persists); no public page changes.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import nl from '@/messages/nl.json';
import de from '@/messages/de.json';
import { like } from 'drizzle-orm';
import { addStaff } from '@/lib/server/auth/staff';
import { staff } from '@/lib/server/db/schema';
import { INVITATION_DAYS } from '@/lib/server/mail/owner-mails';
import { fastHash, logInStaff, skipWithoutDatabase, withE2eDb } from './staff';
import { expect, test } from './fixtures';
import { mailedText } from './mails';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `staff-admin.${run}@example.be`, password: `admin password ${run}` };
const MEMBER = { email: `member.${run}@example.be`, password: `member password ${run}` };
const INVITED = `invitee.${run}@example.be`;
const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;
const row = (page: Page, email: string) => page.locator(`[data-testid="staff"] tr[data-email="${email}"]`);

test.describe('the staff journal', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    await withE2eDb((db) => addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash));
  });

  test('an admin adds, re-roles and removes a member: three rows naming the admin, and the member is shut out', async ({ page, browser }) => {
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/staff/');
    await page.locator('input[name="email"]').fill(MEMBER.email);
    await page.locator('input[name="password"]').fill(MEMBER.password);
    await page.getByRole('button', { name: nl.Editor.staff.addSubmit }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.added);

    await row(page, MEMBER.email).getByRole('combobox', { name: nl.Editor.staff.roleOf.replace('{email}', MEMBER.email) }).selectOption('admin');
    await row(page, MEMBER.email).getByRole('button', { name: nl.Editor.staff.changeRole }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.changed);

    // The member is logged in elsewhere when they are removed.
    const other = await browser.newContext();
    const memberPage = await other.newPage();
    await logInStaff(memberPage, MEMBER);

    await page.getByRole('button', { name: nl.Editor.staff.removeMember.replace('{email}', MEMBER.email) }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.removed);
    await expect(row(page, MEMBER.email)).toHaveCount(0);

    const events = page.locator(`[data-testid="staff-events"] tr[data-subject="${MEMBER.email}"]`);
    await expect(events).toHaveCount(3);
    expect(await events.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))).toEqual(['removed', 'role-changed', 'added']);
    for (const [i, what] of [nl.Editor.staff.events.action.removed, nl.Editor.staff.events.action.roleChanged, nl.Editor.staff.events.action.added].entries()) {
      await expect(events.nth(i).locator('td').nth(1)).toHaveText(ADMIN.email);
      await expect(events.nth(i).locator('td').nth(2)).toContainText(what);
    }
    await expect(events.nth(1).locator('td').nth(2)).toContainText(`${nl.Editor.roles.editor} → ${nl.Editor.roles.admin}`);

    // Their session ended with the removal, and logging in again is refused as any unknown login.
    await memberPage.goto('/nl/staff/');
    await expect(memberPage).toHaveURL(/\/nl\/staff\/login\//);
    await memberPage.locator('input[name="email"]').fill(MEMBER.email);
    await memberPage.locator('input[name="password"]').fill(MEMBER.password);
    await memberPage.getByRole('button', { name: nl.Portal.login.submit }).click();
    await expect(memberPage.locator('[data-code="USER_NOT_FOUND"]')).toHaveText(nl.Errors.USER_NOT_FOUND, { timeout: 20_000 });
    await other.close();
  });

  test('an invitation says in the member’s language how long its link lasts', async ({ page }) => {
    const since = Date.now();
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/staff/');
    await page.locator('input[name="email"]').fill(INVITED);
    await page.locator('select[name="locale"]').selectOption('de');
    await page.getByRole('button', { name: nl.Editor.staff.addSubmit }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.invited);
    const sentence = de.Editor.mail.inviteBody.split('(')[1]!.split(',')[0]!.replace('{days}', String(INVITATION_DAYS));
    await mailedText(INVITED, new RegExp(sentence), since);
    await expect(page.locator(`[data-testid="staff-events"] tr[data-subject="${INVITED}"][data-action="invited"]`)).toHaveCount(1);
    await page.getByRole('button', { name: nl.Editor.staff.removeMember.replace('{email}', INVITED) }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.removed);
  });

  test('the staff screen with its recent changes is valid HTML and axe-clean', async ({ page }) => {
    await logInStaff(page, ADMIN);
    const pages = new Map<string, string>();
    // A search with its pages (every CI run leaves its staff in the shared database), and one that finds no one.
    for (const path of ['/nl/staff/staff/', '/de/staff/staff/?q=example&page=2', '/fr/staff/staff/?q=nobody%25here']) {
      pages.set(path, await (await page.request.get(path)).text());
      await page.goto(path);
      await expect(page.locator('[data-testid="staff-events"]')).toBeVisible();
      expect(await axe(page), path).toEqual([]);
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the dashboard's invitation: a refused address comes back with what was typed, then the colleague is invited; an editor has no such form", async ({ page }) => {
      const invitee = `dashboard.${run}@example.be`;
      await logInStaff(page, ADMIN);
      const invite = page.getByTestId('invite');
      // An address that already has an account: refused in words, the language chosen kept.
      await invite.locator('input[name="email"]').fill(ADMIN.email);
      await invite.locator('select[name="locale"]').selectOption('fr');
      await invite.getByRole('button', { name: nl.Editor.dashboard.inviteSubmit }).click();
      await expect(page.getByTestId('invite')).toContainText(nl.Editor.staff.refused.exists);
      await expect(page.getByTestId('invite').locator('select[name="locale"]')).toHaveValue('fr');
      await expect(page.getByTestId('invite').locator('input[name="email"]')).toHaveValue(ADMIN.email);

      await page.getByTestId('invite').locator('input[name="email"]').fill(invitee);
      await page.getByTestId('invite').getByRole('button', { name: nl.Editor.dashboard.inviteSubmit }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/staff\/\?invited=\d+&q=/);
      await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.invited);
      await expect(row(page, invitee)).toHaveCount(1);
      await page.getByRole('button', { name: nl.Editor.staff.removeMember.replace('{email}', invitee) }).click();
      await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.removed);

      const editor = { email: `dashboard-editor.${run}@example.be`, password: `editor password ${run}` };
      await withE2eDb((db) => addStaff(db, { ...editor, role: 'editor', locale: 'nl' }, fastHash));
      await page.context().clearCookies();
      await logInStaff(page, editor);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('invite')).toHaveCount(0);
    });

    test('a long staff list is searched and paged, and a removal keeps the search and page', async ({ page }) => {
      const tag = `paged-${run}`;
      const emails = Array.from({ length: 51 }, (_, i) => `${tag}.${String(i).padStart(2, '0')}@example.be`);
      await withE2eDb((db) => db.insert(staff).values(emails.map((email) => ({ email, role: 'editor' as const, locale: 'nl' }))));
      const rows = page.getByTestId('staff').locator('tbody tr');
      const count = page.getByTestId('staff-count');
      try {
        await logInStaff(page, ADMIN);
        await page.goto('/nl/staff/staff/');
        expect(await rows.count()).toBeLessThanOrEqual(50);

        // Any case finds them; 50 on the first page, by e-mail.
        await page.getByRole('searchbox', { name: nl.Editor.staff.search }).fill(tag.toUpperCase());
        await page.getByRole('button', { name: nl.Editor.staff.searchSubmit }).click();
        await expect(page).toHaveURL(new RegExp(`/nl/staff/staff/\\?q=${tag.toUpperCase()}$`));
        await expect(count).toContainText('51');
        await expect(count).toContainText(tag.toUpperCase());
        await expect(rows).toHaveCount(50);
        expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-email')))).toEqual(emails.slice(0, 50));
        const pages = page.getByRole('navigation', { name: nl.Editor.staff.pages });
        await expect(pages).toContainText(nl.Editor.staff.pageOf.replace('{page}', '1').replace('{pages}', '2'));

        await pages.getByRole('link', { name: nl.Editor.staff.next }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toHaveAttribute('data-email', emails[50]!);
        await expect(count).toContainText('51');

        // Removing the one member of page 2 comes back to the same search and page, now the last is page 1.
        await page.getByRole('button', { name: nl.Editor.staff.removeMember.replace('{email}', emails[50]!) }).click();
        await expect(page.getByRole('status')).toHaveText(nl.Editor.staff.done.removed);
        expect(new URL(page.url()).searchParams.get('q')).toBe(tag.toUpperCase());
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');
        await expect(rows).toHaveCount(50);
        await expect(count).toContainText('50');
        await expect(page.getByRole('navigation', { name: nl.Editor.staff.pages })).toHaveCount(0);

        await page.getByRole('link', { name: nl.Editor.staff.showAll }).click();
        await expect(page).toHaveURL(/\/nl\/staff\/staff\/$/);
        await expect(page.getByRole('searchbox', { name: nl.Editor.staff.search })).toHaveValue('');
      } finally {
        await withE2eDb((db) => db.update(staff).set({ removedAt: new Date() }).where(like(staff.email, `${tag}.%`)));
      }
    });
  });
});
