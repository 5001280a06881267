/**
 * The admins' staff management (issue 19): the list, invitations, role changes and removals. No
 * change ever leaves the editor without an admin, and nobody changes or removes their own account
 * (another admin must): checked under one lock, so two admins acting at once cannot both pass.
 */
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, staff, staffSessions } from '../db/schema';
import type { AuthDeps } from './deps';
import { normalizeEmail } from './owners';
import { hashPassword } from './password';
import { createPasswordToken, passwordLink } from './password-reset';
import type { StaffRole } from './staff';

export interface StaffListEntry {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: string;
  createdAt: Date;
  /** The start of the newest session: when the member last logged in. */
  lastLogin: Date | null;
  /** Invited, no password chosen yet. */
  invited: boolean;
}

export async function listStaff(db: Database): Promise<StaffListEntry[]> {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      locale: staff.locale,
      createdAt: staff.createdAt,
      lastLogin: max(staffSessions.createdAt),
      invited: sql<boolean>`${staff.passwordHash} is null`,
    })
    .from(staff)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staff.id))
    .groupBy(staff.id)
    .orderBy(asc(staff.email));
  return rows.map((row) => ({ ...row, lastLogin: row.lastLogin ? new Date(row.lastLogin) : null, invited: Boolean(row.invited) }));
}

export type StaffChange = { ok: true; id: number } | { ok: false; code: 'self' | 'lastAdmin' | 'notFound' | 'exists' };

/**
 * Adds a staff member. With a password it is set at once; without one the member gets the staff
 * password mail with a link to choose it (valid a week).
 */
export async function inviteStaff(
  deps: Pick<AuthDeps, 'db' | 'now' | 'siteUrl' | 'onMailQueued'>,
  input: { email: string; name: string; role: StaffRole; locale: string; password: string },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<StaffChange> {
  const email = normalizeEmail(input.email);
  const passwordHash = input.password ? await hash(input.password) : null;
  const [row] = await deps.db
    .insert(staff)
    .values({ email, name: input.name, role: input.role, locale: input.locale, passwordHash })
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id });
  if (!row) return { ok: false, code: 'exists' };
  if (!passwordHash) {
    const token = await createPasswordToken(deps.db, row.id, 'set', deps.now(), 'staff');
    await deps.db.insert(outbox).values({
      kind: 'staff-reset',
      recipient: email,
      locale: input.locale,
      payload: { link: passwordLink(deps.siteUrl, input.locale, token, 'staff'), name: input.name },
    });
    deps.onMailQueued?.();
  }
  return { ok: true, id: row.id };
}

const STAFF_LOCK = 7_420_200;

/** Runs a change of another member's account under the staff lock, after the two rules. */
async function guarded(db: Database, actorId: number, staffId: number, change: (tx: Database) => Promise<void>, keepsAdmin: boolean): Promise<StaffChange> {
  if (actorId === staffId) return { ok: false, code: 'self' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [target] = await tx.select({ role: staff.role }).from(staff).where(eq(staff.id, staffId));
    if (!target) return { ok: false, code: 'notFound' } as const;
    if (target.role === 'admin' && !keepsAdmin) {
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(staff).where(eq(staff.role, 'admin'));
      if (Number(count?.n ?? 0) <= 1) return { ok: false, code: 'lastAdmin' } as const;
    }
    await change(tx as unknown as Database);
    return { ok: true, id: staffId } as const;
  });
}

export function changeStaffRole(db: Database, input: { actorId: number; staffId: number; role: StaffRole }): Promise<StaffChange> {
  return guarded(db, input.actorId, input.staffId, async (tx) => {
    // Sessions read the role from the account: the new rights apply at the next request.
    await tx.update(staff).set({ role: input.role }).where(eq(staff.id, input.staffId));
  }, input.role === 'admin');
}

/** Removes the account, its sessions and links; the versions it saved keep their content. */
export function removeStaff(db: Database, input: { actorId: number; staffId: number }): Promise<StaffChange> {
  return guarded(db, input.actorId, input.staffId, async (tx) => {
    await tx.delete(staff).where(eq(staff.id, input.staffId));
  }, false);
}
