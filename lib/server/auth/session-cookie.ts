/**
 * The session cookies of the portal (owners) and the editor (staff). In production they are
 * `__Host-` prefixed, so browsers only accept them with `Secure`, `Path=/` and no `Domain` (no
 * subdomain can set or read them); `HttpOnly` keeps them away from scripts and `SameSite=Lax` from
 * cross-site posts.
 */
import 'server-only';
import { getEnv } from '../env';
import type { SessionRealm } from './sessions';

export function sessionCookieName(realm: SessionRealm = 'owner'): string {
  return getEnv().NODE_ENV === 'production' ? `__Host-${realm}_session` : `${realm}_session`;
}

/** The cookie holding a staff login's challenge token between the password and the second factor. */
export function challengeCookieName(): string {
  return getEnv().NODE_ENV === 'production' ? '__Host-staff_challenge' : 'staff_challenge';
}

export function sessionCookieOptions(expires: Date) {
  return {
    httpOnly: true,
    secure: getEnv().NODE_ENV === 'production',
    sameSite: 'lax' as const,
    path: '/',
    expires,
  };
}
