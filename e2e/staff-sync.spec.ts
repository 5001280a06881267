/**
 * The staff's CRM sync screen on the CRM e2e server (playwright.config.ts, project
 * 'crm'): an admin sees where the sync stands, the last syncs and a run's notes, accepts a held sync
 * and syncs now; an editor sees the same without any action, and an action posted anyway is
 * refused. The accounts and the held run with its notes are this spec's own rows in that server's
 * database; e2e/crm.spec.ts may sync at the same time, so the steps that need the held run to be
 * the last one make it again when another sync came between.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeBuilder, WCAG_21_AA } from './axe';
import { and, eq, gt } from 'drizzle-orm';
import { addStaff } from '@/lib/server/auth/staff';
import type { SyncNote } from '@/lib/server/crm/omnicasa/notes';
import type { Database } from '@/lib/server/db/client';
import { crmSyncRuns } from '@/lib/server/db/schema';
import de from '@/messages/de.json';
import nl from '@/messages/nl.json';
import { CRM_DATABASE_URL, FAKE_CRM_ORIGIN } from './crm-env';
import { expect, test } from './fixtures';
import { fastHash, logInStaff, withE2eDb } from './staff';
import { nuCheckerReport } from './vnu';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `sync-admin.${run}@example.be`, password: `admin password ${run}`, name: `Sync Admin ${run}` };
const EDITOR = { email: `sync-editor.${run}@example.be`, password: `editor password ${run}` };
const SCREENSHOTS = path.join('test-results', 'staff-sync');

/** A property of the fake CRM's generated account that the site shows, and its Dutch page (found in beforeAll). */
const ON_SITE = { ID: 0, path: '' };
const NOT_ON_SITE = 9_999_001;
const HTML_VALUE = '"<b>Villa</b> <img src=x onerror=alert(1)>"';
/** 30 properties with notes: two pages of 25. */
const heldNotes = (): SyncNote[] => [
  { method: 'GetProperty', id: ON_SITE.ID, language: 'fr', field: 'TypeDescription', code: 'tooLong', effect: 'language', value: HTML_VALUE },
  { method: 'GetPropertyPictureList', id: ON_SITE.ID, language: 'nl', field: 'Url', code: 'pictureOrigin', effect: 'item', itemId: 771, value: '"https://elsewhere.example/1.jpg"' },
  { method: 'GetProperty', id: NOT_ON_SITE, field: 'City', code: 'missing', effect: 'record' },
  ...Array.from({ length: 28 }, (_, i): SyncNote => ({ method: 'GetProperty', id: 9_999_100 + i, field: 'Price', code: 'invalid', effect: 'field', value: '"abc"' })),
];
const MADE = 2600;

const crmDb = <T>(work: (db: Database) => Promise<T>) => withE2eDb(work, CRM_DATABASE_URL);
let adminId = 0;
let editorId = 0;

/** A held run of this spec's own, the newest run: the screen shows it as the last sync. */
async function insertHeldRun(): Promise<number> {
  const before = 40;
  const [row] = await crmDb((db) =>
    db
      .insert(crmSyncRuns)
      .values({
        trigger: 'command',
        kind: 'full',
        status: 'held',
        startedAt: new Date(Date.now() - 60_000),
        finishedAt: new Date(),
        counts: { before, after: 2, read: 5, added: 0, updated: 1, removed: 38, priceChanged: 0, leftOut: 3, recordsRead: 120, recordsLeftOut: 31, notes: MADE },
        problem: { code: 'loss', values: { before, after: 2, percent: 95, limit: 20 }, message: 'loss' },
        notes: heldNotes(),
        unseenFields: ['FloodArea', 'PreemptionRight'],
      })
      .returning({ id: crmSyncRuns.id }),
  );
  return row!.id;
}

/** The hidden fields of the form of `html` whose button says `label`, as a browser without JavaScript posts them; null without one. */
function formFields(html: string, label: string): Record<string, string> | null {
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].find(([, inner]) => inner!.includes(label));
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const [, name, value = ''] of form[1]!.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    fields[name!] = value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  }
  return fields;
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The run the held-or-failed alert of the page speaks of, or null without one. */
async function alertRun(page: Page): Promise<number | null> {
  const alert = page.getByTestId('sync-alert');
  return (await alert.count()) > 0 ? Number(await alert.getAttribute('data-run')) : null;
}

/**
 * Makes a held run and opens the screen, again until it shows that run as the last one and no
 * sync running (e2e/crm.spec.ts may sync meanwhile); the run's id.
 */
async function openWithHeldRun(page: Page): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(2000);
    const id = await insertHeldRun();
    await page.goto('/nl/staff/sync/');
    if ((await alertRun(page)) === id && (await page.getByTestId('sync-running').count()) === 0) return id;
  }
  throw new Error('other syncs kept coming after the held run');
}

const axe = async (page: Page) => (await axeBuilder(page).withTags(WCAG_21_AA).analyze()).violations;

/** Until a run of `staffId` (accepting or not) finished, with what it published or kept. */
async function finishedRunOf(staffId: number, acceptShrink: boolean, since: Date) {
  let status = '';
  await expect
    .poll(
      async () => {
        const rows = await crmDb((db) =>
          db
            .select({ status: crmSyncRuns.status })
            .from(crmSyncRuns)
            .where(and(eq(crmSyncRuns.staffId, staffId), eq(crmSyncRuns.acceptShrink, acceptShrink), gt(crmSyncRuns.startedAt, since))),
        );
        status = rows.map((r) => r.status).find((s) => s !== 'running') ?? '';
        return status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/^(published|unchanged)$/);
  return status;
}

test.describe('the CRM sync screen', () => {
  let held = 0;

  test.beforeAll(async ({ request }) => {
    // The server synced with the fake CRM at its start: the screen has a last stock to speak of.
    await expect
      .poll(async () => ((await (await request.get('/api/health/')).json()) as { sync?: { lastSuccess?: { properties: number } | null } }).sync?.lastSuccess?.properties ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const { properties } = (await (await request.get(`${FAKE_CRM_ORIGIN}/__admin/properties`)).json()) as { properties: Array<{ id: number; truth: { hasMinimum: boolean } }> };
    ON_SITE.ID = properties.find((p) => p.truth.hasMinimum)!.id;
    const short = await request.get(`/nl/property/${ON_SITE.ID}/`, { maxRedirects: 0 });
    expect(short.status()).toBe(308);
    ON_SITE.path = new URL(short.headers().location!, 'http://site').pathname;
    await crmDb(async (db) => {
      adminId = await addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash);
      editorId = await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
    });
    held = await insertHeldRun();
  });

  test('an admin sees where the sync stands: the held sync as an alert with its figures, and the last syncs', async ({ page }) => {
    await logInStaff(page, ADMIN);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: nl.Editor.sync.title }) });
    await expect(card.getByTestId('sync-badge')).toBeVisible();
    await page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.sync }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/sync\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.sync.title);
    await expect(page.getByTestId('sync-state-line')).toContainText(nl.Editor.sync.state.last.split(' op ')[0]!);

    const runs = page.getByTestId('sync-runs');
    const ours = runs.locator(`tr[data-run="${held}"]`);
    await expect(ours).toHaveAttribute('data-status', 'held');
    await expect(ours).toContainText(nl.Editor.sync.triggers.command);
    await expect(ours).toContainText(nl.Editor.sync.status.held);
    await expect(ours).toContainText('40 → 2');


    held = await openWithHeldRun(page);
    const alert = page.getByTestId('sync-alert');
    await expect(alert.getByRole('alert')).toContainText(nl.Editor.sync.state.held);
    await expect(alert.getByRole('alert')).toContainText('De synchronisatie zou 40 panden terugbrengen tot 2 (95 % minder, de grens is 20 %)');
    await expect(alert.getByRole('link', { name: nl.Editor.sync.state.details })).toHaveAttribute('href', `/nl/staff/sync/${held}/`);
    await expect(alert.getByRole('checkbox', { name: 'Ik begrijp dat de site dan 2 panden toont in plaats van 40.' })).toBeVisible();
    await expect(alert.getByRole('button', { name: nl.Editor.sync.accept.submit })).toBeVisible();
    await expect(page.getByRole('button', { name: nl.Editor.sync.now.submit })).toBeVisible();
    await screenshots(page, 'overview-admin');
  });

  test('a run’s details: figures, unseen fields, and its notes by property ID, filtered and paged without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logInStaff(page, ADMIN);
    await page.goto(`/nl/staff/sync/${held}/`);
    await expect(page.getByTestId('sync-figures')).toContainText(`${nl.Editor.sync.figures.recordsLeftOut}31`);
    await expect(page.getByTestId('sync-problem')).toHaveAttribute('data-code', 'loss');
    await expect(page.getByTestId('sync-unseen')).toHaveText(/FloodArea\s*PreemptionRight/);
    await expect(page.getByTestId('sync-notes-truncated')).toContainText(`${MADE}`);

    const notes = page.getByTestId('sync-notes');
    const groups = notes.locator('tbody');
    await expect(groups).toHaveCount(25);
    expect(await groups.evaluateAll((bodies) => bodies.map((b) => Number(b.getAttribute('data-id'))))).toEqual(
      [...new Set(heldNotes().map((n) => n.id!))].sort((a, b) => a - b).slice(0, 25),
    );
    // The property on the site links to its page; the one that is not is named plainly.
    const onSite = notes.locator(`tbody[data-id="${ON_SITE.ID}"]`);
    await expect(onSite.getByRole('link', { name: `${nl.Editor.sync.notes.subjects.property} ${ON_SITE.ID}` })).toHaveAttribute('href', ON_SITE.path);
    await expect(notes.locator(`tbody[data-id="${NOT_ON_SITE}"] a`)).toHaveCount(0);
    // What the CRM sent is text: its markup shows as written and makes no element.
    await expect(onSite.getByText(HTML_VALUE, { exact: true })).toBeVisible();
    await expect(notes.locator('b, img')).toHaveCount(0);
    await expect(onSite.locator('tr').nth(1)).toContainText(`${nl.Editor.languages.nl}Url${nl.Editor.sync.codes.pictureOrigin}${nl.Editor.sync.effects.item}"https://elsewhere.example/1.jpg"771`);

    await page.getByRole('navigation', { name: nl.Editor.sync.notes.pages }).getByRole('link', { name: nl.Editor.sync.notes.next }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/staff/sync/${held}/\\?page=2#sync-notes$`));
    await expect(groups).toHaveCount(5);
    await expect(page.getByText('Pagina 2 van 2')).toBeVisible();

    await page.getByRole('navigation', { name: nl.Editor.sync.notes.filter }).getByRole('link', { name: new RegExp(`^${nl.Editor.sync.effects.record} `) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?effect=record#sync-notes$`));
    await expect(notes.locator('tbody tr')).toHaveCount(1);
    await expect(notes.locator(`tbody[data-id="${NOT_ON_SITE}"]`)).toContainText(nl.Editor.sync.effects.record);
    await context.close();
  });

  test('an editor sees the screen without any action, and an action posted anyway is refused', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInStaff(page, EDITOR);
    held = await openWithHeldRun(page);
    await expect(page.getByTestId('sync-runs').locator(`tr[data-run="${held}"]`)).toBeVisible();
    await expect(page.getByTestId('sync-alert')).toContainText(nl.Editor.sync.accept.adminsOnly);
    await expect(page.getByRole('button', { name: nl.Editor.sync.now.submit })).toHaveCount(0);
    await expect(page.getByRole('button', { name: nl.Editor.sync.accept.submit })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await screenshots(page, 'overview-editor');

    // The admin's forms, posted with the editor's session as a browser without JavaScript would.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await logInStaff(adminPage, ADMIN);
    // Both forms show while the held run is the last one and no sync runs (e2e/crm.spec.ts may sync meanwhile).
    let forms: Array<Record<string, string>> = [];
    for (let attempt = 0; attempt < 5 && forms.length < 2; attempt += 1) {
      if (attempt > 0) await adminPage.waitForTimeout(2000);
      held = await insertHeldRun();
      const html = await (await adminPage.request.get('/nl/staff/sync/')).text();
      const sync = formFields(html, nl.Editor.sync.now.submit);
      const accept = formFields(html, nl.Editor.sync.accept.submit);
      forms = sync && accept ? [sync, { ...accept, confirm: 'on' }] : [];
    }
    expect(forms, 'the admin’s two forms').toHaveLength(2);
    await adminContext.close();
    const since = new Date();
    for (const fields of forms) {
      const response = await page.request.post('/nl/staff/sync/', { multipart: fields, headers: { origin: new URL(baseURL!).origin }, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(Object.keys(fields))).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(response.headers().location).toMatch(/\/nl\/staff\/sync\/\?refused=adminOnly$/);
    }
    await page.goto('/nl/staff/sync/?refused=adminOnly');
    await expect(page.locator('[data-code="adminOnly"]')).toHaveText(nl.Editor.sync.refused.adminOnly);
    expect(await crmDb((db) => db.select().from(crmSyncRuns).where(and(eq(crmSyncRuns.staffId, editorId), gt(crmSyncRuns.startedAt, since))))).toEqual([]);
    await context.close();
  });

  test('an admin accepts the held sync after ticking its box: it runs again past the guard, in the background', async ({ page }) => {
    await logInStaff(page, ADMIN);
    const since = new Date();
    let accepted = false;
    // A sync of e2e/crm.spec.ts may come between (the held run is then no longer the last) or run meanwhile (busy).
    for (let attempt = 0; attempt < 5 && !accepted; attempt += 1) {
      held = await openWithHeldRun(page);
      await page.getByRole('checkbox', { name: 'Ik begrijp dat de site dan 2 panden toont in plaats van 40.' }).check();
      await page.getByRole('button', { name: nl.Editor.sync.accept.submit }).click();
      await expect(page).toHaveURL(/\?(done=accepting|refused=busy|refused=stale)$/);
      accepted = page.url().endsWith('done=accepting');
    }
    expect(accepted).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: nl.Editor.sync.done.accepting })).toBeVisible();
    await finishedRunOf(adminId, true, since);
    await page.reload();
    const ours = page.getByTestId('sync-runs').locator('tbody tr').filter({ hasText: ADMIN.name }).first();
    await expect(ours).toHaveAttribute('data-status', /^(published|unchanged)$/);
  });

  test('an admin syncs now: the sync runs in the background and the screen shows it finished', async ({ page }) => {
    await logInStaff(page, ADMIN);
    const since = new Date();
    let started = false;
    for (let attempt = 0; attempt < 10 && !started; attempt += 1) {
      if (attempt > 0) await page.waitForTimeout(2000);
      await page.goto('/nl/staff/sync/');
      // While another sync runs the screen offers none.
      const button = page.getByRole('button', { name: nl.Editor.sync.now.submit });
      if ((await button.count()) === 0) continue;
      await button.click();
      await expect(page).toHaveURL(/\?(done=started|refused=busy)$/);
      started = page.url().endsWith('done=started');
    }
    expect(started).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: nl.Editor.sync.done.started })).toBeVisible();
    await finishedRunOf(adminId, false, since);
    // With JavaScript the page refreshes itself while the sync runs; reload in case it finished first.
    await page.reload();
    await expect(page.getByTestId('sync-running')).toHaveCount(0);
    await expect(page.getByTestId('sync-runs').locator('tbody tr').first()).toContainText(nl.Editor.sync.triggers.staff.replace('{name}', ADMIN.name));
  });

  test('the sync screens are valid HTML and axe-clean, at 390 and 1280 px', async ({ page }) => {
    await logInStaff(page, ADMIN);
    held = await insertHeldRun();
    const paths = ['/nl/staff/', '/nl/staff/sync/', '/de/staff/sync/', `/nl/staff/sync/${held}/`, `/nl/staff/sync/${held}/?effect=field&page=2`];
    const pages = new Map<string, string>();
    for (const target of paths) {
      pages.set(target, await (await page.request.get(target)).text());
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axe(page), `${target} at ${width} px`).toEqual([]);
      }
    }
    expect(pages.get('/de/staff/sync/')).toContain(de.Editor.sync.runs.title);
    expect(nuCheckerReport(pages)).toEqual([]);
    await page.goto(`/nl/staff/sync/${held}/`);
    await screenshots(page, 'run');
  });
});
