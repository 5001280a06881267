/**
 * The admins' staff management: the list, invitations, role changes and removals. No
 * change ever leaves the editor without an admin, and nobody changes or removes their own account
 * (another admin must): checked under one lock, so two admins acting at once cannot both pass.
 * A removed member is deactivated, not deleted, so the versions they wrote still name them; every
 * change writes its staff event in its own transaction.
 */
import 'server-only';
import { and, asc, count, eq, ilike, isNull, max, or, sql } from 'drizzle-orm';
import type { StaffQuery } from '@/lib/forms/staff-admin';
import type { Database } from '../db/client';
import { outbox, staff, staffPasswordTokens, staffSessions } from '../db/schema';
import type { AuthDeps } from './deps';
import { normalizeEmail } from './owners';
import { hashPassword } from './password';
import { passwordRefusal, type PasswordRefusal } from './password-policy';
import { createPasswordToken, passwordLink } from './password-reset';
import type { StaffRole } from './staff';
import { recordStaffEvent } from './staff-events';
import { clearTwoFactor } from './two-factor';
import { revokePreviewLinks } from '../content/preview-link';

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
  /** Logs in with a second factor. */
  twoFactor: boolean;
}

/** Members on a page of the staff screen. */
export const STAFF_PER_PAGE = 50;

export interface StaffListPage {
  members: StaffListEntry[];
  /** Members matching the search, on all pages. */
  total: number;
  /** The page shown (the last one when the query asked for more), of `pages` (at least 1). */
  page: number;
  pages: number;
}

/** `%`, `_` and a backslash typed in a search are themselves, not LIKE's wildcards. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the members, by e-mail, whose e-mail or name contains `q` (any case): an agency's ten
 * colleagues fit on one, and the screen stays light with thousands.
 */
export async function listStaff(db: Database, { q, page }: StaffQuery = { q: '', page: 1 }, perPage = STAFF_PER_PAGE): Promise<StaffListPage> {
  const found = and(isNull(staff.removedAt), q ? or(ilike(staff.email, likeContaining(q)), ilike(staff.name, likeContaining(q))) : undefined);
  const [counted] = await db.select({ n: count() }).from(staff).where(found);
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(1, page), pages);
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
      twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
    })
    .from(staff)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staff.id))
    .where(found)
    .groupBy(staff.id)
    .orderBy(asc(staff.email))
    .limit(perPage)
    .offset((shown - 1) * perPage);
  const members = rows.map((row) => ({ ...row, lastLogin: row.lastLogin ? new Date(row.lastLogin) : null, invited: Boolean(row.invited), twoFactor: Boolean(row.twoFactor) }));
  return { members, total, page: shown, pages };
}

export type StaffChange = { ok: true; id: number } | { ok: false; code: 'self' | 'lastAdmin' | 'notFound' | 'exists' | PasswordRefusal };

const STAFF_LOCK = 7_420_200;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const lockStaff = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`);

/**
 * Adds a staff member, or brings back a removed one with the same e-mail (new role, name and
 * password or invitation). With a password it is set at once; without one the member gets the
 * invitation mail with a link to choose it (valid as long as SET_PASSWORD_TTL_MS says).
 */
export async function inviteStaff(
  deps: Pick<AuthDeps, 'db' | 'now' | 'siteUrl' | 'onMailQueued'>,
  input: { email: string; name: string; role: StaffRole; locale: string; password: string; actorId: number | null },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<StaffChange> {
  const email = normalizeEmail(input.email);
  const refusal = input.password ? await passwordRefusal(input.password, { email }) : null;
  if (refusal) return { ok: false, code: refusal };
  const passwordHash = input.password ? await hash(input.password) : null;
  const result = await deps.db.transaction(async (tx) => {
    await lockStaff(tx);
    const [existing] = await tx.select({ id: staff.id, removedAt: staff.removedAt }).from(staff).where(eq(staff.email, email));
    if (existing && !existing.removedAt) return { ok: false, code: 'exists' } as const;
    const values = { name: input.name, role: input.role, locale: input.locale, passwordHash };
    const [row] = existing
      ? await tx.update(staff).set({ ...values, removedAt: null }).where(eq(staff.id, existing.id)).returning({ id: staff.id })
      : await tx.insert(staff).values({ email, ...values }).returning({ id: staff.id });
    if (!row) throw new Error('staff insert returned nothing');
    if (!passwordHash) {
      const token = await createPasswordToken(tx as unknown as Database, row.id, 'set', deps.now(), 'staff');
      await tx.insert(outbox).values({
        kind: 'staff-invite',
        recipient: email,
        locale: input.locale,
        payload: { link: passwordLink(deps.siteUrl, input.locale, token, 'staff'), name: input.name },
      });
    }
    await recordStaffEvent(tx, {
      actorId: input.actorId,
      action: passwordHash ? 'added' : 'invited',
      subject: email,
      detail: { role: input.role, ...(existing ? { reactivated: true } : {}) },
    });
    return { ok: true, id: row.id } as const;
  });
  if (result.ok && !passwordHash) deps.onMailQueued?.();
  return result;
}

interface Target {
  email: string;
  role: StaffRole;
}

/** Runs a change of another (active) member's account under the staff lock, after the two rules. */
async function guarded(
  db: Database,
  actorId: number,
  staffId: number,
  change: (tx: Tx, target: Target) => Promise<void>,
  keepsAdmin: boolean,
): Promise<StaffChange> {
  if (actorId === staffId) return { ok: false, code: 'self' };
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const [target] = await tx.select({ email: staff.email, role: staff.role }).from(staff).where(and(eq(staff.id, staffId), isNull(staff.removedAt)));
    if (!target) return { ok: false, code: 'notFound' } as const;
    if (target.role === 'admin' && !keepsAdmin) {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), isNull(staff.removedAt)));
      if (Number(count?.n ?? 0) <= 1) return { ok: false, code: 'lastAdmin' } as const;
    }
    await change(tx, target);
    return { ok: true, id: staffId } as const;
  });
}

export function changeStaffRole(db: Database, input: { actorId: number; staffId: number; role: StaffRole }): Promise<StaffChange> {
  return guarded(db, input.actorId, input.staffId, async (tx, target) => {
    if (target.role === input.role) return;
    // Sessions read the role from the account: the new rights apply at the next request.
    await tx.update(staff).set({ role: input.role }).where(eq(staff.id, input.staffId));
    await recordStaffEvent(tx, { actorId: input.actorId, action: 'role-changed', subject: target.email, detail: { from: target.role, to: input.role } });
  }, input.role === 'admin');
}

/**
 * Deactivates the account: it can no longer log in, its sessions end now and its open links die.
 * The row stays, so the versions it saved and published still name it.
 */
export function removeStaff(db: Database, input: { actorId: number; staffId: number }): Promise<StaffChange> {
  return guarded(db, input.actorId, input.staffId, async (tx, target) => {
    await tx.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, input.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, input.staffId));
    await tx.delete(staffPasswordTokens).where(eq(staffPasswordTokens.staffId, input.staffId));
    // Revoked, not only refused while removed: adding the address again must not bring them back.
    await revokePreviewLinks(tx, { staffId: input.staffId }, new Date());
    await recordStaffEvent(tx, { actorId: input.actorId, action: 'removed', subject: target.email, detail: { role: target.role } });
  }, false);
}

/** Turns another member's second factor off (a lost phone): they log in with the password alone until they enrol again. */
export function resetTwoFactor(db: Database, input: { actorId: number; staffId: number }): Promise<StaffChange> {
  return guarded(db, input.actorId, input.staffId, async (tx, target) => {
    await clearTwoFactor(tx, input.staffId);
    await recordStaffEvent(tx, { actorId: input.actorId, action: 'two-factor-reset', subject: target.email });
  }, true);
}
