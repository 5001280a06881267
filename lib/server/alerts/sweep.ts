/**
 * The alert sweep: after the snapshot changed (a CRM sync, new data at a server's start)
 * and every hour, each confirmed profile whose last alert is a day old or more gets one mail, in its
 * language, through the outbox, announcing the matching properties that are new or cheaper for it.
 * Several instances may sweep at once: a profile's alert is claimed in the transaction that queues
 * it (last_alert_at a day old or more), and a property is recorded as announced in that same one.
 */
import 'server-only';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { announcementsFor, matchesAlert, type AlertCriteria, type AlertProperty, type KnownProperty } from '@/lib/alerts/match';
import type { Database } from '../db/client';
import { outbox, searchProfileProperties, searchProfiles } from '../db/schema';
import { alertPayload } from '../mail/alert-mails';

/** Undoes a claimed alert whose properties another instance announced first. */
class NothingNew extends Error {}

/** At most one alert a profile in this long. */
export const ALERT_INTERVAL_MS = 24 * 60 * 60_000;

export interface SweepDeps {
  db: Database;
  /** The properties on offer in a language (the snapshot). */
  properties: (locale: string) => readonly AlertProperty[];
  /** Whether a property's latest price change brought its price down. */
  priceLowered: (id: number) => boolean;
  now?: () => Date;
}

/** The properties of the snapshot that answer a profile (lib/alerts/match). */
export function matchingProperties(properties: SweepDeps['properties']) {
  return (criteria: AlertCriteria, locale: string) => properties(locale).filter((p) => matchesAlert(p, criteria));
}

/** Queues the alerts due; returns how many mails were queued. */
export async function sweepAlerts({ db, properties, priceLowered, now = () => new Date() }: SweepDeps): Promise<number> {
  const at = now();
  const dayBefore = new Date(at.getTime() - ALERT_INTERVAL_MS);
  const matching = matchingProperties(properties);
  const profiles = await db
    .select()
    .from(searchProfiles)
    .where(and(isNotNull(searchProfiles.confirmedAt), isNull(searchProfiles.unsubscribedAt)));
  let queued = 0;
  for (const profile of profiles) {
    const due = !profile.lastAlertAt || profile.lastAlertAt <= dayBefore;
    if (due && (await queueAlert(db, profile, matching, priceLowered, at, dayBefore))) queued += 1;
    else await db.update(searchProfiles).set({ checkedAt: at }).where(eq(searchProfiles.id, profile.id));
  }
  return queued;
}

async function queueAlert(
  db: Database,
  profile: typeof searchProfiles.$inferSelect,
  matching: ReturnType<typeof matchingProperties>,
  priceLowered: (id: number) => boolean,
  at: Date,
  dayBefore: Date,
): Promise<boolean> {
  const rows = await db
    .select()
    .from(searchProfileProperties)
    .where(eq(searchProfileProperties.profileId, profile.id));
  const known = new Map<number, KnownProperty>(rows.map((r) => [r.propertyId, { price: r.price, announced: r.announcedAt !== null }]));
  const announcements = announcementsFor(matching(profile.criteria as unknown as AlertCriteria, profile.locale), known, priceLowered);
  if (announcements.length === 0) return false;
  const queued = db.transaction(async (tx) => {
    const claimed = await tx
      .update(searchProfiles)
      .set({ lastAlertAt: at, checkedAt: at })
      .where(
        and(
          eq(searchProfiles.id, profile.id),
          isNull(searchProfiles.unsubscribedAt),
          or(isNull(searchProfiles.lastAlertAt), sql`${searchProfiles.lastAlertAt} <= ${dayBefore.toISOString()}`),
        ),
      )
      .returning({ id: searchProfiles.id });
    if (claimed.length === 0) return false; // another instance queued it meanwhile
    const recorded = await tx
      .insert(searchProfileProperties)
      .values(announcements.map((a) => ({ profileId: profile.id, propertyId: a.id, price: a.price, announcedAt: at })))
      .onConflictDoUpdate({
        target: [searchProfileProperties.profileId, searchProfileProperties.propertyId],
        set: { announcedAt: at, price: sql`excluded.price` },
        setWhere: isNull(searchProfileProperties.announcedAt),
      })
      .returning({ id: searchProfileProperties.propertyId });
    const fresh = announcements.filter((a) => recorded.some((r) => r.id === a.id));
    if (fresh.length === 0) throw new NothingNew();
    await tx.insert(outbox).values({
      kind: 'alert',
      recipient: profile.email,
      locale: profile.locale,
      payload: alertPayload(profile.token, fresh),
    });
    return true;
  });
  return queued.catch((error: unknown) => {
    if (error instanceof NothingNew) return false;
    throw error;
  });
}
