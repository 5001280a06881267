/**
 * Login and reset throttling in the shared `rate_limits` table, so every instance counts alike.
 *
 * An attempt is counted before its password is checked, by an atomic increment that returns the
 * new count: attempts sent at once cannot all pass a check made before any of them was counted.
 *
 * Logins are counted per source (IP) and per account-and-source pair, and an account's failures
 * from every source are kept apart. A source that has not failed for an account may still try the
 * right password while others hammer it: five failures lock the account for the sources that
 * failed, not for its owner. While an account has had too many failures, each further source
 * gets one try, so a botnet gets one guess per address and window.
 */
import 'server-only';
import type { Database } from '../db/client';
import { clearHits, hashIp, hit, hitsInWindow, unhit } from '../rate-limit';

export interface ThrottleLimits {
  /** Failures of one account (any source) before it is locked for the sources that failed; also attempts per account-and-source. */
  perAccount: number;
  /** Attempts of one source on any account. */
  perIp: number;
  windowSeconds: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };
export const RESET_LIMITS: ThrottleLimits = { perAccount: 3, perIp: 10, windowSeconds: 60 * 60 };

export interface Subject {
  scope: 'login' | 'reset' | 'staff-login' | 'staff-reset';
  email: string;
  ip: string | null;
}

function keys({ scope, email, ip }: Subject) {
  const source = ip ? hashIp(ip) : '-';
  return { account: `${scope}-account:${email}`, pair: `${scope}-pair:${source}:${email}`, ip: ip ? `${scope}-ip:${source}` : null };
}

/**
 * Counts a login attempt and says whether it may be checked. Call `loginFailed` or
 * `loginSucceeded` after the check.
 */
export async function claimLoginAttempt(db: Database, subject: Subject, limits: ThrottleLimits, now: Date): Promise<boolean> {
  const k = keys(subject);
  const pair = await hit(db, k.pair, limits.windowSeconds, now);
  const ip = k.ip ? await hit(db, k.ip, limits.windowSeconds, now) : 0;
  if (pair > limits.perAccount || ip > limits.perIp) return false;
  const failures = await hitsInWindow(db, k.account, limits.windowSeconds, now);
  return failures < limits.perAccount || pair === 1;
}

/** Counts a failure against the account; returns true when this failure locked it (the holder is told once). */
export async function loginFailed(db: Database, subject: Subject, limits: ThrottleLimits, now: Date): Promise<boolean> {
  return (await hit(db, keys(subject).account, limits.windowSeconds, now)) === limits.perAccount;
}

/** A right password: the account's failures and this source's attempts on it are forgotten, and the source's attempt is given back. */
export async function loginSucceeded(db: Database, subject: Subject, limits: ThrottleLimits, now: Date): Promise<void> {
  const k = keys(subject);
  await clearHits(db, k.account);
  await clearHits(db, k.pair);
  if (k.ip) await unhit(db, k.ip, limits.windowSeconds, now);
}

/** Counts a reset request (per account and per source) before anything is looked up; false when over a limit. */
export async function claimResetRequest(db: Database, subject: Subject, limits: ThrottleLimits, now: Date): Promise<boolean> {
  const k = keys(subject);
  if ((await hit(db, k.account, limits.windowSeconds, now)) > limits.perAccount) return false;
  return k.ip ? (await hit(db, k.ip, limits.windowSeconds, now)) <= limits.perIp : true;
}
