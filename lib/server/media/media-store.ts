/**
 * The uploaded images in the `uploads` table: one database for every instance, so an
 * image uploaded through one `npm start` is served by all of them.
 */
import 'server-only';
import { desc, eq, inArray, notInArray } from 'drizzle-orm';
import { CONTENT_DOCUMENTS, type ContentDocument } from '@/lib/content/documents';
import { perLanguage } from '@/lib/locale';
import type { AltText } from '@/lib/media/image-alt';
import { mediaUrl, VIDEO_TYPES } from '@/lib/media/media-url';
import { recordStaffEvent } from '../auth/staff-events';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { documentState } from '../content/store';
import type { CheckedImage } from './image-check';


export type UploadSummary = {
  id: number;
  url: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  originalName: string;
  alt: AltText;
  createdAt: Date;
};

const summaryColumns = {
  id: uploads.id,
  sha256: uploads.sha256,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
  width: uploads.width,
  height: uploads.height,
  originalName: uploads.originalName,
  alt: uploads.alt,
  createdAt: uploads.createdAt,
};

const summary = ({ sha256, ...row }: { sha256: string } & Omit<UploadSummary, 'url' | 'alt'> & { alt: Record<string, string> }): UploadSummary => ({
  ...row,
  alt: perLanguage((l) => row.alt[l] ?? ''),
  url: mediaUrl({ id: row.id, sha256, contentType: row.contentType }),
});

/** What a list of uploads holds: the photos (what every picker of an image offers), the videos, or both. */
export type UploadKind = 'image' | 'video' | 'all';

const ofKind = (kind: UploadKind) =>
  kind === 'all' ? undefined : kind === 'video' ? inArray(uploads.contentType, [...VIDEO_TYPES]) : notInArray(uploads.contentType, [...VIDEO_TYPES]);

/** The uploads of a kind, newest first (photos unless said otherwise). */
export async function listUploads(db: Database, kind: UploadKind = 'image'): Promise<UploadSummary[]> {
  const rows = await db.select(summaryColumns).from(uploads).where(ofKind(kind)).orderBy(desc(uploads.id));
  return rows.map(summary);
}

export async function findUpload(db: Database, id: number): Promise<UploadSummary | null> {
  const [row] = await db.select(summaryColumns).from(uploads).where(eq(uploads.id, id));
  return row ? summary(row) : null;
}

/** The stored bytes of an upload whose sha256 starts with `sha` (the served URL), else null. */
export async function uploadBytes(db: Database, id: number, sha: string): Promise<{ contentType: string; bytes: Buffer; sha256: string } | null> {
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes, sha256: uploads.sha256 }).from(uploads).where(eq(uploads.id, id));
  return row && row.sha256.startsWith(sha) ? row : null;
}

/** Stores a checked photo, or a checked video (its sides 0: lib/server/media/video-upload). */
export async function insertUpload(db: Database, image: CheckedImage, input: { originalName: string; alt: AltText; staffId: number }): Promise<UploadSummary> {
  const [row] = await db
    .insert(uploads)
    .values({
      sha256: image.sha256,
      contentType: image.contentType,
      byteSize: image.bytes.byteLength,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      originalName: input.originalName.slice(0, 200),
      alt: input.alt,
      uploadedBy: input.staffId,
    })
    .returning(summaryColumns);
  return summary(row!);
}

export async function updateUploadAlt(db: Database, id: number, alt: AltText): Promise<boolean> {
  const rows = await db.update(uploads).set({ alt }).where(eq(uploads.id, id)).returning({ id: uploads.id });
  return rows.length > 0;
}

/** The documents whose published version or draft still names the upload's URL. */
export async function uploadReferences(db: Database, url: string): Promise<ContentDocument[]> {
  const found: ContentDocument[] = [];
  for (const document of CONTENT_DOCUMENTS) {
    const state = await documentState(db, document);
    const texts = [state.published.data, state.draft?.data].map((data) => (data === undefined ? '' : JSON.stringify(data)));
    if (texts.some((text) => text.includes(url))) found.push(document);
  }
  return found;
}

/**
 * Deletes an upload unless the content still uses it: the documents that do, else []. The staff
 * journal records who deleted it, in the same transaction as the delete.
 */
export async function deleteUpload(
  db: Database,
  id: number,
  actorId: number | null = null,
): Promise<{ ok: true } | { ok: false; usedBy: ContentDocument[] } | { ok: false; usedBy: null }> {
  const upload = await findUpload(db, id);
  if (!upload) return { ok: false, usedBy: null };
  const usedBy = await uploadReferences(db, upload.url);
  if (usedBy.length > 0) return { ok: false, usedBy };
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id });
    if (rows.length === 0) return false;
    await recordStaffEvent(tx, { actorId, action: 'upload-deleted', subject: upload.originalName || upload.url, detail: { id, url: upload.url } });
    return true;
  });
  return deleted ? { ok: true } : { ok: false, usedBy: null };
}
