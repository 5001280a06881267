/**
 * The portal session cookie. In production it is `__Host-` prefixed, so browsers only accept it
 * with `Secure`, `Path=/` and no `Domain` (no subdomain can set or read it); `HttpOnly` keeps it
 * away from scripts and `SameSite=Lax` from cross-site posts.
 */
import { getEnv } from '../env';

export function sessionCookieName(): string {
  return getEnv().NODE_ENV === 'production' ? '__Host-owner_session' : 'owner_session';
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
