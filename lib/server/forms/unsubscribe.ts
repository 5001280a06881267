import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { unsubscribeSchema } from '@/lib/forms/leads/sign-newsletter';
import { isAlertToken } from '@/lib/alerts/token';
import { stopSearchProfile } from '../alerts/profiles';
import type { Database } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/**
 * Unsubscribes the holder of `token`: a newsletter subscriber or a search alert's profile; true
 * when the token is known (again-unsubscribing is fine).
 */
export async function unsubscribe(db: Database, token: unknown): Promise<boolean> {
  const parsed = unsubscribeSchema.safeParse({ token });
  if (!parsed.success) return false;
  if (isAlertToken(parsed.data.token)) return stopSearchProfile(db, parsed.data.token);
  const updated = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.token, parsed.data.token), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ email: newsletterSubscribers.email });
  if (updated.length > 0) return true;
  const known = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, parsed.data.token));
  return known.length > 0;
}
