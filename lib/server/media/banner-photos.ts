/**
 * What the home banner needs to know of its photos before the page is sent: each one's
 * aspect ratio, for a `sizes` that asks for the width it is drawn at (lib/images/banner-sizes), and
 * a tiny blurred copy shown until it arrives. Read once per address (an address names one content:
 * a file of the build under public/, or an upload whose address carries its sha256); a photo that
 * cannot be read (another site's, a missing file) has neither.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { foundMemo } from '@/lib/found-memo';
import type { BannerPhoto } from '@/lib/images/banner-sizes';
import { parseMediaFile } from '@/lib/media/media-url';
import { getDb, type Database } from '../db/client';
import { uploadBytes } from './media-store';

/** The placeholder's width in pixels: about 200 bytes of WebP, inlined in the page. */
const PLACEHOLDER_WIDTH = 16;

/** Photos read, by address (a banner's and the editor's previews: a few hundred bytes each). */
const known = foundMemo<BannerPhoto>(64);

/** A banner photo's bytes: an upload from `db`, a file of public/; null for another site's or a missing one. */
export async function bannerPhotoBytes(url: string, db: () => Database): Promise<Buffer | null> {
  if (url.startsWith('/media/')) {
    const file = parseMediaFile(url.slice('/media/'.length));
    return file ? ((await uploadBytes(db(), file.id, file.sha))?.bytes ?? null) : null;
  }
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const root = path.resolve('public');
  const file = path.resolve(root, `.${decodeURIComponent(new URL(url, 'http://site').pathname)}`);
  return file.startsWith(root + path.sep) ? readFile(file) : null;
}

async function read(url: string, db: () => Database): Promise<BannerPhoto | null> {
  try {
    const bytes = await bannerPhotoBytes(url, db);
    if (!bytes) return null;
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    const tiny = await sharp(bytes).resize(PLACEHOLDER_WIDTH).webp({ quality: 50 }).toBuffer();
    return { aspect: width / height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch {
    return null;
  }
}

/** The photos among `urls` that could be read, by address (uploads from `db`, asked only for one). */
export async function bannerPhotos(urls: string[], db: () => Database = () => getDb().db): Promise<Record<string, BannerPhoto>> {
  const entries = await Promise.all(urls.map(async (url) => [url, await known(url, () => read(url, db))] as const));
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, BannerPhoto] => entry[1] !== null));
}
