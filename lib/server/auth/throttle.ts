/**
 * Login and reset throttling, per account and per IP, in the shared `rate_limits` table so every
 * instance counts the same failures. Only failures count; a successful login clears the account's.
 */
import 'server-only';
import type { Database } from '../db/client';
import { clearHits, hashIp, hit, hitsInWindow } from '../rate-limit';

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };
export const RESET_LIMITS: ThrottleLimits = { perAccount: 3, perIp: 10, windowSeconds: 60 * 60 };

interface Subject {
  scope: 'login' | 'reset' | 'staff-login' | 'staff-reset';
  email: string;
  ip: string | null;
}

function keys({ scope, email, ip }: Subject): string[] {
  return [`${scope}-account:${email}`, ...(ip ? [`${scope}-ip:${hashIp(ip)}`] : [])];
}

export async function isThrottled(
  db: Database,
  subject: Subject,
  limits: ThrottleLimits,
  now: Date,
): Promise<boolean> {
  const [accountKey, ipKey] = keys(subject);
  if ((await hitsInWindow(db, accountKey!, limits.windowSeconds, now)) >= limits.perAccount)
    return true;
  return ipKey ? (await hitsInWindow(db, ipKey, limits.windowSeconds, now)) >= limits.perIp : false;
}

export async function countAttempt(
  db: Database,
  subject: Subject,
  limits: ThrottleLimits,
  now: Date,
): Promise<void> {
  for (const key of keys(subject)) await hit(db, key, limits.windowSeconds, now);
}

export async function clearAccountAttempts(db: Database, subject: Subject): Promise<void> {
  await clearHits(db, keys(subject)[0]!);
}
