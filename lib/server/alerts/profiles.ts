/**
 * Search profiles of 'keep me informed': made with the lead, confirmed by the link of
 * the first mail (double opt-in: only then do alerts go out), stopped by the unsubscribe link.
 * On confirmation the profile takes note of the matching properties already on offer, so its
 * alerts announce only what is new or cheaper from then on.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shownPrice, type AlertCriteria, type AlertProperty } from '@/lib/alerts/match';
import { ALERT_TOKEN_PREFIX } from '@/lib/alerts/token';
import { ZONES } from '@/lib/forms/leads/demand-register';
import type { SiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import { searchProfileProperties, searchProfiles } from '../db/schema';
import type { Tx } from '../forms/definitions';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The search of a validated 'keep me informed' lead. */
export function criteriaOf(data: Record<string, unknown>): AlertCriteria {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);
  return {
    goal: data.goal === 'rent' ? 'rent' : 'sale',
    types: list(data.types),
    zones: list(data.zones).filter((z): z is AlertCriteria['zones'][number] => (ZONES as readonly string[]).includes(z)),
    place: typeof data.cityOrZip === 'string' ? data.cityOrZip : '',
    priceMin: whole(data.priceMin),
    priceMax: whole(data.priceMax),
    bedrooms: whole(data.bedrooms),
  };
}

/** Stores the profile of a new lead (unconfirmed); returns the token its mails carry. */
export async function createSearchProfile(tx: Tx, leadId: number, data: Record<string, unknown>, locale: SiteLocale): Promise<string> {
  const token = ALERT_TOKEN_PREFIX + randomBytes(24).toString('base64url');
  await tx.insert(searchProfiles).values({ leadId, email: String(data.email), locale, criteria: { ...criteriaOf(data) }, token });
  return token;
}

export type Matching = (criteria: AlertCriteria, locale: string) => readonly AlertProperty[];

/**
 * Confirms the address of the profile holding `token` and notes the matching properties on offer
 * now; true when the token is known and not unsubscribed (confirming again changes nothing).
 */
export async function confirmSearchProfile(db: Database, token: unknown, matching: Matching): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(searchProfiles)
      .where(and(eq(searchProfiles.token, token), isNull(searchProfiles.unsubscribedAt)))
      .for('update');
    if (!profile) return false;
    if (profile.confirmedAt) return true;
    await tx.update(searchProfiles).set({ confirmedAt: sql`now()` }).where(eq(searchProfiles.id, profile.id));
    const known = matching(profile.criteria as unknown as AlertCriteria, profile.locale);
    if (known.length > 0) {
      await tx
        .insert(searchProfileProperties)
        .values(known.map((p) => ({ profileId: profile.id, propertyId: p.ID, price: shownPrice(p) })))
        .onConflictDoNothing();
    }
    return true;
  });
}

/** Stops the alerts of the profile holding `token`; true when the token is a known profile's. */
export async function stopSearchProfile(db: Database, token: string): Promise<boolean> {
  const stopped = await db
    .update(searchProfiles)
    .set({ unsubscribedAt: sql`coalesce(${searchProfiles.unsubscribedAt}, now())` })
    .where(eq(searchProfiles.token, token))
    .returning({ id: searchProfiles.id });
  return stopped.length > 0;
}
