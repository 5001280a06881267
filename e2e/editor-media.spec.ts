/**
 * Staff upload images on the production build: an editor uploads a PNG with its
 * descriptions in four languages and sees it listed; an HTML file named .png and an upload without
 * the Dutch description are refused with their message and store nothing; the image is served
 * with its sniffed type and safe headers, and resized by the image optimizer (/_next/image); it is
 * chosen for an article in a draft, the article's preview shows it through the optimizer, and the
 * image cannot be deleted while that draft uses it. It is chosen in the article's own form, with the
 * media picker (e2e/editor-media-picker.spec.ts follows the picker further).
 *
 * CI's Postgres persists between runs and other specs read the site meanwhile: the account and the
 * images are this run's own, nothing is published, and the articles document is put back (the
 * version published before) afterwards, which drops the draft.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { SITE_LOCALES } from '@/lib/locale';
import { slugify } from '@/lib/slug';
import { routing } from '@/i18n/routing';
import nl from '@/messages/nl.json';
import { articleLocalizedPath } from '@/lib/content/articles';
import { addStaff } from '@/lib/server/auth/staff';
import { DELIVERED_VERSION, documentState, restoreVersion } from '@/lib/server/content/store';
import { createDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { fastHash, logInStaff, skipWithoutDatabase } from './staff';
import { e2eDatabaseUrl, expect, test } from './fixtures';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `media.${run}@example.be`, password: `media password ${run}` };
const ALT = { nl: `Gevel ${run}`, fr: `Façade ${run}`, en: `Front ${run}`, de: `Fassade ${run}` };
/** The description in the site's default language only: the others get it. */
const only = (text: string) => ({ [routing.defaultLocale]: text });
const OTHER = routing.locales.find((l) => l !== routing.defaultLocale)!;

let articlesBefore: number | null = null;
let article: { id: number; path: string } | null = null;

test.describe('the images of the site editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  // The articles document is this spec's until its end (e2e/content-turn).
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('articles');
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
      const state = await documentState(db, 'articles');
      articlesBefore = state.published.id;
      const withPath = state.published.data.find((a) => !a.route && articleLocalizedPath(a, 'nl'));
      article = withPath ? { id: withPath.id, path: articleLocalizedPath(withPath, 'nl')! } : null;
    } finally {
      await pool.end();
    }
  });

  test.afterAll(async () => {
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      const latest = (await documentState(db, 'articles')).draft;
      if (latest) await restoreVersion(db, { document: 'articles', versionId: articlesBefore ?? DELIVERED_VERSION, staffId: null });
      await db.delete(uploads).where(like(uploads.originalName, `%${run}%`));
    } finally {
      await pool.end();
      endTurn?.();
    }
  });

  const logIn = (page: Page) => logInStaff(page, EDITOR);

  const png = () => sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a6f97' } }).png().toBuffer();

  async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, alt: Partial<Record<keyof typeof ALT, string>>) {
    await page.goto('/nl/staff/media/');
    await page.locator('input[name="file"]').setInputFiles(file);
    for (const [locale, text] of Object.entries(alt)) await page.locator(`input[name="alt.${locale}"]`).fill(text);
    await page.getByRole('button', { name: nl.Editor.media.upload, exact: true }).click();
  }

  let url = '';

  test('an editor uploads a PNG with its descriptions; junk is refused and nothing stored', async ({ page, request }) => {
    await logIn(page);
    await page.getByRole('link', { name: nl.Editor.nav.media }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.media.title);
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);

    await upload(page, { name: `front-${run}.png`, mimeType: 'image/png', buffer: await png() }, ALT);
    await expect(page).toHaveURL(/\/nl\/staff\/media\/\?uploaded=\d+$/);
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.uploaded);
    const item = page.locator('li[data-upload]', { hasText: ALT.nl });
    await expect(item).toHaveCount(1);
    url = await item.locator('input[readonly]').inputValue();
    expect(url).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/);
    await expect(item.locator('img')).toHaveAttribute('src', /^\/_next\/image\/?\?url=%2Fmedia%2F/);
    await item.locator('img').scrollIntoViewIfNeeded();
    await expect.poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);

    // An HTML page named .png and declared as a PNG: refused by its content, nothing stored.
    const html = Buffer.from(`<!doctype html><title>x</title><script>alert(1)</script>${run}`);
    await upload(page, { name: `evil-${run}.png`, mimeType: 'image/png', buffer: html }, ALT);
    await expect(page.locator('[data-code="imageType"]')).toHaveText(nl.Editor.media.errors.imageType);
    await expect(page.locator('input[name="alt.fr"]')).toHaveValue(ALT.fr);
    // The description in the site's default language is required.
    await upload(page, { name: `nameless-${run}.png`, mimeType: 'image/png', buffer: await png() }, { [OTHER]: ALT[OTHER] });
    await expect(page.locator('[data-code="form"]')).toBeVisible();
    await expect(page.locator(`input[name="alt.${routing.defaultLocale}"] ~ p`, { hasText: nl.Editor.media.errors.altRequired })).toBeVisible();
    await expect(page.locator(`input[name="alt.${OTHER}"]`)).toHaveValue(ALT[OTHER]);
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      const names = (await db.select({ name: uploads.originalName }).from(uploads).where(like(uploads.originalName, `%${run}%`))).map((r) => r.name);
      expect(names).toEqual([`front-${run}.png`]);
    } finally {
      await pool.end();
    }

    // Served as the PNG it is, never as a page, cached for good; HEAD too; junk is a 404.
    const served = await request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await sharp(await served.body()).metadata()).width).toBe(1600);
    const head = await request.head(url);
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('image/png');
    for (const junk of [url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.'), url.replace('.png', '.jpg'), '/media/999999999-0123456789abcdef.png']) {
      const response = await request.get(junk);
      expect(response.status(), junk).toBe(404);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }

    // The image optimizer resizes it like every other photo.
    const resized = await request.get(`/_next/image/?url=${encodeURIComponent(url)}&w=600&q=75`, { headers: { accept: 'image/webp,image/*' } });
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toBe('image/webp');
    expect(await sharp(await resized.body()).metadata()).toMatchObject({ format: 'webp', width: 600, height: 375 });
  });

  test('the image is chosen for an article in a draft, previewed, and cannot be deleted meanwhile', async ({ page }) => {
    test.skip(!article || !url, 'no article with an address, or no upload');
    await logIn(page);
    await page.goto(`/nl/staff/articles/${article!.id}/`);
    // The article's own form holds its photo (the media picker), saved with the text.
    await page.locator(`[data-picker="image"] input[type="radio"][value="${url}"]`).check();
    for (const locale of SITE_LOCALES) await page.locator(`input[name="imageAlt.${locale}"]`).fill('');
    // The delivered articles name their address in words ('Verhuurbeheer'); the form takes the address itself (same path).
    for (const locale of SITE_LOCALES) {
      const name = page.locator(`input[name="name.${locale}"]`);
      if ((await name.count()) > 0) await name.fill(slugify(await name.inputValue()));
    }
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/staff/articles/${article!.id}/\\?saved=\\d+$`));
    await expect(page.locator(`[data-picker="image"] input[type="radio"][value="${url}"]`)).toBeChecked();
    // The description comes from the upload.
    await expect(page.locator('input[name="imageAlt.de"]')).toHaveValue(ALT.de);
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);

    await page.goto(`/preview/nl${article!.path}`);
    const image = page.locator(`main img[alt="${ALT.nl}"]`);
    await expect(image).toHaveAttribute('src', new RegExp(`^/_next/image/?\\?url=${encodeURIComponent(url).replace(/\./g, '\\.')}&w=\\d+`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The draft uses it: deleting is refused and says where.
    const id = url.match(/^\/media\/(\d+)-/)![1];
    await page.goto(`/nl/staff/media/${id}/`);
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);
    await page.getByRole('link', { name: nl.Editor.media.delete }).click();
    await expect(page.locator('[data-code="inUse"]')).toContainText(nl.Editor.media.documents.articles);
    await expect(page.getByRole('button', { name: nl.Editor.confirmDelete.image.confirm })).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(200);
  });

  test('the image pages are valid HTML', async ({ page }) => {
    await logIn(page);
    const id = url.match(/^\/media\/(\d+)-/)?.[1];
    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/media/', ...(id ? [`/fr/staff/media/${id}/`] : []), '/nl/staff/banner/', ...(article ? [`/en/staff/articles/${article.id}/`] : [])]) {
      pages.set(path, await (await page.request.get(path)).text());
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });

  test('descriptions are edited, and an unused image is deleted', async ({ page }) => {
    await logIn(page);
    await upload(page, { name: `spare-${run}.jpg`, mimeType: 'image/jpeg', buffer: await png() }, only(`Reserve ${run}`));
    const item = page.locator('li[data-upload]', { hasText: `Reserve ${run}` });
    const spare = await item.locator('input[readonly]').inputValue();
    // A PNG named .jpg stays the PNG it is.
    expect(spare).toMatch(/\.png$/);
    await item.getByRole('link').click();
    await page.locator('input[name="alt.en"]').fill(`Spare ${run}`);
    await page.getByRole('button', { name: nl.Editor.media.saveAlt }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.altSaved);
    await expect(page.locator('input[name="alt.en"]')).toHaveValue(`Spare ${run}`);
    await page.getByRole('link', { name: nl.Editor.media.delete }).click();
    await page.getByRole('button', { name: nl.Editor.confirmDelete.image.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.deleted);
    await expect(page.locator('li[data-upload]', { hasText: `Reserve ${run}` })).toHaveCount(0);
    expect((await page.request.get(spare)).status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an upload posts as a plain form and comes back listed', async ({ page }) => {
      await logIn(page);
      await upload(page, { name: `plain-${run}.webp`, mimeType: 'image/webp', buffer: await sharp(await png()).webp().toBuffer() }, only(`Zonder script ${run}`));
      await expect(page.getByRole('status')).toHaveText(nl.Editor.media.uploaded);
      await expect(page.locator('li[data-upload]', { hasText: `Zonder script ${run}` }).locator('input[readonly]')).toHaveValue(/\.webp$/);
    });
  });

  test('screenshots of the image screens', async ({ page }, testInfo) => {
    test.skip(!process.env.MEDIA_SCREENSHOTS, 'only when asked (MEDIA_SCREENSHOTS=1)');
    await logIn(page);
    const id = url.match(/^\/media\/(\d+)-/)?.[1];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [['media', '/nl/staff/media/'], ['media-item', `/nl/staff/media/${id}/`], ['banner', '/nl/staff/banner/'], ['article', `/nl/staff/articles/${article?.id}/`]]) {
        await page.goto(path!);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
    }
  });
});
