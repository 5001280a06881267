/**
 * Owner login (SPEC §2.2, §6, §8) and staff login. Wrong e-mail and wrong password get the same answer,
 * USER_NOT_FOUND, after the same amount of hashing work; repeated failures are throttled per
 * account and per IP; a success rotates the session and notifies the agency. Staff with a second
 * factor get a challenge first (lib/server/auth/two-factor).
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, owners, staff } from '../db/schema';
import type { AuthDeps } from './deps';
import { findOwnerByEmail, normalizeEmail } from './owners';
import { decoyHash, hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './password';
import { createSession, type SessionOwner, type SessionRealm, type SessionStaff } from './sessions';
import { findStaffByEmail } from './staff';
import { createLoginChallenge } from './two-factor';
import { passwordPageLink } from './password-reset';
import { logSecurityEvent } from '../security-log';
import { claimLoginAttempt, LOGIN_LIMITS, loginFailed, loginSucceeded, type ThrottleLimits } from './throttle';

export type LoginFailure = 'USER_NOT_FOUND' | 'TOO_MANY_ATTEMPTS';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; owner: SessionOwner }
  | { ok: false; code: LoginFailure };

export interface LoginInput {
  email: string;
  password: string;
  ip: string | null;
  /** The session cookie the browser sent, if any: replaced by a fresh one. */
  previousToken?: string | null;
}

const AGENCY_LOCALE = 'fr';

interface Account {
  id: number;
  email: string;
  name: string;
  locale: string;
  passwordHash: string | null;
}

/**
 * The checks every login's password goes through: counted before the password is checked
 * (lib/server/auth/throttle), the same hashing work for an unknown account as for a wrong
 * password. The failure that locks an account mails its holder.
 */
async function authenticate<A extends Account>(
  deps: AuthDeps,
  input: LoginInput,
  {
    scope,
    find,
    realm,
    secondFactor = () => false,
  }: { scope: 'login' | 'staff-login'; find: (email: string) => Promise<A | null>; realm: SessionRealm; secondFactor?: (account: A) => boolean },
): Promise<{ ok: true; account: A } | { ok: false; code: LoginFailure }> {
  const { db } = deps;
  const now = deps.now();
  const limits = deps.loginLimits ?? LOGIN_LIMITS;
  const subject = { scope, email: normalizeEmail(input.email), ip: input.ip };
  const logged = { realm, email: subject.email, ip: input.ip };
  if (!(await claimLoginAttempt(db, subject, limits, now))) {
    logSecurityEvent('login-throttled', logged, now);
    return { ok: false, code: 'TOO_MANY_ATTEMPTS' };
  }

  const account = await find(input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !account.passwordHash || !matches) {
    const locked = await loginFailed(db, subject, limits, now);
    logSecurityEvent(locked ? 'account-locked' : 'login-failed', logged, now);
    if (locked && account) await queueLockedNotice(deps, account, realm, limits);
    return { ok: false, code: 'USER_NOT_FOUND' };
  }
  // With a second factor to come, the failures are forgotten only once it is right too: a known
  // password must not reset the count of wrong codes.
  if (!secondFactor(account)) await loginSucceeded(db, subject, limits, now);
  if (needsRehash(account.passwordHash, deps.passwordCost ?? PASSWORD_COST)) {
    const work = () => rehash(deps, realm, account.id, account.passwordHash as string, input.password);
    if (deps.afterAnswer) deps.afterAnswer(work);
    else await work();
  }
  return { ok: true, account };
}

/**
 * Replaces a hash made at an older, cheaper cost by one at today's, now that the password is known.
 * Only if the row still holds the old hash: a password changed meanwhile is left alone.
 */
async function rehash(deps: AuthDeps, realm: SessionRealm, id: number, oldHash: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, deps.passwordCost ?? PASSWORD_COST);
  const table = realm === 'owner' ? owners : staff;
  await deps.db.update(table).set({ passwordHash }).where(and(eq(table.id, id), eq(table.passwordHash, oldHash)));
}

/** Tells an account's holder that wrong passwords locked it for the sources that sent them, with the way to a new password. */
async function queueLockedNotice(deps: AuthDeps, account: Account, realm: SessionRealm, limits: ThrottleLimits) {
  await deps.db.insert(outbox).values({
    kind: 'account-locked',
    recipient: account.email,
    locale: account.locale,
    payload: {
      name: account.name,
      realm,
      minutes: String(Math.round(limits.windowSeconds / 60)),
      link: passwordPageLink(deps.siteUrl, account.locale, realm),
    },
  });
  deps.onMailQueued?.();
}

export async function logIn(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
  const result = await authenticate(deps, input, { scope: 'login', find: (email) => findOwnerByEmail(deps.db, email), realm: 'owner' });
  if (!result.ok) return result;
  const { account: owner } = result;
  const { token, expiresAt } = await createSession(deps.db, owner.id, deps.now(), input.previousToken, 'owner');
  await queueLoginNotification(deps.db, deps.agencyMailTo, {
    email: owner.email,
    name: owner.name,
    at: deps.now().toISOString(),
  });
  deps.onMailQueued?.();
  return {
    ok: true,
    token,
    expiresAt,
    owner: { id: owner.id, email: owner.email, name: owner.name, locale: owner.locale },
  };
}

export type StaffLoginResult =
  | { ok: true; token: string; expiresAt: Date; staff: SessionStaff }
  | { ok: false; code: LoginFailure }
  /** The password was right; the member's second factor is asked next (lib/server/auth/two-factor). */
  | { ok: false; code: 'SECOND_FACTOR'; challenge: string; expiresAt: Date };

/**
 * A staff member's login to the editor: the owner login's checks in a scope of its own, then, for
 * a member with a second factor, a challenge instead of a session.
 */
export async function logInStaff(deps: AuthDeps, input: LoginInput): Promise<StaffLoginResult> {
  const result = await authenticate(deps, input, {
    scope: 'staff-login',
    find: (email) => findStaffByEmail(deps.db, email),
    realm: 'staff',
    secondFactor: (account) => account.totpSecret !== null,
  });
  if (!result.ok) return result;
  const { account } = result;
  if (account.totpSecret) {
    const challenge = await createLoginChallenge(deps.db, account.id, deps.now());
    return { ok: false, code: 'SECOND_FACTOR', challenge: challenge.token, expiresAt: challenge.expiresAt };
  }
  const { token, expiresAt } = await createSession(deps.db, account.id, deps.now(), input.previousToken, 'staff');
  return { ok: true, token, expiresAt, staff: { id: account.id, email: account.email, name: account.name, locale: account.locale, role: account.role } };
}

async function queueLoginNotification(
  db: Database,
  recipient: string,
  payload: Record<string, string>,
) {
  await db
    .insert(outbox)
    .values({ kind: 'owner-login', recipient, locale: AGENCY_LOCALE, payload });
}
