/**
 * Sessions of owners (portal) and staff (editor): a random token in the cookie, its hash in the
 * realm's table with an absolute expiry and an idle timeout (IDLE_TIMEOUT_MS: no request for that
 * long ends the session). Logging in always creates a new token (rotation) and
 * drops the one presented; logout and a password reset revoke sessions by deleting their rows, so
 * every instance sees it at once.
 */
import 'server-only';
import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { owners, ownerSessions, staff, staffSessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * How long a session lives without a request. Staff can change the whole site: half an hour, as
 * OWASP ASVS asks of sensitive applications. Owners only read their properties' figures, often
 * with the portal left open in a tab: two hours.
 */
export const IDLE_TIMEOUT_MS: Record<SessionRealm, number> = { owner: 2 * 60 * 60_000, staff: 30 * 60_000 };
/** A session's last-seen time is rewritten at most this often: one write a minute, not one a request. */
export const LAST_SEEN_STEP_MS = 60_000;

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

type Row = { tokenHash: string; accountId: number; createdAt: Date; expiresAt: Date; lastSeenAt: Date };
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
    await insertRow(tx, realm, { tokenHash, accountId, createdAt: now, expiresAt, lastSeenAt: now });
  });
  return { token, expiresAt };
}

/** A session is live until its absolute expiry, and while it has been used within the realm's idle timeout. */
function live(realm: SessionRealm, token: string, now: Date) {
  const table = TABLES[realm];
  return and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now), gt(table.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS[realm])));
}

/** Slides the idle timeout: a request more than a minute after the last recorded one moves it to now. */
async function touch(db: Database, realm: SessionRealm, token: string, lastSeenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
  const table = TABLES[realm];
  await db.update(table).set({ lastSeenAt: now }).where(and(eq(table.tokenHash, hashToken(token)), lt(table.lastSeenAt, now)));
}

/** The owner of a live session, or null for an unknown, revoked, expired or idle token. */
export async function ownerForSession(
  db: Database,
  token: string | null | undefined,
  now: Date,
): Promise<SessionOwner | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, locale: owners.locale, lastSeenAt: ownerSessions.lastSeenAt })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
    .where(live('owner', token, now));
  if (!row) return null;
  const { lastSeenAt, ...owner } = row;
  await touch(db, 'owner', token, lastSeenAt, now);
  return owner;
}

/** The staff member of a live session, or null. */
export async function staffForSession(
  db: Database,
  token: string | null | undefined,
  now: Date,
): Promise<SessionStaff | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, locale: staff.locale, role: staff.role, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(live('staff', token, now), isNull(staff.removedAt)));
  if (!row) return null;
  const { lastSeenAt, ...member } = row;
  await touch(db, 'staff', token, lastSeenAt, now);
  return member;
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
  for (const realm of ['owner', 'staff'] as const) {
    const table = TABLES[realm];
    await db.delete(table).where(or(lte(table.expiresAt, now), lte(table.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS[realm]))));
  }
}
