/**
 * The home banner's video from the media library, on the production build: an editor uploads an
 * MP4 on the media screen (a plain form post: with and without JavaScript), a QuickTime movie is
 * refused in words and stores nothing, the video is served with byte ranges (what Safari needs to
 * play it), and the banner screen offers it in a list instead of a typed path: chosen, saved, the
 * preview plays it. axe and the W3C checker on the media screens with a video listed.
 *
 * CI's Postgres persists between runs: the account and the videos are this run's own, nothing is
 * published, and the site document is put back afterwards (which drops the draft).
 */
import { randomUUID } from 'node:crypto';
import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { like } from 'drizzle-orm';
import nl from '@/messages/nl.json';
import { megabytesText } from '@/lib/media/upload-limits';
import { addStaff } from '@/lib/server/auth/staff';
import { DELIVERED_VERSION, documentState, restoreVersion } from '@/lib/server/content/store';
import { uploads } from '@/lib/server/db/schema';
import { mp4 } from '../tests/media/video-fixtures';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { expect, test } from './fixtures';
import { fastHash, logInStaff, skipWithoutDatabase, withE2eDb } from './staff';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `video.${run}@example.be`, password: `video password ${run}` };
const SHOTS = '/tmp/issue-33-video-shots';
const FILM = Buffer.from(mp4(300_000));
const axeViolations = async (page: Page) => (await axeBuilder(page).analyze()).violations;

/** Uploads a video on the media screen; the address of the video listed, or null after a refusal. */
async function uploadVideo(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.goto('/nl/staff/media/');
  await page.locator('#video-upload input[type="file"]').setInputFiles({ name, mimeType: 'video/mp4', buffer });
  await page.getByRole('button', { name: nl.Editor.media.videoUpload, exact: true }).click();
}

const listedVideo = (page: Page, name: string) => page.locator('li[data-upload]', { hasText: name });

test.describe('the banner video from the media library', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let endTurn: (() => void) | null = null;
  let siteBefore: number | null = null;
  let videoUrl = '';

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('site');
    siteBefore = await withE2eDb(async (db) => {
      await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
      return (await documentState(db, 'site')).published.id;
    });
  });

  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        if ((await documentState(db, 'site')).draft) await restoreVersion(db, { document: 'site', versionId: siteBefore ?? DELIVERED_VERSION, staffId: null });
        await db.delete(uploads).where(like(uploads.originalName, `%${run}%`));
      });
    } finally {
      endTurn?.();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an MP4 is uploaded, listed as a video and served with byte ranges; a QuickTime movie is refused in words', async ({ page }) => {
      await logInStaff(page, EDITOR);
      const film = FILM;
      await uploadVideo(page, `loop-${run}.mp4`, film);
      await expect(page).toHaveURL(/\/nl\/staff\/media\/\?videoUploaded=\d+$/);
      await expect(page.getByRole('status')).toHaveText(nl.Editor.media.videoUploaded);
      const item = listedVideo(page, `loop-${run}.mp4`);
      await expect(item.locator('video')).toHaveAttribute('preload', 'metadata');
      videoUrl = await item.locator('input[readonly]').inputValue();
      expect(videoUrl).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.mp4$/);

      const whole = await page.request.get(videoUrl);
      expect([whole.status(), whole.headers()['content-type'], whole.headers()['accept-ranges']]).toEqual([200, 'video/mp4', 'bytes']);
      expect((await whole.body()).equals(film)).toBe(true);
      const part = await page.request.get(videoUrl, { headers: { Range: 'bytes=100-199' } });
      expect([part.status(), part.headers()['content-range']]).toEqual([206, `bytes 100-199/${film.length}`]);
      expect((await part.body()).equals(film.subarray(100, 200))).toBe(true);

      await uploadVideo(page, `film-${run}.mov`, Buffer.from(mp4(1000, 'qt  ')));
      await expect(page).toHaveURL(/videoError=videoType&format=QuickTime/);
      await expect(page.locator('[data-code="videoRefused"]')).toHaveText(nl.Editor.media.errors.videoFormat.replace('{format}', 'QuickTime (MOV)'));
      await expect(page.locator('#video-file')).toHaveAttribute('aria-invalid', 'true');
      const stored = await withE2eDb((db) => db.select({ id: uploads.id }).from(uploads).where(like(uploads.originalName, `film-${run}%`)));
      expect(stored).toEqual([]);
    });

    test('the banner offers the library’s videos in a list, and plays the chosen one', async ({ page }) => {
      test.skip(!videoUrl, 'no video');
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/banner/');
      await expect(page.locator('input[name="videoUrl"]')).toHaveCount(0);
      await page.locator('select[name="type"]').selectOption('video');
      await page.locator('select[name="videoUrl"]').selectOption({ label: `loop-${run}.mp4 — ${megabytesText(FILM.length, 'nl')} MB` });
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/banner\/\?saved=\d+$/);
      await expect(page.locator('select[name="videoUrl"]')).toHaveValue(videoUrl);
      const banner = await withE2eDb(async (db) => (await documentState(db, 'site')).draft?.data.banner);
      expect([banner?.type, banner?.video]).toEqual(['video', { url: videoUrl, type: 'mp4' }]);
      // The draft's preview plays it.
      await page.goto('/preview/nl/');
      await expect(page.locator(`video source[src="${videoUrl}"]`)).toHaveAttribute('type', 'video/mp4');
    });
  });

  test('a WebM the browser itself recorded is taken as a WebM, and plays from the library', async ({ page }) => {
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/media/');
    // A real encoder's file, not one built here: a second of a canvas through MediaRecorder.
    const recorded = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(100);
      for (let frame = 0; frame < 30; frame++) {
        context.fillStyle = `hsl(${frame * 12} 70% 50%)`;
        context.fillRect(0, 0, 320, 180);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      recorder.stop();
      await stopped;
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    });
    await uploadVideo(page, `recorded-${run}.webm`, Buffer.from(recorded));
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.videoUploaded);
    const url = await listedVideo(page, `recorded-${run}.webm`).locator('input[readonly]').inputValue();
    expect(url).toMatch(/\.webm$/);
    // The browser plays it from /media/: it fetches it (by ranges where it asks) and decodes frames.
    const played = await page.evaluate(async (src) => {
      const video = Object.assign(document.createElement('video'), { muted: true, src });
      document.body.append(video);
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { readyState: video.readyState, error: video.error?.code ?? null, width: video.videoWidth };
    }, url);
    expect(played).toEqual({ readyState: expect.any(Number), error: null, width: 320 });
    expect(played.readyState).toBeGreaterThanOrEqual(2);
  });

  test('with JavaScript: a file over the limit is refused before it is sent; the screens pass axe and the W3C checker', async ({ page }) => {
    test.skip(!videoUrl, 'no video');
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/media/');
    // The size alone is checked in the browser: 51 MB of anything (a sparse file: Playwright hands over a path, not a buffer, above 50 MB).
    const huge = join(tmpdir(), `huge-${run}.mp4`);
    writeFileSync(huge, '');
    truncateSync(huge, 51 * 1024 * 1024);
    await page.locator('#video-upload input[type="file"]').setInputFiles(huge);
    rmSync(huge);
    await expect(page.locator('#video-upload [role="alert"]')).toHaveText(nl.Editor.media.errors.videoTooLarge.replace('{size}', '51,0').replace('{max}', '50'));
    await expect(page.locator('#video-upload input[type="file"]')).toHaveJSProperty('value', '');
    expect(await axeViolations(page)).toEqual([]);

    await uploadVideo(page, `second-${run}.mp4`, Buffer.from(mp4(2000)));
    await expect(page.getByRole('status')).toHaveText(nl.Editor.media.videoUploaded);
    const id = videoUrl.match(/^\/media\/(\d+)-/)![1];
    await page.goto(`/nl/staff/media/${id}/`);
    await expect(page.getByRole('heading', { name: nl.Editor.media.videoTitle, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/media/', `/nl/staff/media/${id}/`, `/nl/staff/media/${id}/delete/`, '/nl/staff/banner/']) pages.set(path, await (await page.request.get(path)).text());
    expect(nuCheckerReport(pages)).toEqual([]);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nl/staff/media/');
      await page.locator('#video-upload').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/media-${width}.png` });
    }
  });
});
