/**
 * A banner photo's phone crop: its middle, as tall as the photo and PORTRAIT_ASPECT wide
 * (lib/images/banner-sizes), which is all a phone held upright shows of it (the photo covers the
 * banner's box, centred). Next's image optimizer resizes it like any photo (app/api/banner-crop), so a
 * phone fetches and decodes the pixels it shows, as sharp as before, and not the sides it never
 * shows. Made once per address (an address names one content), kept for the few banner photos.
 */
import 'server-only';
import sharp from 'sharp';
import { foundMemo } from '@/lib/found-memo';
import { PORTRAIT_ASPECT } from '@/lib/images/banner-sizes';
import { getDb, type Database } from '../db/client';
import { bannerPhotoBytes } from './banner-photos';

/** Crops kept: a banner has a handful of photos; an editor's preview may add a few. */
const made = foundMemo<Buffer>(24);

/** EXIF orientations that turn the photo a quarter: its width is the file's height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

async function cut(src: string, db: () => Database): Promise<Buffer | null> {
  try {
    const bytes = await bannerPhotoBytes(src, db);
    if (!bytes) return null;
    const { width, height, orientation } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    const [shownWidth, shownHeight] = QUARTER_TURNS.has(orientation ?? 1) ? [height, width] : [width, height];
    const cropWidth = Math.round(shownHeight * PORTRAIT_ASPECT);
    // A photo that is no wider than the crop is shown whole already.
    if (cropWidth >= shownWidth) return null;
    return await sharp(bytes, { autoOrient: true })
      .extract({ left: Math.floor((shownWidth - cropWidth) / 2), top: 0, width: cropWidth, height: shownHeight })
      // WebP keeps a transparent upload transparent; near-lossless, since the optimizer encodes it again.
      .webp({ quality: 92 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The crop of the banner photo at `src` (a path of public/ or an upload's), or null: none to make. */
export function portraitCrop(src: string, db: () => Database = () => getDb().db): Promise<Buffer | null> {
  return made(src, () => cut(src, db));
}
