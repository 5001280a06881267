/**
 * A preview link a staff member shares with a colleague: '/preview/nl/…/?token=…',
 * signed with HMAC-SHA-256 over the path and its expiry, with a key every instance shares (derived
 * from the captcha's key: ALTCHA_HMAC_KEY or the one kept in DATA_DIR). No database row: any
 * instance checks it, and it simply stops working when it expires.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { altchaKey } from '../captcha';

export const PREVIEW_LINK_TTL_MS = 3 * 24 * 60 * 60_000;

function signature(path: string, expires: number, key: string): string {
  const derived = createHmac('sha256', key).update('content-preview').digest();
  return createHmac('sha256', derived).update(`${path}\n${expires}`).digest('base64url');
}

/** The token for a preview path ('/preview/nl/'), valid until `now + ttl`. */
export function previewToken(path: string, now: Date, ttlMs = PREVIEW_LINK_TTL_MS, key = altchaKey()): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${expires}.${signature(path, expires, key)}`;
}

export function isValidPreviewToken(path: string, token: string | null | undefined, now: Date, key = altchaKey()): boolean {
  if (!token || token.length > 200) return false;
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(path, expires, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
