/**
 * The checks an uploaded image passes before it is stored. Its type is sniffed from
 * the bytes by sharp, whatever its name or declared type: JPEG, PNG, WebP or AVIF only (never SVG,
 * HTML or anything a browser could run). It is read at most MEDIA_MAX_BYTES (the read stops
 * there), at most MEDIA_MAX_SIDE pixels a side, and re-encoded in its own format: turned upright
 * by its EXIF orientation, every metadata block (EXIF, GPS, XMP) left out.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaType, VideoType } from '@/lib/media/media-url';
import { formatName, MEDIA_MAX_BYTES, MEDIA_MAX_SIDE, type UploadRefusal } from '@/lib/media/upload-limits';

export { MEDIA_MAX_BYTES, MEDIA_MAX_SIDE };

/** The photos' types; a checked video (./video-upload) is stored the same way with a video type. */
type PhotoType = Exclude<MediaType, VideoType>;

export type CheckedImage = {
  ok: true;
  contentType: MediaType;
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
};
/** A refusal with the figures its message names (lib/media/upload-limits refusalMessage). */
export type ImageRefusal = { ok: false } & UploadRefusal;

/**
 * The bytes of `stream`, read chunk by chunk and abandoned as soon as they pass `max`: a huge
 * body is never held whole. Null when it is larger.
 */
export async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The format sharp found in the bytes, if it is one the site serves. */
function acceptedType(metadata: Metadata): PhotoType | null {
  switch (metadata.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    // libheif reads AVIF (AV1) and HEIC (HEVC) alike: only AV1 is an AVIF.
    case 'heif':
      return metadata.compression === 'av1' ? 'image/avif' : null;
    default:
      return null;
  }
}

const SHARP_OPTIONS = { limitInputPixels: MEDIA_MAX_SIDE * MEDIA_MAX_SIDE, failOn: 'error' } as const;

/** Re-encodes in the same format; sharp writes no metadata unless asked (withMetadata). */
function encode(image: Sharp, type: PhotoType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70 });
  }
}

export async function checkImage(input: Buffer): Promise<CheckedImage | ImageRefusal> {
  if (input.byteLength === 0) return { ok: false, error: 'imageRequired' };
  if (input.byteLength > MEDIA_MAX_BYTES) return { ok: false, error: 'imageTooLarge', bytes: input.byteLength };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, SHARP_OPTIONS).metadata();
  } catch {
    return { ok: false, error: 'imageType' };
  }
  const type = acceptedType(metadata);
  if (!type) {
    const format = formatName(metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format);
    return format ? { ok: false, error: 'imageType', format } : { ok: false, error: 'imageType' };
  }
  if (!metadata.width || !metadata.height) return { ok: false, error: 'imageBroken' };
  if (metadata.width > MEDIA_MAX_SIDE || metadata.height > MEDIA_MAX_SIDE) return { ok: false, error: 'imageDimensions', width: metadata.width, height: metadata.height };
  try {
    const { data, info } = await encode(sharp(input, SHARP_OPTIONS).rotate(), type).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      contentType: type,
      width: info.width,
      height: info.height,
      bytes: data,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    // A file cut short, a corrupt stream: it would not show on the site either.
    return { ok: false, error: 'imageBroken' };
  }
}

/** Reads an uploaded file (at most MEDIA_MAX_BYTES) and checks it. */
export async function checkUploadedFile(file: unknown): Promise<CheckedImage | ImageRefusal> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: 'imageRequired' };
  if (file.size > MEDIA_MAX_BYTES) return { ok: false, error: 'imageTooLarge', bytes: file.size };
  const bytes = await readAtMost(file.stream(), MEDIA_MAX_BYTES);
  if (!bytes) return { ok: false, error: 'imageTooLarge', bytes: file.size };
  return checkImage(bytes);
}
