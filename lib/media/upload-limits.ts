/**
 * What an uploaded photo may be, and how a refusal says it in the staff member's words: the
 * photo's own size, pixels or format beside the limit ("This photo is 14.2 MB; photos may be at
 * most 10 MB"). Pure: the server's check (lib/server/media/image-check), the picker's check before
 * posting and the notice after proxy.ts refused an oversized post all fill the same message.
 */
import { CV_MAX_BYTES } from '@/lib/forms/request-limits';

/** The largest photo file taken: the size of the largest file any form takes (lib/forms/request-limits). */
export const MEDIA_MAX_BYTES = CV_MAX_BYTES;
/** Wider or taller than this is refused before it is decoded. */
export const MEDIA_MAX_SIDE = 8000;
/** The types a file input offers (the server sniffs the bytes whatever the browser says). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The largest video taken: a home banner's muted loop of half a minute in full HD is 10 to 30 MB.
 * Videos are posted to their own route (app/api/video-upload), not through a form action, whose
 * limit is the 11 MB of every form post.
 */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** What a video post may carry beside the file: the multipart framing and the file's name. */
export const VIDEO_POST_MAX_BYTES = VIDEO_MAX_BYTES + 64 * 1024;
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

const MIB = 1024 * 1024;

export type UploadRefusal =
  | { error: 'imageRequired' | 'imageBroken' }
  | { error: 'imageTooLarge'; bytes: number }
  | { error: 'imageDimensions'; width: number; height: number }
  /** `format`: what the bytes are when sharp knows it (GIF, HEIC, TIFF, SVG…), else absent. */
  | { error: 'imageType'; format?: string }
  | { error: 'videoRequired' | 'videoBroken' }
  /** `bytes`: the post's size when the whole of it was too large to read (a lower bound of the file's). */
  | { error: 'videoTooLarge'; bytes: number }
  | { error: 'videoType'; format?: string };

/**
 * A file's size in megabytes with one decimal, rounded up: a file one byte over the limit reads
 * "10.1 MB", never "10 MB", which would look allowed.
 */
export function megabytesText(bytes: number, locale: string): string {
  const tenths = Math.ceil((Math.max(0, bytes) / MIB) * 10) / 10;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tenths);
}

const whole = (n: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

/** The message key (Editor.media.errors.*) and its values for a refusal, figures in the locale's notation. */
export function refusalMessage(refusal: UploadRefusal, locale: string): { key: string; values: Record<string, string> } {
  switch (refusal.error) {
    case 'imageTooLarge':
      return { key: 'imageTooLarge', values: { size: megabytesText(refusal.bytes, locale), max: whole(MEDIA_MAX_BYTES / MIB, locale) } };
    case 'imageDimensions':
      return { key: 'imageDimensions', values: { width: whole(refusal.width, locale), height: whole(refusal.height, locale), max: whole(MEDIA_MAX_SIDE, locale) } };
    case 'imageType':
      return refusal.format ? { key: 'imageFormat', values: { format: refusal.format } } : { key: 'imageType', values: {} };
    case 'videoTooLarge':
      return { key: 'videoTooLarge', values: { size: megabytesText(refusal.bytes, locale), max: whole(VIDEO_MAX_BYTES / MIB, locale) } };
    case 'videoType':
      return refusal.format ? { key: 'videoFormat', values: { format: refusal.format } } : { key: 'videoType', values: {} };
    default:
      return { key: refusal.error, values: {} };
  }
}

/** The format name sharp reports, as people know it ('heif' from a phone is HEIC). */
export function formatName(format: string | undefined): string | undefined {
  if (!format) return undefined;
  const known: Record<string, string> = { heif: 'HEIC', jpeg: 'JPEG', svg: 'SVG', gif: 'GIF', tiff: 'TIFF', pdf: 'PDF', jp2: 'JPEG 2000', jxl: 'JPEG XL', raw: 'RAW' };
  return known[format] ?? (/^[a-z0-9]{2,10}$/i.test(format) ? format.toUpperCase() : undefined);
}

/** The size in a `tooLarge` query (a proxy refusal, ./proxy): digits only, else null. */
export function tooLargeBytes(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
