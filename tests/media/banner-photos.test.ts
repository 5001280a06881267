import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '@/lib/server/auth/staff';
import { bannerPhotos } from '@/lib/server/media/banner-photos';
import { checkImage } from '@/lib/server/media/image-check';
import { insertUpload } from '@/lib/server/media/media-store';
import { startTestDatabase, type TestDatabase } from '../server/harness';

const alt = { nl: 'Gevel', fr: 'Façade', en: 'Front', de: 'Fassade' };
const noDatabase = () => {
  throw new Error('no upload was asked for');
};

describe('bannerPhotos', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => db?.stop());

  it('reads a photo of the build: its aspect ratio and a tiny blurred copy to inline', async () => {
    const photos = await bannerPhotos(['/images/banner/banner-1.jpg'], noDatabase);
    const photo = photos['/images/banner/banner-1.jpg']!;
    expect(photo.aspect).toBeCloseTo(16 / 9);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(600);
  });

  it('reads an upload from the database', async () => {
    const checked = await checkImage(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#246' } }).jpeg().toBuffer());
    if (!checked.ok) throw new Error(checked.error);
    const staffId = await addStaff(db.db, { email: 'banner@example.test', role: 'editor', locale: 'nl', password: 'a-long-password-1' });
    const upload = await insertUpload(db.db, checked, { originalName: 'front.jpg', alt, staffId });
    const photos = await bannerPhotos([upload.url], () => db.db);
    expect(photos[upload.url]?.aspect).toBeCloseTo(1.5);
  });

  it('leaves out what it cannot read: a missing file, a path out of public/, another site, an unknown upload', async () => {
    const urls = ['/images/banner/none.jpg', '/../package.json', '/%2e%2e/package.json', 'https://example.com/a.jpg', '//example.com/a.jpg', '/media/999-0123456789abcdef.jpg'];
    expect(await bannerPhotos(urls, () => db.db)).toEqual({});
  });
});
