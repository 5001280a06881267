/**
 * The media picker (issue 33 §3), on the production build: a new article gets its photo before
 * its first save, chosen among thumbnails after a search; a photo uploaded from inside the picker
 * is stored and chosen in the same save; a 12 MB photo is refused in words on the same screen with
 * JavaScript (before it is sent) and without (proxy.ts sends the post back with its size); the
 * banner in gallery mode takes the picked photos into its gallery, reorders them with the Up
 * buttons and stores its timing typed in seconds as milliseconds. axe at 1280 and 390 px.
 *
 * CI's Postgres persists between runs: the account and the images are this run's own; the articles
 * and site documents are this spec's until its end, and a draft left is dropped by putting back
 * the version that was live before.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { routing } from '@/i18n/routing';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { DELIVERED_VERSION, documentState, restoreVersion } from '@/lib/server/content/store';
import { uploads } from '@/lib/server/db/schema';
import { listUploads } from '@/lib/server/media/media-store';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { expect, test } from './fixtures';
import { fastHash, fillTextMarkup, logInStaff, skipWithoutDatabase, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `picker.${run}@example.be`, password: `picker password ${run}` };
const ADMIN = { email: `picker.admin.${run}@example.be`, password: `picker admin password ${run}` };
const SHOTS = '/tmp/issue-33-media-shots';
const BIG = 12 * 1024 * 1024;

const png = (colour: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer();

const axeViolations = async (page: Page) => (await axeBuilder(page).analyze()).violations;

/** Uploads a photo in the media library with its description (required in the site's default language, which the others get). */
async function uploadInLibrary(page: Page, name: string, alt: string, colour: string) {
  await page.goto('/nl/staff/media/');
  await page.locator('input[name="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: await png(colour) });
  await page.locator(`input[name="alt.${routing.defaultLocale}"]`).fill(alt);
  await page.getByRole('button', { name: nl.Editor.media.upload, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(nl.Editor.media.uploaded);
  return page.locator('li[data-upload]', { hasText: alt }).locator('input[readonly]').inputValue();
}

const picker = (page: Page) => page.locator('[data-picker="image"]');
/** The picker's choice of a photo, by its address. */
const choiceOf = (page: Page, url: string) => picker(page).locator(`input[type="radio"][value="${url}"]`);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The Dutch size message, its size matching the pattern `size`. */
const sizeMessage = (size: string) => new RegExp(`^${escaped(nl.Editor.media.errors.imageTooLarge).replace(escaped('{size}'), size).replace(escaped('{max}'), '10')}$`);

test.describe('the media picker', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  let endTurn: (() => void) | null = null;
  let before: { articles: number | null; site: number | null } = { articles: null, site: null };
  const photos = { kitchen: '', garden: '' };
  let articleUrl = '';

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('articles', 'site');
    before = await withE2eDb(async (db) => {
      await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
      await addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash);
      return { articles: (await documentState(db, 'articles')).published.id, site: (await documentState(db, 'site')).published.id };
    });
  });

  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        for (const document of ['articles', 'site'] as const) {
          if ((await documentState(db, document)).draft) await restoreVersion(db, { document, versionId: before[document] ?? DELIVERED_VERSION, staffId: null });
        }
        await db.delete(uploads).where(like(uploads.originalName, `%${run}%`));
      });
    } finally {
      endTurn?.();
    }
  });

  test('a new article gets its photo before its first save: thumbnails, a search, a choice', async ({ page }) => {
    await logInStaff(page, EDITOR);
    photos.kitchen = await uploadInLibrary(page, `kitchen-${run}.png`, `Keuken ${run}`, '#b5651d');
    photos.garden = await uploadInLibrary(page, `garden-${run}.png`, `Tuin ${run}`, '#2e8b57');

    await page.goto('/nl/staff/articles/new/');
    await expect(picker(page)).toBeVisible();
    // Thumbnails, each with its name.
    const thumb = picker(page).locator(`label[data-photo="${photos.kitchen}"] img`);
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(picker(page).locator(`label[data-photo="${photos.garden}"]`)).toContainText(`Tuin ${run}`);
    expect(await axeViolations(page)).toEqual([]);

    // The search narrows the list: in place when every photo is listed, else through its GET form.
    await picker(page).getByRole('searchbox', { name: nl.Editor.media.search }).fill(`tuin ${run}`);
    await picker(page).getByRole('button', { name: nl.Editor.media.searchButton }).click();
    await expect(picker(page).getByRole('status')).toHaveText('1 foto gevonden.');
    await expect(picker(page).locator('li:not([hidden]) label[data-photo]')).toHaveCount(1);

    await picker(page).locator(`label[data-photo="${photos.garden}"]`).click();
    await page.locator('select[name="categoryId"]').selectOption({ label: 'Nieuws' });
    await page.locator('input[name="title.nl"]').fill(`Fotokiezer ${run}`);
    await page.locator('input[name="name.nl"]').fill(`fotokiezer-${run}`);
    await fillTextMarkup(page, 'body.nl', `<p>Een artikel met een foto ${run}.</p>`);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+$/);
    articleUrl = page.url().replace(/\?.*$/, '');
    await expect(choiceOf(page, photos.garden)).toBeChecked();
    // Its description came from the library.
    const id = Number(/\/articles\/(\d+)\//.exec(articleUrl)![1]);
    const stored = await withE2eDb(async (db) => (await documentState(db, 'articles')).draft?.data.find((a) => a.id === id)?.image);
    expect(stored).toMatchObject({ url: photos.garden, alt: { nl: `Tuin ${run}` } });
  });

  test('a photo uploaded from inside the picker is stored and chosen in the same save', async ({ page }) => {
    test.skip(!articleUrl, 'no article');
    await logInStaff(page, EDITOR);
    await page.goto(articleUrl);
    await page.locator('input[name="imageFile"]').setInputFiles({ name: `porch-${run}.png`, mimeType: 'image/png', buffer: await png('#4169e1') });
    await page.locator('input[name="imageAlt.nl"]').fill(`Veranda ${run}`);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\?saved=\d+$/);
    const chosen = picker(page).locator('input[type="radio"]:checked');
    await expect(chosen).toHaveValue(/^\/media\/\d+-[0-9a-f]{16}\.png$/);
    const url = await chosen.inputValue();
    expect([photos.kitchen, photos.garden]).not.toContain(url);
    await expect(picker(page).locator(`label[data-photo="${url}"]`)).toContainText(`Veranda ${run}`);
    await expect(page.locator('input[name="imageAlt.nl"]')).toHaveValue(`Veranda ${run}`);
  });

  test('a 12 MB photo is said in words before it is sent', async ({ page }) => {
    test.skip(!articleUrl, 'no article');
    await logInStaff(page, EDITOR);
    await page.goto(articleUrl);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/staff/') && posts.push(r.url()));
    const file = page.locator('input[name="imageFile"]');
    await file.setInputFiles({ name: `huge-${run}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.alloc(BIG, 0xff) });
    const message = picker(page).locator('[data-code="fileRefused"]');
    await expect(message).toBeVisible();
    await expect(message).toHaveText(sizeMessage('12,0'));
    await expect(file).toHaveValue('');
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search is a GET form', async ({ page }) => {
      test.skip(!photos.garden, 'no photos');
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/articles/new/');
      await picker(page).getByRole('searchbox', { name: nl.Editor.media.search }).fill(`keuken ${run}`);
      await picker(page).getByRole('button', { name: nl.Editor.media.searchButton }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/articles\/new\/\?photos=keuken/);
      await expect(picker(page).locator('label[data-photo]')).toHaveCount(1);
      await expect(choiceOf(page, photos.kitchen)).toHaveCount(1);
    });

    test('a 12 MB photo comes back to the same screen with its size in words', async ({ page }) => {
      await logInStaff(page, EDITOR);
      for (const [screen, input] of [
        ['/nl/staff/articles/new/', 'imageFile'],
        ['/nl/staff/media/', 'file'],
      ] as const) {
        await page.goto(screen);
        await page.locator(`input[name="${input}"]`).setInputFiles({ name: `huge-${run}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.alloc(BIG, 0xff) });
        await page.getByRole('button', { name: screen.includes('media') ? nl.Editor.media.upload : nl.Editor.save, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${screen.replace(/\//g, '\\/')}\\?tooLarge=\\d+$`));
        await expect(page.locator('[data-code="fileRefused"]')).toHaveText(sizeMessage('12,\\d'));
      }
      const stored = await withE2eDb((db) => db.select({ id: uploads.id }).from(uploads).where(like(uploads.originalName, `huge-${run}%`)));
      expect(stored).toEqual([]);
    });
  });

  test('the banner gallery takes picked photos, reorders them with the buttons, and its timing in seconds', async ({ page }) => {
    test.skip(!photos.kitchen || !photos.garden, 'no photos');
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/banner/');
    await page.locator('select[name="type"]').selectOption('gallery');
    await page.locator('input[name="autoplaySpeed"]').fill('4,5');
    await choiceOf(page, photos.kitchen).check();
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/banner\/\?saved=\d+$/);
    // Now in gallery mode: the picker adds to the gallery.
    await expect(picker(page).locator('legend')).toHaveText(nl.Editor.media.galleryPhoto);
    const firstSave = page.url();
    await choiceOf(page, photos.garden).check();
    await page.getByRole('button', { name: nl.Editor.save }).click();
    // A new version's address (the first save's matches the same pattern).
    await expect(page).not.toHaveURL(firstSave);
    await expect(page).toHaveURL(/\?saved=\d+$/);

    const order = () => page.locator('[data-sortable] [data-sortable-item]').evaluateAll((items) => items.map((i) => i.getAttribute('data-gallery-photo')));
    expect((await order()).slice(-2)).toEqual([photos.kitchen, photos.garden]);
    // The contract of the drag island: positions from 1 in the items' order.
    const positions = await page.locator('[data-sortable] [data-sort-position]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(positions).toEqual(positions.map((_, i) => String(i + 1)));
    // Shown with the Dutch decimal comma.
    await expect(page.locator('input[name="autoplaySpeed"]')).toHaveValue('4,5');
    expect(await axeViolations(page)).toEqual([]);

    // Enter in a field saves the form; it does not press the gallery's first 'up' button.
    const orderBefore = await order();
    const savedBefore = page.url();
    await page.locator('input[name="autoplaySpeed"]').fill('6,25');
    await page.locator('input[name="autoplaySpeed"]').press('Enter');
    await expect(page).not.toHaveURL(savedBefore);
    await expect(page).toHaveURL(/\?saved=\d+$/);
    await expect(page.locator('input[name="autoplaySpeed"]')).toHaveValue('6,25');
    expect(await order()).toEqual(orderBefore);

    await page.getByRole('button', { name: nl.Editor.banner.moveUp.replace('{n}', `Tuin ${run}`) }).click();
    await expect(page).toHaveURL(/\?saved=\d+#gallery$/);
    expect((await order()).slice(-2)).toEqual([photos.garden, photos.kitchen]);

    // What the public page is given: the gallery in that order, the timing in milliseconds.
    const banner = await withE2eDb(async (db) => (await documentState(db, 'site')).draft?.data.banner);
    expect(banner?.type).toBe('gallery');
    expect(banner?.gallery.images.slice(-2)).toEqual([photos.garden, photos.kitchen]);
    expect(banner?.gallery.config.autoplaySpeed).toBe(6250);
  });

  test('the picker screens at 390 px: axe, and screenshots', async ({ page }) => {
    await logInStaff(page, EDITOR);
    // A module of a page chooses its photo with the same picker.
    const modulePath = await withE2eDb(async (db) => {
      const menu = (await documentState(db, 'menu')).published.data;
      const page = menu.flatMap(function all(p): typeof menu {
        return [p, ...p.childMenus.flatMap(all)];
      }).find((p) => p.params.modules.length > 0);
      return page ? `/nl/staff/pages/${page.id}/modules/${page.params.modules[0]!.id}/` : null;
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['article-new', '/nl/staff/articles/new/'],
        ['banner', '/nl/staff/banner/'],
        ...(modulePath ? [['module', modulePath] as const] : []),
      ] as const) {
        await page.goto(path);
        if (width === 390) expect(await axeViolations(page), path).toEqual([]);
        const box = page.locator('[data-picker]');
        await expect(box).toHaveCount(1);
        await box.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
      }
    }
  });

  test("the logo is chosen in the picker of Settings, not typed, and keeps its photo's proportions", async ({ page }) => {
    test.skip(!photos.garden, 'no photos');
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/settings/');
    const logo = page.locator('[data-picker="logoUrl"]');
    await expect(page.locator('input[name="logoUrl"][type="text"]')).toHaveCount(0);
    // The logo the site shows now is the choice made.
    const current = await withE2eDb(async (db) => (await documentState(db, 'site')).published.data.theme.logo.url);
    await expect(logo.locator(`input[type="radio"][value="${current}"]`)).toBeChecked();
    await logo.locator(`label[data-photo="${photos.garden}"]`).click();
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/settings\/\?saved=\d+$/);
    await expect(logo.locator(`input[type="radio"][value="${photos.garden}"]`)).toBeChecked();
    const stored = await withE2eDb(async (db) => (await documentState(db, 'site')).draft?.data.theme.logo);
    const upload = await withE2eDb(async (db) => (await listUploads(db)).find((u) => u.url === photos.garden));
    expect(stored).toEqual({ url: photos.garden, width: upload?.width, height: upload?.height });
    expect(await axeViolations(page)).toEqual([]);
  });
});
