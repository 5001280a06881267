/**
 * Parts of an upload's bytes (lib/server/media/media-response): its length and type without its
 * bytes, then only the slice an HTTP range asks for. A video is up to ~50 MB; a player asks for it
 * piece by piece, and a piece must not cost reading the whole row. Plain SQL that Postgres and
 * PGlite both run: octet_length() and substring() of a bytea.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';

/** An upload as the media route needs it before any byte: what it is and how long. */
export type UploadHead = { id: number; contentType: string; sha256: string; length: number };

/** The upload `id` whose sha256 starts with `sha` (the served URL), without its bytes; else null. */
export async function uploadHead(db: Database, id: number, sha: string): Promise<UploadHead | null> {
  const [row] = await db
    .select({
      contentType: uploads.contentType,
      sha256: uploads.sha256,
      length: sql<number>`octet_length(${uploads.bytes})`.mapWith(Number),
    })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row && row.sha256.startsWith(sha) ? { id, ...row } : null;
}

/** A view of the driver's Buffer, not a copy (a body needs a Uint8Array over an ArrayBuffer). */
const view = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/**
 * `length` bytes of the upload from byte `start` (0-based), or null when the row is gone. Only
 * those bytes leave the database. The full sha256 is checked too, so every slice of one answer
 * comes from the same content.
 */
export async function uploadSlice(db: Database, upload: UploadHead, start: number, length: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({ bytes: sql<Uint8Array>`substring(${uploads.bytes} from ${start + 1}::integer for ${length}::integer)` })
    .from(uploads)
    .where(and(eq(uploads.id, upload.id), eq(uploads.sha256, upload.sha256)));
  return row ? view(row.bytes) : null;
}

/** How much one read of a long answer fetches: a 50 MB video is streamed in 50 reads, never held whole. */
export const SLICE_CHUNK = 1024 * 1024;

/**
 * The bytes `start`..`end` (inclusive) of the upload as a response body: the bytes themselves
 * when they fit in one chunk, else a stream that reads the next chunk when the client takes the
 * last one (so a slow or gone client holds at most a chunk, and no database connection between
 * reads). The first chunk is read before answering: null when the row is gone by then.
 */
export async function uploadBody(
  db: Database,
  upload: UploadHead,
  start: number,
  end: number,
  chunk: number = SLICE_CHUNK,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null> {
  const total = end - start + 1;
  const first = await uploadSlice(db, upload, start, Math.min(chunk, total));
  if (!first || first.byteLength !== Math.min(chunk, total)) return null;
  if (first.byteLength === total) return first;
  let next = start + first.byteLength;
  let pending: Uint8Array<ArrayBuffer> | null = first;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pending) {
          controller.enqueue(pending);
          pending = null;
          return;
        }
        const length = Math.min(chunk, end + 1 - next);
        const bytes = await uploadSlice(db, upload, next, length);
        if (!bytes || bytes.byteLength !== length) {
          controller.error(new Error(`upload ${upload.id} changed while it was being sent`));
          return;
        }
        controller.enqueue(bytes);
        next += length;
        if (next > end) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
