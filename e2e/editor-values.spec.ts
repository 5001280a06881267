/**
 * No typed technical values in the editor, on the production build (issue 33): a new page gets its
 * address from its title as it is typed, and an address another page has is flagged while typing;
 * the new-page form is short on a phone with its search-engine and social fields folded; the agency's
 * phone is changed once, in Settings, and the footer, the contact page and the top bar show it
 * formatted; a colour is picked; without JavaScript an empty address is made from the title.
 *
 * CI's Postgres persists between runs: the pages made here are deleted again (their drafts leave
 * no address taken), and the site version live before is restored afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { flattenTree, removePage } from '@/lib/content/page-edit';
import { documentState, restoreVersion, saveDraft, DELIVERED_VERSION } from '@/lib/server/content/store';
import { expect, test } from './fixtures';
import { holdDocument } from './held-document';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { fastHash, logInStaff, publicPage, skipWithoutDatabase, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `values.${run}@example.be`, password: `values password ${run}` };
const ADMIN = { email: `values-admin.${run}@example.be`, password: `values admin ${run}` };

const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;
/** A look at the screen for the people who review it (not an assertion). */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/issue-33-values-shots/${name}.png`, fullPage: true });

/** Deletes the page edited at `editUrl` through its confirmation page (a draft: its address is free again). */
async function deletePage(page: Page, editUrl: string) {
  await page.goto(`${editUrl}delete/`);
  await page.getByRole('button', { name: nl.Editor.confirmDelete.page.confirm }).click();
  await expect(page).toHaveURL(/\/nl\/staff\/pages\/\?saved=\d+$/);
}

/** Takes this spec's pages out of the menu's draft, should a run have stopped before deleting them: their addresses are free again. */
async function dropLeftPages() {
  await withE2eDb(async (db) => {
    const state = await documentState(db, 'menu');
    let menu = (state.draft ?? state.published).data;
    const left = flattenTree(menu).filter((p) => p.path === '/ons-team' || p.path.startsWith('/zonder-js-'));
    if (left.length === 0) return;
    for (const page of left) {
      const edit = removePage(menu, page.id);
      if (edit.ok) menu = edit.menu;
    }
    await saveDraft(db, { document: 'menu', data: menu, authorId: null, note: 'e2e editor-values: left pages', baseId: state.latestId });
  });
}

test.describe('a page made from its title', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  holdDocument('menu', EDITOR);
  test.beforeAll(dropLeftPages);
  test.afterAll(dropLeftPages);

  test("'Ons team' typed as title and text gets the address /ons-team; a taken address is flagged while typing", async ({ page }) => {
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/pages/new/');
    await page.locator('input[name="title.nl"]').pressSequentially('Ons team');
    await expect(page.locator('input[name="localizedPath.nl"]')).toHaveValue('/ons-team');
    await expect(page.getByTestId('address-check-nl')).toHaveAttribute('data-state', 'free');
    await page.locator('textarea[name="description.nl"]').fill(`Wij zijn met vijf (${run}).`);

    // An address another page has: said while typing, in the staff member's language.
    const address = page.locator('input[name="localizedPath.nl"]');
    await address.fill('/jobs');
    await expect(page.getByTestId('address-check-nl')).toHaveAttribute('data-state', 'taken');
    await expect(page.getByTestId('address-check-nl')).toHaveText(nl.Editor.pages.address.taken.replace('{name}', 'Jobs'));
    // Typed by hand, the address no longer follows the title; emptied, it does again.
    await page.locator('input[name="title.nl"]').pressSequentially('!');
    await expect(address).toHaveValue('/jobs');
    await address.fill('');
    await page.locator('input[name="title.nl"]').fill('Ons team');
    await expect(address).toHaveValue('/ons-team');
    await shot(page, 'new-page-1280');
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+$/);
    const editUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('page-urls')).toContainText('/nl/ons-team/');
    // The search-engine fields say their defaults: the title and the text.
    await page.getByTestId('advanced').locator('summary').click();
    await expect(page.locator('input[name="metadataTitle.nl"]')).toHaveAttribute('placeholder', 'Ons team');
    await expect(page.locator('textarea[name="metadataDescription.nl"]')).toHaveAttribute('placeholder', `Wij zijn met vijf (${run}).`);
    // (The public page's metadata takes the same defaults: tests/content/editor-values.test.ts.)
    await deletePage(page, editUrl);
  });

  test('the new-page form is short on a phone, with the advanced fields folded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/pages/new/');
    await expect(page.getByTestId('advanced')).not.toHaveAttribute('open');
    const height = await page.locator('form:has(input[name="title.nl"])').evaluate((form) => form.getBoundingClientRect().height);
    expect(height).toBeLessThan(4000);
    await shot(page, 'new-page-390');
    expect(await axe(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an empty address is made from the title by the server', async ({ page }) => {
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/pages/new/');
      await page.locator('input[name="title.nl"]').fill(`Zonder JS ${run}`);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+$/);
      const editUrl = new URL(page.url()).pathname;
      await expect(page.getByTestId('page-urls')).toContainText(`/nl/zonder-js-${run}/`);
      await expect(page.locator('input[name="localizedPath.nl"]')).toHaveValue(`/zonder-js-${run}`);
      await deletePage(page, editUrl);
    });
  });
});

test.describe('the one agency phone, and a colour', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let before: number | null = null;
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('site');
    before = await withE2eDb(async (db) => {
      await addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash);
      return (await documentState(db, 'site')).published.id;
    });
  });

  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        if ((await documentState(db, 'site')).published.id !== before) await restoreVersion(db, { document: 'site', versionId: before ?? DELIVERED_VERSION, staffId: null });
      });
    } finally {
      endTurn?.();
    }
  });

  test('changed once in Settings, the phone shows formatted in the footer, the contact page and the top bar; a colour is picked', async ({ page, request }) => {
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/settings/');
    await page.locator('input[name="agency.phone"]').fill('0475123456');
    const primary = page.locator('input[name="colors.primary"]');
    await expect(primary).toHaveAttribute('type', 'color');
    await primary.fill('#123456');
    await expect(page.getByTestId('colors.primary-hex')).toHaveText('#123456');
    await shot(page, 'settings-1280');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/settings\/\?saved=\d+$/);
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.settings }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gepubliceerd' })).toBeVisible();

    // The top bar's phone entry names the agency's phone: nothing to change there.
    await page.goto('/nl/staff/top-bar/');
    await expect(page.locator('select[name="items.0.source"]')).toHaveValue('agencyPhone');
    // Its own link and labels would be ignored: they are out of sight until 'a link' is chosen.
    await expect(page.locator('input[name="items.0.link"]')).toBeHidden();
    await expect(page.locator('input[name="items.0.label.nl"]')).toBeHidden();
    await expect(page.locator('select[name="items.0.side"]')).toBeVisible();
    await page.locator('select[name="items.0.source"]').selectOption('');
    await expect(page.locator('input[name="items.0.link"]')).toBeVisible();
    await expect(page.locator('input[name="items.0.label.nl"]')).toBeVisible();
    await page.locator('select[name="items.0.source"]').selectOption('agencyPhone');
    await shot(page, 'top-bar-1280');
    expect(await axe(page)).toEqual([]);

    await expect.poll(async () => (await publicPage(request, '/nl/')).text, { timeout: 30_000 }).toContain('0475 12 34 56');
    await page.goto('/nl/');
    await expect(page.getByRole('navigation', { name: nl.Header.topBar }).first().getByRole('link', { name: '0475 12 34 56' })).toHaveAttribute('href', 'tel:0475123456');
    await expect(page.locator('footer').getByRole('link', { name: '0475 12 34 56' }).first()).toHaveAttribute('href', 'tel:0475123456');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"telephone":"0475123456"');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase())).toBe('#123456');
    await page.goto('/nl/contact/');
    await expect(page.getByTestId('contact-phone').getByRole('link', { name: '0475 12 34 56' })).toHaveAttribute('href', 'tel:0475123456');
  });

  test('the footer and top-bar screens offer the pages by title and pass axe', async ({ page }) => {
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/footer/');
    const list = await page.locator('input[name="links.0"]').getAttribute('list');
    await expect(page.locator(`datalist[id="${list}"] option[value="/contact-demand"]`)).toHaveAttribute('label', nl.FREE_EVALUATION);
    expect(await axe(page)).toEqual([]);
    // A module's width by name and its background colour by picker.
    await page.goto('/nl/staff/pages/7/modules/new/');
    await expect(page.locator('select[name="layout"] option')).toHaveText(['Volle breedte', 'Twee derde', 'Half', 'Een derde', 'Een kwart']);
    await expect(page.locator('input[name="colorBackground"]')).toHaveAttribute('type', 'color');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'module-390');
    expect(await axe(page)).toEqual([]);
  });
});
