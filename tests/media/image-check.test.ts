import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { perLanguage } from '@/lib/locale';
import { checkImage, checkUploadedFile, MEDIA_MAX_BYTES, readAtMost } from '@/lib/server/media/image-check';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } });
const file = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });

describe('uploaded image checks', () => {
  it('takes a PNG named .jpg and declared JPEG as the PNG it is', async () => {
    const png = await solid(40, 30).png().toBuffer();
    const result = await checkUploadedFile(file(png, 'photo.jpg', 'image/jpeg'));
    expect(result).toMatchObject({ ok: true, contentType: 'image/png', width: 40, height: 30 });
    if (result.ok) expect((await sharp(result.bytes).metadata()).format).toBe('png');
  });

  it.each([
    ['WebP', () => solid(20, 10).webp().toBuffer(), 'image/webp'],
    ['AVIF', () => solid(20, 10).avif().toBuffer(), 'image/avif'],
    ['JPEG', () => solid(20, 10).jpeg().toBuffer(), 'image/jpeg'],
  ])('takes a %s', async (_label, make, type) => {
    expect(await checkImage(await make())).toMatchObject({ ok: true, contentType: type });
  });

  it('refuses an HTML file named .jpg, an SVG, a GIF and plain text', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    expect(await checkUploadedFile(file(html, 'photo.jpg', 'image/jpeg'))).toEqual({ ok: false, error: 'imageType' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    expect(await checkUploadedFile(file(svg, 'logo.png', 'image/png'))).toMatchObject({ ok: false, error: 'imageType' });
    expect(await checkImage(await solid(4, 4).gif().toBuffer())).toEqual({ ok: false, error: 'imageType', format: 'GIF' });
    expect(await checkImage(Buffer.from('hello'))).toEqual({ ok: false, error: 'imageType' });
  });

  it('refuses a JPEG cut short', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    expect(await checkImage(noisy.subarray(0, Math.floor(noisy.length / 2)))).toEqual({ ok: false, error: 'imageBroken' });
  });

  it('refuses an empty file, a missing one and more than 8000 pixels a side', async () => {
    expect(await checkUploadedFile(file(new Uint8Array(0), 'a.png', 'image/png'))).toEqual({ ok: false, error: 'imageRequired' });
    expect(await checkUploadedFile(null)).toEqual({ ok: false, error: 'imageRequired' });
    expect(await checkImage(await solid(8001, 2).png().toBuffer())).toEqual({ ok: false, error: 'imageDimensions', width: 8001, height: 2 });
    expect(await checkImage(await solid(2, 8001).png().toBuffer())).toEqual({ ok: false, error: 'imageDimensions', width: 2, height: 8001 });
  });

  it('refuses a body over the limit and stops reading it there', async () => {
    expect(await checkUploadedFile(file(new Uint8Array(MEDIA_MAX_BYTES + 1), 'big.png', 'image/png'))).toEqual({ ok: false, error: 'imageTooLarge', bytes: MEDIA_MAX_BYTES + 1 });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    expect(await readAtMost(endless, 3 * 1024 * 1024)).toBeNull();
    expect(pulled).toBeLessThan(8);
    const small = new Blob([new Uint8Array(10)]).stream();
    expect((await readAtMost(small, 10))?.length).toBe(10);
  });

  it('turns the image upright by its EXIF orientation and keeps no EXIF', async () => {
    const withExif = await solid(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Artist: 'someone' } } })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const result = await checkImage(withExif);
    expect(result).toMatchObject({ ok: true, contentType: 'image/jpeg', width: 20, height: 60 });
    if (!result.ok) return;
    const after = await sharp(result.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('secret'))).toBe(false);
    expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the descriptions of an image', () => {
  it("require the site's default language and give its text to the languages left empty", async () => {
    const { mediaAltFormSchema } = await import('@/lib/forms/media');
    const { routing } = await import('@/i18n/routing');
    const other = routing.locales.find((l) => l !== routing.defaultLocale)!;
    const missing = mediaAltFormSchema.safeParse({ alt: { ...perLanguage(() => ''), [other]: 'Only this' } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['alt', routing.defaultLocale], message: 'Editor.media.errors.altRequired' });
    const filled = mediaAltFormSchema.parse({ alt: { ...perLanguage(() => ''), [routing.defaultLocale]: ' Front ', [other]: 'Other' } });
    expect(filled.alt[routing.defaultLocale]).toBe('Front');
    expect(filled.alt[other]).toBe('Other');
    expect(Object.values(filled.alt).every((text) => text === 'Front' || text === 'Other')).toBe(true);
  });
});

describe('the description of an image chosen for an article', () => {
  it('is what was typed, else the upload’s; text kept from the previous image follows the new one', async () => {
    const { chosenImageAlt } = await import('@/lib/media/image-alt');
    const upload = { url: '/media/2-0123456789abcdef.png', alt: { nl: 'Nieuw', fr: 'Nouveau', en: '', de: 'Neu' } };
    const previous = { url: '/media/1-0123456789abcdef.png', alt: { nl: 'Oud', fr: 'Ancien', en: 'Old', de: 'Alt' } };
    expect(chosenImageAlt({ nl: '', fr: ' Typed ', en: '', de: '' }, null, upload, 'fr')).toEqual({ nl: 'Nieuw', fr: 'Typed', en: 'Nouveau', de: 'Neu' });
    expect(chosenImageAlt(previous.alt, previous, upload, 'fr')).toEqual({ nl: 'Nieuw', fr: 'Nouveau', en: 'Nouveau', de: 'Neu' });
    expect(chosenImageAlt({ ...previous.alt, de: 'Eigener Text' }, previous, upload, 'fr').de).toBe('Eigener Text');
    // The same image again: what is typed stays.
    expect(chosenImageAlt({ nl: 'Oud', fr: 'Ancien', en: 'Old', de: '' }, { ...previous, url: upload.url }, upload, 'fr')).toEqual({ nl: 'Oud', fr: 'Ancien', en: 'Old', de: 'Neu' });
  });
});
