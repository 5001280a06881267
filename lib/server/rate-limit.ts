/**
 * Per-IP and per-e-mail rate limits in the database (fixed windows), so every server instance
 * shares them. Counted inside the submission's transaction: a refused or failed submission
 * counts nothing.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { altchaKey } from './captcha';
import type { Database } from './db/client';

export interface RateLimits {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
  /** Mails a day to one address a visitor typed (copies, confirmations, friends'); default MAILS_PER_TYPED_ADDRESS_PER_DAY. */
  mailsPerAddressPerDay?: number;
  /** Forms a day one address may send answering the no-JavaScript question before they are held unverified. */
  noJsPerIpPerDay?: number;
  /** The same, for the whole site. */
  noJsPerDay?: number;
}

export const DAY_SECONDS = 86_400;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

/**
 * The form an IP address is kept in (rate limits, a lead's `ip_hash`): keyed with the deployment's
 * secret (the ALTCHA key every instance shares), so that nobody who reads the database can find
 * the address by hashing the 2^32 possible ones, as a plain hash allowed in milliseconds.
 */
export function hashIp(ip: string): string {
  return createHmac('sha256', altchaKey()).update(`agency-ip:${ip}`).digest('hex').slice(0, 32);
}

function windowStartOf(now: Date, windowSeconds: number): Date {
  return new Date(Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds * 1000);
}

/** Adds one hit to `key` in the current window and returns the new count. */
export async function hit(tx: Executor, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const result = await tx.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Takes back one hit of `key` in the current window (an attempt that turned out legitimate). */
export async function unhit(tx: Executor, key: string, windowSeconds: number, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key} AND window_start = ${windowStartOf(now, windowSeconds).toISOString()}`);
}

/** True when the submission is within the limits (and is counted). */
export async function withinRateLimits(
  tx: Tx,
  { ipHash, email }: { ipHash: string | null; email: string | null },
  limits: RateLimits,
  now: Date,
): Promise<boolean> {
  if (ipHash && (await hit(tx, `ip:${ipHash}`, limits.windowSeconds, now)) > limits.perIp) return false;
  if (email && (await hit(tx, `email:${email}`, limits.windowSeconds, now)) > limits.perEmail) return false;
  return true;
}

/**
 * Mails a day the site sends to one address a visitor typed, whoever typed it: the copy of a lead,
 * a newsletter or alert confirmation, a friend's mail. Beyond it the lead is still stored and sent
 * to the agency; only the mail to the typed address is left out.
 */
export const MAILS_PER_TYPED_ADDRESS_PER_DAY = 5;

/** Of those, the mails to a friend's address (a stranger who asked nothing): beyond it the send is refused. */
export const THIRD_PARTY_MAILS_PER_DAY = 3;

/** No-JavaScript submissions (the question, not the proof of work) a day: per address, and for the whole site. */
export const NO_JS_PER_IP_PER_DAY = 5;
export const NO_JS_PER_DAY = 50;

/** The form a typed e-mail address is counted under: keyed like an IP, so the counters hold no address. */
export function hashAddress(address: string): string {
  return createHmac('sha256', altchaKey()).update(`agency-mail:${address.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

/** Counts one more mail to `recipient` today and returns how many it has had today, this one included. */
export async function countMailTo(tx: Executor, recipient: string, now: Date): Promise<number> {
  return hit(tx, `mail-to:${hashAddress(recipient)}`, DAY_SECONDS, now);
}

/**
 * Counts one no-JavaScript submission and says whether it is still within the day's limits (per
 * IP hash, and for the whole site). Over them the lead is kept but held unverified.
 */
export async function withinNoJsLimits(tx: Executor, ipHash: string | null, limits: RateLimits, now: Date): Promise<boolean> {
  const site = await hit(tx, 'no-js:site', DAY_SECONDS, now);
  const perIp = ipHash ? await hit(tx, `no-js:${ipHash}`, DAY_SECONDS, now) : 0;
  return site <= (limits.noJsPerDay ?? NO_JS_PER_DAY) && perIp <= (limits.noJsPerIpPerDay ?? NO_JS_PER_IP_PER_DAY);
}

/** The hits of `key` in the current window, without counting one. */
export async function hitsInWindow(db: Executor, key: string, windowSeconds: number, now: Date): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${windowStartOf(now, windowSeconds).toISOString()}`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
