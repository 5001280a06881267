import { headers } from 'next/headers';

/** The client's address: the first X-Forwarded-For hop (set by the proxy in front), else X-Real-IP. */
export async function clientIp(): Promise<string | null> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || h.get('x-real-ip') || null;
}
