/**
 * The answer of app/media/[file]/route, apart from Next so a test can ask it directly. Byte ranges
 * (RFC 9110 §14) are served, which a browser needs to play a video (Safari will not without them):
 * the length comes from the database without the bytes, and only the asked slice is read
 * (lib/server/media/media-range).
 */
import 'server-only';
import { contentRange, ifRangeMatches, parseByteRange, type ByteRange } from '@/lib/media/byte-range';
import { parseMediaFile, MEDIA_TYPES, type MediaType } from '@/lib/media/media-url';
import { MEDIA_CSP } from '@/lib/security/security-headers';
import type { Database } from '../db/client';
import { uploadBody, uploadHead } from './media-range';

/** Headers every media answer carries, found or not. */
const SAFE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': MEDIA_CSP,
};

const notFound = () =>
  new Response('Not found', { status: 404, headers: { ...SAFE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

/** A range past the end: says the length, and is kept by no cache (a cache keys on the URL, not the range). */
const notSatisfiable = (total: number) =>
  new Response('Range not satisfiable', {
    status: 416,
    headers: {
      ...SAFE_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Range': contentRange({ kind: 'unsatisfiable' }, total),
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-store',
    },
  });

/**
 * The media file `file` (its whole, or the range the `Range` header asks for, when `If-Range`
 * allows it); HEAD answers the same without a body, and reads no bytes.
 */
export async function mediaResponse(db: Database, file: string, method: 'GET' | 'HEAD', requestHeaders?: Headers): Promise<Response> {
  const name = parseMediaFile(file);
  if (!name) return notFound();
  const upload = await uploadHead(db, name.id, name.sha);
  if (!upload || MEDIA_TYPES[upload.contentType as MediaType] !== name.ext) return notFound();
  const etag = `"${upload.sha256}"`;
  const total = upload.length;
  const asked: ByteRange = ifRangeMatches(requestHeaders?.get('if-range'), etag) ? parseByteRange(requestHeaders?.get('range'), total) : { kind: 'whole' };
  if (asked.kind === 'unsatisfiable') return notSatisfiable(total);
  const [start, end] = asked.kind === 'partial' ? [asked.start, asked.end] : [0, total - 1];
  const headers: Record<string, string> = {
    ...SAFE_HEADERS,
    'Content-Type': upload.contentType,
    'Content-Length': String(end - start + 1),
    'Content-Disposition': 'inline',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Accept-Ranges': 'bytes',
    ...(asked.kind === 'partial' ? { 'Content-Range': contentRange(asked, total) } : {}),
  };
  const status = asked.kind === 'partial' ? 206 : 200;
  if (method === 'HEAD') return new Response(null, { status, headers });
  const body = await uploadBody(db, upload, start, end);
  if (!body) return notFound();
  return new Response(body, { status, headers });
}
