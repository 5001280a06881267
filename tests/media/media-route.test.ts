import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedContent, saveDraft } from '@/lib/server/content/store';
import { addStaff } from '@/lib/server/auth/staff';
import { checkImage, type CheckedImage } from '@/lib/server/media/image-check';
import { SLICE_CHUNK } from '@/lib/server/media/media-range';
import { mediaResponse } from '@/lib/server/media/media-response';
import { deleteUpload, insertUpload, listUploads, updateUploadAlt, uploadReferences } from '@/lib/server/media/media-store';
import { BACKENDS, startTestDatabase, type TestDatabase } from '../server/harness';

const alt = { nl: 'Gevel', fr: 'Façade', en: 'Front', de: 'Fassade' };

describe.each(BACKENDS)('uploaded images on %s', (backend) => {
  let db: TestDatabase;
  let image: CheckedImage;
  let staffId: number;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    const checked = await checkImage(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#246' } }).png().toBuffer());
    if (!checked.ok) throw new Error(checked.error);
    image = checked;
    staffId = await addStaff(db.db, { email: `media-${backend}@example.test`, role: 'editor', locale: 'nl', password: 'a-long-password-1' });
  }, 60_000);
  afterAll(async () => db?.stop());

  it('stores an image with its alt texts and serves it as the type sniffed, never as a page', async () => {
    const upload = await insertUpload(db.db, image, { originalName: 'front.jpg', alt, staffId });
    expect(upload.url).toMatch(new RegExp(`^/media/${upload.id}-${image.sha256.slice(0, 16)}\\.png$`));
    expect((await listUploads(db.db))[0]).toMatchObject({ id: upload.id, alt, width: 30, height: 20, contentType: 'image/png' });
    const file = upload.url.slice('/media/'.length);
    const response = await mediaResponse(db.db, file, 'GET');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(image.bytes.byteLength),
      'accept-ranges': 'bytes',
      etag: `"${image.sha256}"`,
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(image.bytes)).toBe(true);
    const head = await mediaResponse(db.db, file, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 to junk, another sha, another extension and a missing id', async () => {
    const [upload] = await listUploads(db.db);
    const file = upload!.url.slice('/media/'.length);
    for (const junk of ['x', 'abc.png', `${upload!.id}-0000000000000000.png`, file.replace('.png', '.jpg'), `999999-${file.split('-')[1]}`, `${file}.html`]) {
      const response = await mediaResponse(db.db, junk, 'GET');
      expect(response.status, junk).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('edits the alt texts and refuses to delete an image the content still uses', async () => {
    const upload = await insertUpload(db.db, image, { originalName: 'used.png', alt, staffId });
    expect(await updateUploadAlt(db.db, upload.id, { ...alt, en: 'The front' })).toBe(true);
    expect(await updateUploadAlt(db.db, 999_999, alt)).toBe(false);
    const articles = embeddedContent().articles;
    const data = articles.map((a, i) => (i === 0 ? { ...a, image: { url: upload.url, alt } } : a));
    expect(await saveDraft(db.db, { document: 'articles', data, authorId: staffId, note: 'image', baseId: null })).toMatchObject({ ok: true });
    expect(await uploadReferences(db.db, upload.url)).toEqual(['articles']);
    expect(await deleteUpload(db.db, upload.id)).toEqual({ ok: false, usedBy: ['articles'] });
    expect((await mediaResponse(db.db, upload.url.slice(7), 'GET')).status).toBe(200);
    const other = await insertUpload(db.db, image, { originalName: 'free.png', alt, staffId });
    expect(await deleteUpload(db.db, other.id)).toEqual({ ok: true });
    expect((await mediaResponse(db.db, other.url.slice(7), 'GET')).status).toBe(404);
    expect(await deleteUpload(db.db, other.id)).toEqual({ ok: false, usedBy: null });
  });

  describe('a video, served by byte ranges', () => {
    // A fake MP4: an ftyp box, then random bytes; longer than two reads (SLICE_CHUNK) so a whole
    // answer is streamed, and not a multiple of one.
    const bytes = Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), randomBytes(2 * SLICE_CHUNK + 123_457)]);
    const total = bytes.byteLength;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    let file = '';
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => mediaResponse(db.db, file, method, new Headers(headers));
    const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

    beforeAll(async () => {
      const video: CheckedImage = { ok: true, sha256, contentType: 'video/mp4', bytes, width: 0, height: 0 };
      const upload = await insertUpload(db.db, video, { originalName: 'banner.mp4', alt, staffId });
      expect(upload.url).toMatch(/\.mp4$/);
      file = upload.url.slice('/media/'.length);
    });

    it('answers the whole with Accept-Ranges, and HEAD without a body', async () => {
      for (const response of [await get(), await mediaResponse(db.db, file, 'GET')]) {
        expect(response.status).toBe(200);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          'content-type': 'video/mp4',
          'content-length': String(total),
          'accept-ranges': 'bytes',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'content-disposition': 'inline',
          'cache-control': 'public, max-age=31536000, immutable',
          etag: `"${sha256}"`,
        });
        expect(response.headers.get('content-range')).toBeNull();
        expect((await body(response)).equals(bytes)).toBe(true);
      }
      const head = await get({}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(total));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it('answers a range with 206 and only its bytes, across reads too', async () => {
      for (const [start, end] of [
        [0, 1],
        [1000, 1999],
        [SLICE_CHUNK - 10, SLICE_CHUNK + 9],
        [5, 2 * SLICE_CHUNK + 5],
        [total - 1, total - 1],
      ] as const) {
        const response = await get({ Range: `bytes=${start}-${end}` });
        expect(response.status, `${start}-${end}`).toBe(206);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          'content-type': 'video/mp4',
          'content-range': `bytes ${start}-${end}/${total}`,
          'content-length': String(end - start + 1),
          'accept-ranges': 'bytes',
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=31536000, immutable',
          etag: `"${sha256}"`,
        });
        expect((await body(response)).equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
      // The stored slice is what the database holds: read it there.
      const stored = await db.db.execute<{ slice: Buffer }>(sql`SELECT substring(bytes from 1001 for 1000) AS slice FROM uploads WHERE sha256 = ${sha256}`);
      const response = await get({ Range: 'bytes=1000-1999' });
      expect((await body(response)).equals(Buffer.from(stored.rows[0]!.slice))).toBe(true);
    });

    it('answers a suffix range, an open range and a range past the end clamped', async () => {
      const suffix = await get({ Range: 'bytes=-500' });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get('content-range')).toBe(`bytes ${total - 500}-${total - 1}/${total}`);
      expect(suffix.headers.get('content-length')).toBe('500');
      expect((await body(suffix)).equals(bytes.subarray(total - 500))).toBe(true);

      const open = await get({ Range: `bytes=${SLICE_CHUNK + 7}-` });
      expect(open.status).toBe(206);
      expect(open.headers.get('content-range')).toBe(`bytes ${SLICE_CHUNK + 7}-${total - 1}/${total}`);
      expect(open.headers.get('content-length')).toBe(String(total - SLICE_CHUNK - 7));
      expect((await body(open)).equals(bytes.subarray(SLICE_CHUNK + 7))).toBe(true);

      const first = await get({ Range: 'bytes=0-' });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-${total - 1}/${total}`);
      expect((await body(first)).equals(bytes)).toBe(true);

      const past = await get({ Range: `bytes=${total - 10}-${total * 2}` });
      expect(past.status).toBe(206);
      expect(past.headers.get('content-range')).toBe(`bytes ${total - 10}-${total - 1}/${total}`);
      expect((await body(past)).equals(bytes.subarray(total - 10))).toBe(true);
    });

    it('answers 416 to a range past the end, for GET and HEAD', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        for (const range of [`bytes=${total}-`, `bytes=${total + 5}-${total + 10}`, 'bytes=-0']) {
          const response = await get({ Range: range }, method);
          expect(response.status, `${method} ${range}`).toBe(416);
          expect(response.headers.get('content-range')).toBe(`bytes */${total}`);
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
      }
    });

    it('answers the whole to several ranges and junk', async () => {
      for (const range of ['bytes=0-1,5-6', 'bytes=0-1, -5', 'bytes=9-3', 'items=0-1', 'bytes=x-']) {
        const response = await get({ Range: range });
        expect(response.status, range).toBe(200);
        expect(response.headers.get('content-length')).toBe(String(total));
        expect(response.headers.get('content-range')).toBeNull();
        expect((await body(response)).equals(bytes), range).toBe(true);
      }
    });

    it('serves the range only when If-Range names this content', async () => {
      for (const ifRange of ['"0123"', `W/"${sha256}"`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
        const response = await get({ Range: 'bytes=0-99', 'If-Range': ifRange });
        expect(response.status, ifRange).toBe(200);
        expect(response.headers.get('content-length')).toBe(String(total));
        expect((await body(response)).byteLength).toBe(total);
      }
      const same = await get({ Range: 'bytes=0-99', 'If-Range': `"${sha256}"` });
      expect(same.status).toBe(206);
      expect((await body(same)).equals(bytes.subarray(0, 100))).toBe(true);
      // If-Range without Range changes nothing.
      expect((await get({ 'If-Range': '"0123"' })).status).toBe(200);
    });

    it('answers HEAD with a range like GET, without a body', async () => {
      const head = await get({ Range: 'bytes=100-199' }, 'HEAD');
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe(`bytes 100-199/${total}`);
      expect(head.headers.get('content-length')).toBe('100');
      expect(head.headers.get('accept-ranges')).toBe('bytes');
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it('serves an image by ranges too, and a video name only as a video', async () => {
      const photo = (await listUploads(db.db))[0]!;
      const response = await mediaResponse(db.db, photo.url.slice('/media/'.length), 'GET', new Headers({ Range: 'bytes=0-7' }));
      expect(response.status).toBe(206);
      expect((await body(response)).equals(image.bytes.subarray(0, 8))).toBe(true);
      expect((await mediaResponse(db.db, file.replace('.mp4', '.webm'), 'GET')).status).toBe(404);
      expect((await mediaResponse(db.db, file.replace('.mp4', '.png'), 'GET', new Headers({ Range: 'bytes=0-1' }))).status).toBe(404);
    });
  });
});
