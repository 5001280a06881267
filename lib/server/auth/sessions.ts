/**
 * Portal sessions: a random token in the cookie, its hash in `owner_sessions` with an absolute
 * expiry. Logging in always creates a new token (rotation) and drops the one presented; logout and
 * a password reset revoke sessions by deleting their rows, so every instance sees it at once.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { owners, ownerSessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface SessionOwner {
  id: number;
  email: string;
  name: string;
  locale: string;
}

export async function createSession(
  db: Database,
  ownerId: number,
  now: Date,
  previousToken?: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.transaction(async (tx) => {
    if (previousToken)
      await tx.delete(ownerSessions).where(eq(ownerSessions.tokenHash, hashToken(previousToken)));
    await tx.insert(ownerSessions).values({ tokenHash, ownerId, createdAt: now, expiresAt });
  });
  return { token, expiresAt };
}

/** The owner of a live session, or null for an unknown, revoked or expired token. */
export async function ownerForSession(
  db: Database,
  token: string | null | undefined,
  now: Date,
): Promise<SessionOwner | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
    .where(and(eq(ownerSessions.tokenHash, hashToken(token)), gt(ownerSessions.expiresAt, now)));
  return row ?? null;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, hashToken(token)));
}

export async function revokeOwnerSessions(db: Database, ownerId: number): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.ownerId, ownerId));
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(ownerSessions).where(lte(ownerSessions.expiresAt, now));
}
