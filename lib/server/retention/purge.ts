/**
 * Removes personal data past its retention period (./periods), run hourly beside the purge of
 * expired sessions (lib/server/mail/worker). A lead about a property is anonymised rather than
 * deleted: the owner's statistics and history keep counting it, without a name, address or remark.
 */
import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RetentionPeriods } from './periods';

export interface PurgeCounts {
  cvs: number;
  leadsDeleted: number;
  leadsAnonymised: number;
  mails: number;
  newsletter: number;
  alerts: number;
  mailFiles: number;
}

const DAY_MS = 86_400_000;

function before(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** What an anonymised lead keeps of its fields: the visit slot it asked for (the owner's history shows it). */
const KEPT_FIELDS = sql`jsonb_strip_nulls(jsonb_build_object('date', fields->'date', 'timeSlot', fields->'timeSlot'))`;

/**
 * An alert the visitor still wants outlives the lead that made it (the profile holds its own
 * address and is removed when unsubscribed): detached before its lead goes.
 */
async function detachLiveAlerts(tx: Pick<Database, 'execute'>, leadIds: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(sql`UPDATE search_profiles SET lead_id = NULL WHERE lead_id IN (${leadIds}) AND unsubscribed_at IS NULL`);
}

/**
 * A lead that came with a CV goes whole, its CV with it (ON DELETE CASCADE). A CV file of an older
 * version not moved into the database yet is deleted by its instance's next start (lib/server/cv-files-import).
 */
async function purgeCvs(db: Database, cutoff: string): Promise<number> {
  const old = sql`SELECT id FROM leads WHERE created_at < ${cutoff}::timestamptz
    AND (attachment_path IS NOT NULL OR id IN (SELECT lead_id FROM lead_cvs))`;
  const deleted = await db.transaction(async (tx) => {
    await detachLiveAlerts(tx, old);
    return tx.execute(sql`DELETE FROM leads WHERE id IN (${old}) RETURNING id`);
  });
  return deleted.rows.length;
}

async function purgeLeads(db: Database, cutoff: string): Promise<{ deleted: number; anonymised: number }> {
  return db.transaction(async (tx) => {
    const old = sql`SELECT id FROM leads WHERE created_at < ${cutoff}::timestamptz AND anonymised_at IS NULL`;
    await detachLiveAlerts(tx, old);
    const deleted = await tx.execute(sql`DELETE FROM leads WHERE id IN (${old}) AND property_id IS NULL RETURNING id`);
    const anonymised = await tx.execute<{ id: string }>(sql`
      UPDATE leads SET email = NULL, ip_hash = NULL, fields = ${KEPT_FIELDS}, attachment_path = NULL,
        attachment_name = NULL, anonymised_at = now()
      WHERE id IN (${old}) RETURNING id`);
    // The agency's own copy (its address, its status in the owner's history) stays; mails to the visitor or a friend go.
    await tx.execute(sql`DELETE FROM outbox WHERE kind <> 'agency' AND lead_id IN (SELECT id FROM leads WHERE anonymised_at IS NOT NULL)`);
    return { deleted: deleted.rows.length, anonymised: anonymised.rows.length };
  });
}

async function purgeMails(db: Database, now: Date, periods: RetentionPeriods): Promise<number> {
  // An agency notification of a kept lead holds only the agency's address: the lead's period governs it.
  const result = await db.execute(sql`
    DELETE FROM outbox WHERE NOT (kind = 'agency' AND lead_id IS NOT NULL) AND (
      (status = 'sent' AND coalesce(sent_at, created_at) < ${before(now, periods.sentMailDays)}::timestamptz)
      OR (status = 'failed' AND created_at < ${before(now, periods.failedMailDays)}::timestamptz))
    RETURNING id`);
  return result.rows.length;
}

async function purgeSubscriptions(db: Database, now: Date, periods: RetentionPeriods) {
  const unsubscribed = before(now, periods.unsubscribedDays);
  const unconfirmed = before(now, periods.unconfirmedDays);
  const newsletter = await db.execute(sql`
    DELETE FROM newsletter_subscribers
    WHERE unsubscribed_at < ${unsubscribed}::timestamptz
      OR (confirmed_at IS NULL AND unsubscribed_at IS NULL AND subscribed_at < ${unconfirmed}::timestamptz)
    RETURNING email`);
  const alerts = await db.execute(sql`
    DELETE FROM search_profiles
    WHERE unsubscribed_at < ${unsubscribed}::timestamptz
      OR (confirmed_at IS NULL AND unsubscribed_at IS NULL AND created_at < ${unconfirmed}::timestamptz)
    RETURNING id`);
  return { newsletter: newsletter.rows.length, alerts: alerts.rows.length };
}

/** Deletes the .eml files of `dir` (mails written without SMTP) older than the period; a missing folder is no error. */
export async function purgeMailFiles(dir: string, now: Date, days: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = now.getTime() - days * DAY_MS;
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    await unlink(file).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

export async function purgeRetained(
  db: Database,
  periods: RetentionPeriods,
  now: Date,
  mailDir: string | null,
): Promise<PurgeCounts> {
  const cvs = await purgeCvs(db, before(now, periods.cvDays));
  const leadsPurge = await purgeLeads(db, before(now, periods.leadDays));
  const mails = await purgeMails(db, now, periods);
  const subscriptions = await purgeSubscriptions(db, now, periods);
  const mailFiles = mailDir ? await purgeMailFiles(mailDir, now, periods.mailFileDays) : 0;
  return { cvs, leadsDeleted: leadsPurge.deleted, leadsAnonymised: leadsPurge.anonymised, mails, ...subscriptions, mailFiles };
}
