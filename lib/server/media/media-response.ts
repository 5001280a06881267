/** The answer of app/media/[file]/route, apart from Next so a test can ask it directly. */
import 'server-only';
import { parseMediaFile, MEDIA_TYPES, type MediaType } from '@/lib/media/media-url';
import { MEDIA_CSP } from '@/lib/security/security-headers';
import type { Database } from '../db/client';
import { uploadBytes } from './media-store';

/** Headers every media answer carries, found or not. */
const SAFE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': MEDIA_CSP,
};

const notFound = () =>
  new Response('Not found', { status: 404, headers: { ...SAFE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

export async function mediaResponse(db: Database, file: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const name = parseMediaFile(file);
  if (!name) return notFound();
  const row = await uploadBytes(db, name.id, name.sha);
  if (!row || MEDIA_TYPES[row.contentType as MediaType] !== name.ext) return notFound();
  const headers = {
    ...SAFE_HEADERS,
    'Content-Type': row.contentType,
    'Content-Length': String(row.bytes.byteLength),
    'Content-Disposition': 'inline',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${row.sha256}"`,
  };
  return new Response(method === 'HEAD' ? null : new Uint8Array(row.bytes), { status: 200, headers });
}
