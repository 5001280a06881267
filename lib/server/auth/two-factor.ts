/**
 * The staff's second factor: enrolment (a secret shown once, confirmed by a code, then ten
 * one-time recovery codes shown once and stored hashed) and the login's second step. Between the
 * password and the code the login waits in a challenge row (SHA-256 of a random token held by the
 * browser, valid CHALLENGE_TTL_MS); each code tried is counted by the login throttle like a
 * password, so codes cannot be guessed faster than passwords.
 */
import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staff, staffLoginChallenges, staffRecoveryCodes } from '../db/schema';
import type { AuthDeps } from './deps';
import { createSession, type SessionStaff } from './sessions';
import { recordStaffEvent } from './staff-events';
import { claimLoginAttempt, LOGIN_LIMITS, loginFailed, loginSucceeded } from './throttle';
import { hashToken, newToken } from './tokens';
import { acceptedTotpStep, newTotpSecret } from './totp';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like: no 0/O, 1/I/L, so a code copied by hand is read right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export async function twoFactorEnabled(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db.select({ on: isNotNull(staff.totpSecret) }).from(staff).where(eq(staff.id, staffId));
  return Boolean(row?.on);
}

/** The secret the enrolment screen shows: the one already pending, or a new one. */
export async function pendingTotpSecret(db: Database, staffId: number): Promise<string> {
  await db.update(staff).set({ totpPendingSecret: newTotpSecret() }).where(and(eq(staff.id, staffId), isNull(staff.totpPendingSecret)));
  const [row] = await db.select({ secret: staff.totpPendingSecret }).from(staff).where(eq(staff.id, staffId));
  if (!row?.secret) throw new Error('no pending secret');
  return row.secret;
}

/** Ten codes of ten characters (about 49 bits each), shown as XXXXX-XXXXX. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: case, spaces and dashes do not matter. */
const recoveryHash = (code: string) => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

export type EnrolResult = { ok: true; recoveryCodes: string[] } | { ok: false; code: 'CODE_INVALID' };

/**
 * Turns the second factor on when `code` is valid for the pending secret. The recovery codes are
 * returned once, to be shown once; only their hashes are kept (a new enrolment replaces them).
 */
export async function confirmTwoFactor(db: Database, staffId: number, code: string, now: Date): Promise<EnrolResult> {
  const [row] = await db.select({ secret: staff.totpPendingSecret, email: staff.email }).from(staff).where(eq(staff.id, staffId));
  const step = row?.secret ? await acceptedTotpStep(row.secret, code.replace(/\s/g, ''), now, null) : null;
  if (!row?.secret || step === null) return { ok: false, code: 'CODE_INVALID' };
  const recoveryCodes = newRecoveryCodes();
  const done = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staff)
      .set({ totpSecret: row.secret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staff.id, staffId), eq(staff.totpPendingSecret, row.secret as string)))
      .returning({ id: staff.id });
    if (!updated) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((c) => ({ staffId, codeHash: recoveryHash(c) })));
    await recordStaffEvent(tx, { actorId: staffId, action: 'two-factor-enabled', subject: row.email });
    return true;
  });
  return done ? { ok: true, recoveryCodes } : { ok: false, code: 'CODE_INVALID' };
}

/** Turns a member's second factor off (an admin, for a lost phone): secret, recovery codes and waiting logins go. */
export async function clearTwoFactor(tx: Pick<Database, 'update' | 'delete'>, staffId: number): Promise<void> {
  await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(staff.id, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.delete(staffLoginChallenges).where(eq(staffLoginChallenges.staffId, staffId));
}

/** A login whose password was right, waiting for its second factor; returns the browser's token. */
export async function createLoginChallenge(db: Database, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.delete(staffLoginChallenges).where(or(eq(staffLoginChallenges.staffId, staffId), lt(staffLoginChallenges.expiresAt, now)));
  await db.insert(staffLoginChallenges).values({ tokenHash, staffId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The member a live challenge token belongs to, or null (unknown, expired, used, second factor since turned off). */
export async function challengeStaff(db: Database, token: string | null | undefined, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, locale: staff.locale, role: staff.role, secret: staff.totpSecret, lastStep: staff.totpLastStep })
    .from(staffLoginChallenges)
    .innerJoin(staff, eq(staff.id, staffLoginChallenges.staffId))
    .where(and(eq(staffLoginChallenges.tokenHash, hashToken(token)), gt(staffLoginChallenges.expiresAt, now), isNull(staff.removedAt), isNotNull(staff.totpSecret)));
  return row ?? null;
}

/** Uses a code of the authenticator (once: its step must be newer than the last one accepted) or an unused recovery code. */
async function spendSecondFactor(db: Database, member: { id: number; secret: string; lastStep: number | null }, typed: string, now: Date): Promise<boolean> {
  const digits = typed.replace(/\s/g, '');
  const step = await acceptedTotpStep(member.secret, digits, now, member.lastStep);
  if (step !== null) {
    // Two posts of one code at once: only the first moves the step on.
    const [moved] = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return Boolean(moved);
  }
  if (/^\d{6}$/.test(digits)) return false;
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, member.id), eq(staffRecoveryCodes.codeHash, recoveryHash(typed)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(used);
}

export type SecondStepResult =
  | { ok: true; token: string; expiresAt: Date; staff: SessionStaff }
  | { ok: false; code: 'CHALLENGE_INVALID' | 'CODE_INVALID' | 'TOO_MANY_ATTEMPTS' };

/** The login's second step: a right code ends the challenge and opens the session. */
export async function completeLoginChallenge(
  deps: Pick<AuthDeps, 'db' | 'now' | 'loginLimits'>,
  input: { challenge: string | null | undefined; code: string; ip: string | null; previousToken?: string | null },
): Promise<SecondStepResult> {
  const { db } = deps;
  const now = deps.now();
  const member = await challengeStaff(db, input.challenge, now);
  if (!member?.secret) return { ok: false, code: 'CHALLENGE_INVALID' };
  const limits = deps.loginLimits ?? LOGIN_LIMITS;
  const subject = { scope: 'staff-login' as const, email: member.email, ip: input.ip };
  if (!(await claimLoginAttempt(db, subject, limits, now))) return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  if (!(await spendSecondFactor(db, { id: member.id, secret: member.secret, lastStep: member.lastStep }, input.code.slice(0, 40), now))) {
    await loginFailed(db, subject, limits, now);
    return { ok: false, code: 'CODE_INVALID' };
  }
  const [ended] = await db
    .delete(staffLoginChallenges)
    .where(eq(staffLoginChallenges.tokenHash, hashToken(input.challenge as string)))
    .returning({ staffId: staffLoginChallenges.staffId });
  if (!ended) return { ok: false, code: 'CHALLENGE_INVALID' };
  await loginSucceeded(db, subject, limits, now);
  const session = await createSession(db, member.id, now, input.previousToken, 'staff');
  return { ok: true, ...session, staff: { id: member.id, email: member.email, name: member.name, locale: member.locale, role: member.role } };
}
