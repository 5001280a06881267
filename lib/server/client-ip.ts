import 'server-only';
import { headers } from 'next/headers';

/**
 * The client's address, as the production server (server/serve.mjs) recorded it in
 * X-Forwarded-For: exactly one address, the TCP peer's, or the client a configured proxy
 * (TRUSTED_PROXIES) reports. Nothing else is read: X-Real-IP and the first X-Forwarded-For hop are
 * whatever the client chose to send, and keying the rate limits on them let a client take a fresh
 * identity with every request.
 */
export async function clientIp(): Promise<string | null> {
  const forwardedFor = (await headers()).get('x-forwarded-for')?.trim();
  return forwardedFor || null;
}
