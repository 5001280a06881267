/**
 * A preview link a staff member shares with a colleague: '/preview/nl/…/?token=…', signed with
 * HMAC-SHA-256 over the path, its expiry and the link's id, with a key every instance shares
 * (derived from the captcha's key: ALTCHA_HMAC_KEY or the one kept in DATA_DIR). The id names a
 * row of preview_links (who made it, for which path): a link opens only while that row is not
 * revoked and its maker is still on the staff, so a link can be taken back before it expires.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { altchaKey } from '../captcha';
import type { Database } from '../db/client';
import { previewLinks, staff } from '../db/schema';

export const PREVIEW_LINK_TTL_MS = 3 * 24 * 60 * 60_000;

function signature(path: string, expires: number, id: string, key: string): string {
  const derived = createHmac('sha256', key).update('content-preview').digest();
  return createHmac('sha256', derived).update(`${path}\n${expires}\n${id}`).digest('base64url');
}

/** The token of link `id` for a preview path ('/preview/nl/'), valid until `now + ttl`. */
export function previewToken(path: string, now: Date, ttlMs = PREVIEW_LINK_TTL_MS, key = altchaKey(), id = randomBytes(12).toString('base64url')): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${expires}.${id}.${signature(path, expires, id, key)}`;
}

/** The link id a token carries when it is signed for `path` and not expired; null otherwise. */
export function signedPreviewLinkId(path: string, token: string | null | undefined, now: Date, key = altchaKey()): string | null {
  if (!token || token.length > 200) return null;
  const [expiresText, id, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !id || !/^[\w-]{16}$/.test(id) || !given || expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(path, expires, id, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}

export function isValidPreviewToken(path: string, token: string | null | undefined, now: Date, key = altchaKey()): boolean {
  return signedPreviewLinkId(path, token, now, key) !== null;
}

/** Makes a link to `path` for staff member `staffId` and returns its token. */
export async function createPreviewLink(db: Database, input: { path: string; staffId: number }, now: Date, ttlMs = PREVIEW_LINK_TTL_MS): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  await db.insert(previewLinks).values({ id, staffId: input.staffId, path: input.path, expiresAt: new Date(now.getTime() + ttlMs) });
  return previewToken(input.path, now, ttlMs, altchaKey(), id);
}

/** Whether `token` opens `path` now: signed, not expired, not revoked, its maker still on the staff. */
export async function previewLinkOpens(db: Database, path: string, token: string | null | undefined, now: Date): Promise<boolean> {
  const id = signedPreviewLinkId(path, token, now);
  if (!id) return false;
  const [row] = await db
    .select({ id: previewLinks.id })
    .from(previewLinks)
    .innerJoin(staff, eq(staff.id, previewLinks.staffId))
    .where(and(eq(previewLinks.id, id), eq(previewLinks.path, path), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now), isNull(staff.removedAt)));
  return row !== undefined;
}

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Takes back every open link to one preview path, or every one a staff member made; returns how many. */
export async function revokePreviewLinks(db: Executor, which: { path: string } | { staffId: number }, now: Date): Promise<number> {
  const whose = 'path' in which ? eq(previewLinks.path, which.path) : eq(previewLinks.staffId, which.staffId);
  const revoked = await db
    .update(previewLinks)
    .set({ revokedAt: now })
    .where(and(whose, isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .returning({ id: previewLinks.id });
  return revoked.length;
}
