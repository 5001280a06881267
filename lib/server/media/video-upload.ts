/**
 * A video staff upload to the media library (app/api/video-upload): a plain form post, so it works
 * without JavaScript, answered by a 303 back to the media screen, which says what happened. Its own
 * route because a video is larger than the 11 MB every form action may post (proxy.ts and Next
 * refuse more): here the limit is VIDEO_POST_MAX_BYTES, checked against the declared length
 * before anything is read and again while reading, so a lying or chunked post stops at the limit.
 * Nothing is read for a post from another site or without a staff session.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { routing } from '@/i18n/routing';
import { isSiteLocale, perLanguage, type SiteLocale } from '@/lib/locale';
import { VIDEO_MAX_BYTES, VIDEO_POST_MAX_BYTES, type UploadRefusal } from '@/lib/media/upload-limits';
import { declaredLength } from '@/lib/forms/request-limits';
import { sniffVideo } from '@/lib/media/video-sniff';
import type { SessionStaff } from '../auth/sessions';
import type { Database } from '../db/client';
import { readAtMost } from './image-check';
import { insertUpload } from './media-store';

/** The media screen's query after a refused video: `videoError` and the figures its message names. */
export const VIDEO_ERROR = 'videoError';

export type VideoRefusal = Extract<UploadRefusal, { error: `video${string}` }>;

/** The query the media screen reads back into a refusal (components/editor/media-notices). */
export function refusalQuery(refusal: VideoRefusal): URLSearchParams {
  const query = new URLSearchParams({ [VIDEO_ERROR]: refusal.error });
  if ('bytes' in refusal) query.set('size', String(refusal.bytes));
  if ('format' in refusal && refusal.format) query.set('format', refusal.format);
  return query;
}

/** The refusal a media screen's query names, or null (anything else in it is ignored). */
export function refusalOfQuery(query: Record<string, string>): VideoRefusal | null {
  switch (query[VIDEO_ERROR]) {
    case 'videoRequired':
    case 'videoBroken':
      return { error: query[VIDEO_ERROR] };
    case 'videoTooLarge':
      return { error: 'videoTooLarge', bytes: /^\d{1,15}$/.test(query.size ?? '') ? Number(query.size) : VIDEO_MAX_BYTES + 1 };
    case 'videoType': {
      const format = query.format && /^[A-Za-z0-9 ()-]{1,24}$/.test(query.format) ? query.format : undefined;
      return { error: 'videoType', ...(format ? { format } : {}) };
    }
    default:
      return null;
  }
}

/** A post from the site's own pages: the browser says so (Sec-Fetch-Site), else its Origin is the host's. */
function sameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A site path (relative Location: the host the browser used, whatever proxy is in front). */
const back = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/** The screen's language, from the post's address (`?locale=`), else the site's default. */
export function uploadLocale(request: Request): SiteLocale {
  const locale = new URL(request.url).searchParams.get('locale');
  return isSiteLocale(locale) ? locale : routing.defaultLocale;
}

type Received = { ok: true; file: File } | { ok: false; refusal: VideoRefusal };

/** The posted file, read at most up to the limit. */
async function receivedFile(request: Request): Promise<Received> {
  const declared = declaredLength(request.headers);
  if (declared !== null && (!/^\d{1,15}$/.test(declared) || Number(declared) > VIDEO_POST_MAX_BYTES)) {
    return { ok: false, refusal: { error: 'videoTooLarge', bytes: /^\d{1,15}$/.test(declared) ? Number(declared) : VIDEO_POST_MAX_BYTES + 1 } };
  }
  const type = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data;\s*boundary=/i.test(type)) return { ok: false, refusal: { error: 'videoRequired' } };
  const body = await readAtMost(request.body, VIDEO_POST_MAX_BYTES);
  if (!body) return { ok: false, refusal: { error: 'videoTooLarge', bytes: VIDEO_POST_MAX_BYTES + 1 } };
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return { ok: false, refusal: { error: 'videoBroken' } };
  }
  const file = form.get('video');
  if (!(file instanceof File) || file.size === 0) return { ok: false, refusal: { error: 'videoRequired' } };
  if (file.size > VIDEO_MAX_BYTES) return { ok: false, refusal: { error: 'videoTooLarge', bytes: file.size } };
  return { ok: true, file };
}

/**
 * The answer to a video post: 403 from another site, to the login without a session, else back to
 * the media screen with the new video, or with what was wrong (nothing stored).
 */
export async function receiveVideo(db: Database, request: Request, staff: SessionStaff | null): Promise<Response> {
  if (!sameOrigin(request)) return plain(403, 'Forbidden');
  const locale = uploadLocale(request);
  const media = `/${locale}/staff/media/`;
  if (!staff) return back(`/${locale}/staff/login/`);
  const received = await receivedFile(request);
  if (!received.ok) return back(`${media}?${refusalQuery(received.refusal)}#video-upload`);
  const bytes = Buffer.from(await received.file.arrayBuffer());
  const sniffed = sniffVideo(bytes);
  if (!sniffed.ok) return back(`${media}?${refusalQuery(sniffed)}#video-upload`);
  const upload = await insertUpload(
    db,
    { ok: true, contentType: sniffed.contentType, width: 0, height: 0, bytes, sha256: createHash('sha256').update(bytes).digest('hex') },
    { originalName: received.file.name, alt: perLanguage(() => ''), staffId: staff.id },
  );
  return back(`${media}?videoUploaded=${upload.id}`);
}
