/**
 * The banner's video as the banner screen posts it: none, the file it plays now (kept, whether
 * in the library or a file delivered with the site), or one of the library's videos. Any other
 * address is refused: the screen offers no typed path.
 */
import 'server-only';
import type { Database } from '../db/client';
import { listUploads } from './media-store';

export async function isOfferedVideo(db: Database, url: string, current: string): Promise<boolean> {
  if (url === '' || url === current) return true;
  return (await listUploads(db, 'video')).some((upload) => upload.url === url);
}
