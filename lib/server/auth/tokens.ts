/** Random secrets for cookies and links: the client holds the token, the database its SHA-256. */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
