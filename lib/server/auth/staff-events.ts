/**
 * The staff journal: who added, invited, re-roled or removed whom, and who deleted an
 * upload. Each event is written by the change itself, inside its transaction, so a change that is
 * refused or rolled back leaves no event and a saved change always has one.
 */
import 'server-only';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staff, staffEvents } from '../db/schema';

export type StaffEventAction = (typeof staffEvents.$inferInsert)['action'];

export interface StaffEventInput {
  /** The staff member who made the change; null for the command line or a member acting on themselves. */
  actorId: number | null;
  action: StaffEventAction;
  subject: string;
  detail?: Record<string, unknown>;
}

/** Writes one event; pass the transaction of the change. The actor's e-mail is copied from the account. */
export async function recordStaffEvent(tx: Pick<Database, 'insert'>, event: StaffEventInput): Promise<void> {
  const actorEmail =
    event.actorId === null ? sql`''` : sql`coalesce((SELECT ${staff.email} FROM ${staff} WHERE ${staff.id} = ${event.actorId}), '')`;
  await tx.insert(staffEvents).values({
    actorId: event.actorId,
    actorEmail,
    action: event.action,
    subject: event.subject,
    detail: event.detail ?? {},
  });
}

export interface StaffEventEntry {
  id: number;
  at: Date;
  /** The actor's e-mail as it was when they acted (kept once they are gone). */
  actorEmail: string;
  action: StaffEventAction;
  subject: string;
  detail: Record<string, unknown>;
}

/** The latest events, newest first. */
export async function listStaffEvents(db: Database, limit = 50): Promise<StaffEventEntry[]> {
  const rows = await db
    .select({
      id: staffEvents.id,
      at: staffEvents.at,
      actorEmail: staffEvents.actorEmail,
      action: staffEvents.action,
      subject: staffEvents.subject,
      detail: staffEvents.detail,
    })
    .from(staffEvents)
    .orderBy(desc(staffEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
