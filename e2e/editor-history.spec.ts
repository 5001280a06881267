/**
 * Safe history on the production build (issue 33 §7): the banner, the footer and the other parts
 * have a history each. An editor changes the banner's title and publishes it, changes the footer
 * and publishes it, then brings the banner's previous version back: its comparison page shows the
 * title change (old | current), restoring asks for confirmation there and makes a draft, the
 * preview shows the old banner while the public site keeps the current one until 'Publish the
 * banner', and the footer stays as it was. Without JavaScript, the footer's previous version comes
 * back the same way. Deleting an image asks first, with and without JavaScript. axe and the W3C
 * checker read the new screens, at 1280 and 390 px.
 *
 * CI's Postgres persists between runs: the account and the image are this run's own, and the site
 * document is put back afterwards (e2e/held-document).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { routing } from '@/i18n/routing';
import nl from '@/messages/nl.json';
import { partState } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';
import { uploads } from '@/lib/server/db/schema';
import { holdDocument } from './held-document';
import { RESTORED } from './history';
import { logInStaff, publicPage, withE2eDb } from './staff';
import { expect, test } from './fixtures';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `history.${run}@example.be`, password: `history password ${run}` };
const TITLE = `Banner ${run}`;
const FOOTER_TEXT = `Openingsuren ${run}`;

test.describe('the history of the site editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  // The site document is this spec's until its end; the version live before comes back.
  holdDocument('site', EDITOR);

  test.afterAll(async () => {
    await withE2eDb((db) => db.delete(uploads).where(like(uploads.originalName, `%${run}%`)));
  });

  const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;
  const homeText = async (request: Parameters<typeof publicPage>[0]) => (await publicPage(request, '/nl/')).text;
  /** Whether the banner has a draft the site does not show. */
  const bannerDraft = () => withE2eDb(async (db) => (await partState(db, { document: 'site', kind: 'banner' })).hasDraft);
  let oldTitle = '';
  let oldFooter = '';

  test("restoring the banner's previous version: compare, confirm, draft preview, publish; the footer stays", async ({ page, request }) => {
    await logInStaff(page, EDITOR);

    // The banner's title changes and is published.
    await page.goto('/nl/staff/banner/');
    oldTitle = await page.locator('input[name="title.nl"]').inputValue();
    await page.locator('input[name="title.nl"]').fill(TITLE);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.banner }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(() => homeText(request), { timeout: 30_000 }).toContain(TITLE);

    // Then the footer, published from its own screen.
    await page.goto('/nl/staff/footer/');
    const intro = page.locator('textarea[name="columns.0.intro.nl"]');
    oldFooter = await intro.inputValue();
    await intro.fill(FOOTER_TEXT);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.footer }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(() => homeText(request), { timeout: 30_000 }).toContain(FOOTER_TEXT);

    // The banner's history: its newest row says what changed (the Dutch title), and the footer is not in it.
    await page.goto('/nl/staff/banner/');
    const history = page.getByTestId('history');
    const newest = history.locator('tbody tr').first();
    await expect(newest).toHaveAttribute('data-live', 'true');
    await expect(newest.getByTestId('changes')).toHaveText(`${nl.Editor.fields.title} (${nl.Editor.languages.nl})`);
    await expect(history).not.toContainText(nl.Editor.footer.text);
    const previous = await history.locator('tbody tr').nth(1).getAttribute('data-version');

    // Its comparison page: the title, old | current; restoring waits for the confirmation.
    await history.locator(`tr[data-version="${previous}"]`).getByRole('link', { name: nl.Editor.history.compare }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/staff/history/banner/${previous}/$`));
    const title = page.getByTestId('diff').locator('tr[data-path="title.nl"]');
    await expect(title.locator('th')).toHaveText(`${nl.Editor.fields.title} (${nl.Editor.languages.nl})`);
    await expect(title.getByTestId('old')).toHaveText(oldTitle);
    await expect(title.getByTestId('new')).toHaveText(TITLE);
    await expect(page.getByTestId('diff').locator('tbody tr')).toHaveCount(1);
    const confirm = page.getByTestId('restore');
    await expect(confirm.getByRole('heading', { level: 2 })).toHaveText(nl.Editor.compare.restoreTitle);
    await expect(confirm.getByRole('button', { name: nl.Editor.compare.restore })).toBeVisible();
    expect(await bannerDraft()).toBe(false);
    expect(await axe(page)).toEqual([]);

    // Confirmed: a draft with the old title; nothing published.
    await confirm.getByRole('button', { name: nl.Editor.compare.restore }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/banner\/\?restored=\d+$/);
    await expect(page.getByRole('status')).toHaveText(RESTORED);
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(oldTitle);
    await expect(page.getByTestId('history').locator('tbody tr').first()).toHaveAttribute('data-draft', 'true');
    expect(await bannerDraft()).toBe(true);

    // The preview shows the old banner; the public site still the current one.
    await page.goto('/preview/nl/');
    await expect(page.locator('main')).toContainText(oldTitle);
    await expect(page.locator('main')).not.toContainText(TITLE);
    expect(await homeText(request)).toContain(TITLE);

    // Published: the old banner is public, and the footer is the one published after it.
    await page.goto('/nl/staff/banner/');
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.banner }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(() => homeText(request), { timeout: 30_000 }).not.toContain(TITLE);
    const home = await homeText(request);
    expect(home).toContain(oldTitle);
    expect(home).toContain(FOOTER_TEXT);
    await page.goto('/nl/staff/footer/');
    await expect(page.locator('textarea[name="columns.0.intro.nl"]')).toHaveValue(FOOTER_TEXT);
    expect(await bannerDraft()).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the footer's previous version comes back from its comparison page, and is published", async ({ page, request }) => {
      test.skip(!oldFooter, 'the journey above did not run');
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/footer/');
      const previous = await page.getByTestId('history').locator('tbody tr').nth(1).getAttribute('data-version');
      await page.getByTestId('history').locator(`tr[data-version="${previous}"]`).getByRole('link', { name: nl.Editor.history.compare }).click();
      await expect(page.getByTestId('diff').locator('tr[data-path="columns.0.introText.nl"]').getByTestId('new')).toHaveText(FOOTER_TEXT);
      await page.getByTestId('restore').getByRole('button', { name: nl.Editor.compare.restore }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/footer\/\?restored=\d+$/);
      await expect(page.locator('textarea[name="columns.0.intro.nl"]')).toHaveValue(oldFooter);
      expect(await homeText(request)).toContain(FOOTER_TEXT);
      await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.footer }).click();
      await expect(page.getByRole('status')).toContainText('Gepubliceerd');
      await expect.poll(() => homeText(request), { timeout: 30_000 }).not.toContain(FOOTER_TEXT);
    });

    test("'Undo' on the footer's newest version brings the one before back as a draft, and undone again nothing waits", async ({ page, request }) => {
      test.skip(!oldFooter, 'the journey above did not run');
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/footer/');
      const history = page.getByTestId('history');
      const undo = page.getByRole('button').filter({ hasText: nl.Editor.history.undo });
      const intro = page.locator('textarea[name="columns.0.intro.nl"]');
      const footerDraft = () => withE2eDb(async (db) => (await partState(db, { document: 'site', kind: 'footer' })).hasDraft);
      // Only the newest version can be undone at once; it names the version it brings back.
      const [newest, before] = await Promise.all([0, 1].map((n) => history.locator('tbody tr').nth(n).getAttribute('data-version')));
      await expect(undo).toHaveCount(1);
      await expect(undo).toHaveAccessibleName(`Versie ${newest} ongedaan maken: versie ${before} terugzetten als ontwerp`);
      await expect(page.getByTestId('undo')).toContainText(`Laatste wijziging (versie ${newest})`);
      await undo.click();
      await expect(page).toHaveURL(/\/nl\/staff\/footer\/\?restored=\d+$/);
      await expect(intro).toHaveValue(FOOTER_TEXT);
      expect(await footerDraft()).toBe(true);
      expect(await homeText(request)).not.toContain(FOOTER_TEXT);
      await undo.click();
      await expect(page).toHaveURL(/\/nl\/staff\/footer\/\?restored=\d+$/);
      await expect(intro).toHaveValue(oldFooter);
      expect(await footerDraft()).toBe(false);
    });

    test('deleting an image asks first, and “No, keep it” keeps it', async ({ page }) => {
      await logInStaff(page, EDITOR);
      const url = await uploadImage(page, `keep-${run}`);
      await page.getByRole('link', { name: nl.Editor.media.delete }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/media\/\d+\/delete\/$/);
      await page.getByRole('link', { name: nl.Editor.confirmDelete.cancel }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/media\/\d+\/$/);
      expect((await page.request.get(url)).status()).toBe(200);
      await page.getByRole('link', { name: nl.Editor.media.delete }).click();
      await page.getByRole('button', { name: nl.Editor.confirmDelete.image.confirm }).click();
      await expect(page.getByRole('status')).toHaveText(nl.Editor.media.deleted);
      expect((await page.request.get(url)).status()).toBe(404);
    });
  });

  /** Uploads a photo with its description; on its own screen afterwards. Returns its address. */
  async function uploadImage(page: Page, name: string): Promise<string> {
    await page.goto('/nl/staff/media/');
    await page.locator('input[name="file"]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background: '#8a5a44' } }).png().toBuffer() });
    // The description is required in the site's default language.
    await page.locator(`input[name="alt.${routing.defaultLocale}"]`).fill(name);
    await page.getByRole('button', { name: nl.Editor.media.upload, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.uploaded);
    const item = page.locator('li[data-upload]', { hasText: name });
    const url = await item.locator('input[readonly]').inputValue();
    await item.getByRole('link').click();
    return url;
  }

  test('deleting an image asks first: the confirmation page shows it, and only its button deletes it', async ({ page }) => {
    await logInStaff(page, EDITOR);
    const url = await uploadImage(page, `spare-${run}`);
    await page.getByRole('link', { name: nl.Editor.media.delete }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Afbeelding \d+ verwijderen\?$/);
    await expect(page.getByTestId('confirm-delete').locator('img')).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(200);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: nl.Editor.confirmDelete.image.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.deleted);
    await expect(page.locator('li[data-upload]', { hasText: `spare-${run}` })).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('the history, comparison and confirmation screens are axe-clean at 1280 and 390 px, and valid HTML', async ({ page }) => {
    await logInStaff(page, EDITOR);
    const articleId = await withE2eDb(async (db) => (await documentState(db, 'articles')).published.data[0]!.id);
    await page.goto('/nl/staff/banner/');
    const version = (await page.getByTestId('history').locator('tbody tr').first().getAttribute('data-version')) ?? '0';
    const paths = [
      '/nl/staff/banner/',
      '/nl/staff/history/banner/',
      `/nl/staff/history/banner/${version}/`,
      `/fr/staff/history/banner/${version}/?against=published`,
      '/en/staff/history/footer/0/',
      '/nl/staff/pages/',
      '/nl/staff/pages/7/',
      '/nl/staff/pages/7/delete/',
      '/nl/staff/articles/',
      `/de/staff/articles/${articleId}/delete/`,
      `/nl/staff/history/article-${articleId}/`,
    ];
    const pages = new Map<string, string>();
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      pages.set(path, await response.text());
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        expect(await axe(page), `${path} at ${width} px`).toEqual([]);
      }
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });
});
