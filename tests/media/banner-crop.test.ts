import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/api/banner-crop/[...photo]/route';
import { addStaff } from '@/lib/server/auth/staff';
import { portraitCrop } from '@/lib/server/media/banner-crop';
import type { CheckedImage } from '@/lib/server/media/image-check';
import { insertUpload } from '@/lib/server/media/media-store';
import { PORTRAIT_ASPECT } from '@/lib/images/banner-sizes';
import { startTestDatabase, type TestDatabase } from '../server/harness';

const alt = { nl: 'Gevel', fr: 'Façade', en: 'Front', de: 'Fassade' };
const noDatabase = () => {
  throw new Error('no upload was asked for');
};

/** A photo whose red channel says its column (x × 255 ÷ width) and green its row: where a crop came from shows in it. */
async function gradedPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x * 255) / (width - 1));
      pixels[at + 1] = Math.round((y * 255) / (height - 1));
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** The red and green of the crop's pixel at (x, y). */
async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!];
}

describe('a banner photo’s phone crop', () => {
  let db: TestDatabase;
  let staffId: number;
  /** Stored as it is (not through checkImage, which would turn it upright): an upload's address. */
  async function upload(bytes: Buffer, width: number, height: number): Promise<string> {
    const image: CheckedImage = { ok: true, contentType: 'image/png', width, height, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    return (await insertUpload(db.db, image, { originalName: 'banner.png', alt, staffId })).url;
  }

  beforeAll(async () => {
    db = await startTestDatabase('pglite');
    staffId = await addStaff(db.db, { email: `banner-crop-${Date.now()}@example.test`, role: 'editor', locale: 'nl', password: 'a-long-password-1' });
  }, 60_000);
  afterAll(async () => db?.stop());

  it('is the middle of the photo, as tall as it and PORTRAIT_ASPECT wide: what an upright phone shows of it', async () => {
    const url = await upload(await gradedPhoto(1600, 900), 1600, 900);
    const crop = (await portraitCrop(url, () => db.db))!;
    const { width, height, format } = await sharp(crop).metadata();
    expect(format).toBe('webp');
    expect(height).toBe(900);
    expect(width).toBe(Math.round(900 * PORTRAIT_ASPECT));
    // Its first column is the photo's column 462, its last 1136; its rows are the photo's rows.
    const left = Math.floor((1600 - width!) / 2);
    const [redLeft, greenTop] = await pixelAt(crop, 0, 0);
    const [redRight, greenBottom] = await pixelAt(crop, width! - 1, height! - 1);
    expect(redLeft).toBeCloseTo((left * 255) / 1599, -1);
    expect(redRight).toBeCloseTo(((left + width! - 1) * 255) / 1599, -1);
    expect(greenTop).toBeLessThan(6);
    expect(greenBottom).toBeGreaterThan(249);
  });

  it('turns a photo upright by its EXIF orientation before it cuts', async () => {
    // Stored 900 wide and 1600 tall, shown a quarter turn clockwise: 1600 × 900.
    const turned = await sharp(await gradedPhoto(900, 1600)).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const url = await upload(turned, 900, 1600);
    const crop = (await portraitCrop(url, () => db.db))!;
    const { width, height } = await sharp(crop).metadata();
    expect([width, height]).toEqual([Math.round(900 * PORTRAIT_ASPECT), 900]);
  });

  it('is made once per photo', async () => {
    const url = await upload(await gradedPhoto(320, 180), 320, 180);
    expect(portraitCrop(url, () => db.db)).toBe(portraitCrop(url, () => db.db));
  });

  it('is none for a photo no wider than the crop, an unknown upload, a missing file or another site’s photo', async () => {
    const upright = await upload(await gradedPhoto(600, 900), 600, 900);
    for (const url of [upright, '/media/999999-0123456789abcdef.png', '/images/banner/none.jpg', 'https://example.com/a.jpg']) {
      expect(await portraitCrop(url, () => db.db), url).toBeNull();
    }
  });

  it('is served for a file of the build, under its photo’s path', async () => {
    const params = Promise.resolve({ photo: ['images', 'banner', 'banner-1.jpg'] });
    const response = await GET(new Request('http://site/api/banner-crop/images/banner/banner-1.jpg'), { params });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height]).toEqual([810, 1080]);
    const head = await HEAD(new Request('http://site/api/banner-crop/images/banner/banner-1.jpg', { method: 'HEAD' }), { params });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(await portraitCrop('/images/banner/banner-1.jpg', noDatabase)).not.toBeNull();
  });

  it('answers 404 for any other path, without reading anything', async () => {
    for (const photo of [
      ['photos', '4019012', '1.jpg'],
      ['images', 'banner', '..', '..', 'package.json'],
      ['images', '..', 'banner-1.jpg'],
      ['images', 'banner', 'banner-1.jpg', 'x'],
      ['media', '12-0123456789abcdef.mp4'],
      ['images', 'banner', 'none.jpg'],
    ]) {
      const response = await GET(new Request('http://site/'), { params: Promise.resolve({ photo }) });
      expect(response.status, photo.join('/')).toBe(404);
    }
  });
});
