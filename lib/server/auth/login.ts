/**
 * Owner login (SPEC §2.2, §6, §8). Wrong e-mail and wrong password get the same answer,
 * USER_NOT_FOUND, after the same amount of hashing work; repeated failures are throttled per
 * account and per IP; a success rotates the session and notifies the agency.
 */
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { AuthDeps } from './deps';
import { findOwnerByEmail, normalizeEmail } from './owners';
import { decoyHash, verifyPassword } from './password';
import { createSession, type SessionOwner } from './sessions';
import { clearAccountAttempts, countAttempt, isThrottled, LOGIN_LIMITS } from './throttle';

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

export async function logIn(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const limits = deps.loginLimits ?? LOGIN_LIMITS;
  const subject = { scope: 'login' as const, email: normalizeEmail(input.email), ip: input.ip };
  if (await isThrottled(db, subject, limits, now)) return { ok: false, code: 'TOO_MANY_ATTEMPTS' };

  const owner = await findOwnerByEmail(db, input.email);
  const matches = await verifyPassword(input.password, owner?.passwordHash ?? (await decoyHash()));
  if (!owner || !owner.passwordHash || !matches) {
    await countAttempt(db, subject, limits, now);
    return { ok: false, code: 'USER_NOT_FOUND' };
  }

  await clearAccountAttempts(db, subject);
  const session = await createSession(db, owner.id, now, input.previousToken);
  await queueLoginNotification(db, deps.agencyMailTo, {
    email: owner.email,
    name: owner.name,
    at: now.toISOString(),
  });
  deps.onMailQueued?.();
  return {
    ok: true,
    ...session,
    owner: { id: owner.id, email: owner.email, name: owner.name, locale: owner.locale },
  };
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
