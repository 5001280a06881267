/**
 * Newsletter subscriptions with double opt-in: a sign-up (or the sign-up again of an address that
 * unsubscribed) is pending until the link of its mail confirms the address within the period for
 * unconfirmed rows (7 days by default, lib/server/retention); only confirmed rows are subscribers.
 * One random token per subscription serves the confirmation and the unsubscribe link, like a search
 * alert's (lib/server/alerts/profiles); signing up again after unsubscribing gets a new one.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import type { Tx } from '../forms/definitions';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export interface Subscription {
  token: string;
  /** False until the address is confirmed: the mail then carries the confirmation link. */
  confirmed: boolean;
}

/** Records a sign-up; an address already confirmed stays as it is. */
export async function subscribeToNewsletter(tx: Tx, email: string, locale: SiteLocale): Promise<Subscription> {
  const fresh = randomBytes(24).toString('base64url');
  const { rows } = await tx.execute<{ token: string; confirmed_at: string | null }>(sql`
    INSERT INTO newsletter_subscribers AS s (email, locale, token) VALUES (${email}, ${locale}, ${fresh})
    ON CONFLICT (email) DO UPDATE SET
      locale = EXCLUDED.locale,
      token = CASE WHEN s.unsubscribed_at IS NOT NULL THEN EXCLUDED.token ELSE s.token END,
      subscribed_at = CASE WHEN s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE now() END,
      confirmed_at = CASE WHEN s.unsubscribed_at IS NOT NULL THEN NULL ELSE s.confirmed_at END,
      unsubscribed_at = NULL
    RETURNING token, confirmed_at`);
  const row = rows[0];
  if (!row) throw new Error('newsletter sign-up returned nothing');
  return { token: row.token, confirmed: row.confirmed_at !== null };
}

/**
 * Confirms the pending subscription holding `token` if it was made less than `validDays` ago; true
 * when the subscription is (now or already) confirmed and not unsubscribed.
 */
export async function confirmNewsletter(db: Database, token: unknown, now: Date, validDays: number): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  const since = new Date(now.getTime() - validDays * 86_400_000).toISOString();
  const { rows } = await db.execute(sql`
    UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, ${now.toISOString()}::timestamptz)
    WHERE token = ${token} AND unsubscribed_at IS NULL
      AND (confirmed_at IS NOT NULL OR subscribed_at >= ${since}::timestamptz)
    RETURNING email`);
  return rows.length > 0;
}
