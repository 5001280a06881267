/**
 * Owner login (SPEC §2.2, §6, §8) and staff login. Wrong e-mail and wrong password get the same answer,
 * USER_NOT_FOUND, after the same amount of hashing work; repeated failures are throttled per
 * account and per IP; a success rotates the session and notifies the agency.
 */
import 'server-only';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { AuthDeps } from './deps';
import { findOwnerByEmail, normalizeEmail } from './owners';
import { decoyHash, verifyPassword } from './password';
import { createSession, type SessionOwner, type SessionRealm, type SessionStaff } from './sessions';
import { findStaffByEmail } from './staff';
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
 * The checks every login makes: counted before the password is checked (lib/server/auth/throttle),
 * the same hashing work for an unknown account as for a wrong password, a rotated session on
 * success. The failure that locks an account mails its holder.
 */
async function authenticate<A extends Account>(
  deps: AuthDeps,
  input: LoginInput,
  { scope, find, realm }: { scope: 'login' | 'staff-login'; find: (email: string) => Promise<A | null>; realm: SessionRealm },
): Promise<{ ok: true; token: string; expiresAt: Date; account: A } | { ok: false; code: LoginFailure }> {
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
  await loginSucceeded(db, subject, limits, now);
  const session = await createSession(db, account.id, now, input.previousToken, realm);
  return { ok: true, ...session, account };
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
  const { account: owner, token, expiresAt } = result;
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
  | { ok: false; code: LoginFailure };

/** A staff member's login to the editor: the owner login's checks in a scope of its own. */
export async function logInStaff(deps: AuthDeps, input: LoginInput): Promise<StaffLoginResult> {
  const result = await authenticate(deps, input, { scope: 'staff-login', find: (email) => findStaffByEmail(deps.db, email), realm: 'staff' });
  if (!result.ok) return result;
  const { account, token, expiresAt } = result;
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
