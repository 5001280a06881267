import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedContent, saveDraft } from '@/lib/server/content/store';
import { addStaff } from '@/lib/server/auth/staff';
import { checkImage, type CheckedImage } from '@/lib/server/media/image-check';
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
});
