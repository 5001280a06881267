/**
 * Sessions of owners (portal) and staff (editor): a random token in the cookie, its hash in the
 * realm's table with an absolute expiry. Logging in always creates a new token (rotation) and
 * drops the one presented; logout and a password reset revoke sessions by deleting their rows, so
 * every instance sees it at once.
 */
import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { owners, ownerSessions, staff, staffSessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Whose session: an owner's (portal) or a staff member's (editor). */
export type SessionRealm = 'owner' | 'staff';

const TABLES = { owner: ownerSessions, staff: staffSessions } as const;
const ACCOUNT_COLUMNS = { owner: ownerSessions.ownerId, staff: staffSessions.staffId } as const;

export interface SessionOwner {
  id: number;
  email: string;
  name: string;
  locale: string;
}

export interface SessionStaff extends SessionOwner {
  role: 'editor' | 'admin';
}

type Row = { tokenHash: string; accountId: number; createdAt: Date; expiresAt: Date };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function insertRow(tx: Tx, realm: SessionRealm, { accountId, ...row }: Row) {
  return realm === 'owner'
    ? tx.insert(ownerSessions).values({ ...row, ownerId: accountId })
    : tx.insert(staffSessions).values({ ...row, staffId: accountId });
}

export async function createSession(
  db: Database,
  accountId: number,
  now: Date,
  previousToken?: string | null,
  realm: SessionRealm = 'owner',
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const table = TABLES[realm];
  await db.transaction(async (tx) => {
    if (previousToken) await tx.delete(table).where(eq(table.tokenHash, hashToken(previousToken)));
    await insertRow(tx, realm, { tokenHash, accountId, createdAt: now, expiresAt });
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

/** The staff member of a live session, or null. */
export async function staffForSession(
  db: Database,
  token: string | null | undefined,
  now: Date,
): Promise<SessionStaff | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, locale: staff.locale, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now), isNull(staff.removedAt)));
  return row ?? null;
}

export async function revokeSession(db: Database, token: string, realm: SessionRealm = 'owner'): Promise<void> {
  const table = TABLES[realm];
  await db.delete(table).where(eq(table.tokenHash, hashToken(token)));
}

export async function revokeOwnerSessions(db: Pick<Database, 'delete'>, ownerId: number, realm: SessionRealm = 'owner'): Promise<void> {
  await db.delete(TABLES[realm]).where(eq(ACCOUNT_COLUMNS[realm], ownerId));
}

/** 'Sign out everywhere': every session of the account that holds `token` ends, on every device. */
export async function revokeEverySessionOf(db: Database, token: string, realm: SessionRealm = 'owner'): Promise<void> {
  const table = TABLES[realm];
  const [row] = await db.select({ accountId: ACCOUNT_COLUMNS[realm] }).from(table).where(eq(table.tokenHash, hashToken(token)));
  if (row) await revokeOwnerSessions(db, row.accountId, realm);
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  for (const table of Object.values(TABLES)) await db.delete(table).where(lte(table.expiresAt, now));
}
