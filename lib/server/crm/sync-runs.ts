/**
 * The record of every CRM sync, in Postgres so that every instance, /api/health and the
 * staff's sync screen see the same: when it ran and why, what it read, what it published or why
 * not, and what it left out. Messages are redacted before they are stored (the API carries its
 * credentials in its URLs).
 */
import 'server-only';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { crmSyncRuns } from '../db/schema';
import type { SyncNote } from './omnicasa/notes';

export type SyncTrigger = 'schedule' | 'command' | 'staff';
export type SyncStatus = 'running' | 'published' | 'unchanged' | 'held' | 'failed';
export type SyncProblem = { code: string; values: Record<string, string | number>; message: string };

/** The figures a run keeps. */
export type SyncCounts = {
  before: number;
  after: number;
  read: number;
  added: number;
  updated: number;
  removed: number;
  priceChanged: number;
  leftOut: number;
  recordsRead: number;
  recordsLeftOut: number;
  notes: number;
};

/** Notes kept per run: enough for an agency to correct its data, not a log of every field of a broken feed. */
export const NOTES_KEPT = 2000;

export async function startRun(db: Database, input: { trigger: SyncTrigger; staffId?: number | null; acceptShrink: boolean; at: Date }): Promise<number> {
  // The lease is held: a run still 'running' was cut short (its process stopped).
  await db
    .update(crmSyncRuns)
    .set({ status: 'failed', finishedAt: input.at, problem: { code: 'interrupted', values: {}, message: 'the sync stopped before it finished' } })
    .where(eq(crmSyncRuns.status, 'running'));
  const [row] = await db
    .insert(crmSyncRuns)
    .values({ trigger: input.trigger, staffId: input.staffId ?? null, acceptShrink: input.acceptShrink, status: 'running', startedAt: input.at })
    .returning({ id: crmSyncRuns.id });
  return row!.id;
}

export async function finishRun(
  db: Database,
  id: number,
  outcome: { status: Exclude<SyncStatus, 'running'>; at: Date; kind?: 'full' | 'incremental'; problem?: SyncProblem; counts?: SyncCounts; notes?: readonly SyncNote[]; unseenFields?: readonly string[]; revision?: number | null },
): Promise<void> {
  await db
    .update(crmSyncRuns)
    .set({
      status: outcome.status,
      finishedAt: outcome.at,
      kind: outcome.kind ?? null,
      problem: outcome.problem ?? null,
      counts: outcome.counts ?? null,
      notes: outcome.notes ? [...outcome.notes.slice(0, NOTES_KEPT)] : null,
      ...(outcome.unseenFields ? { unseenFields: [...outcome.unseenFields] } : {}),
      revision: outcome.revision ?? null,
    })
    .where(eq(crmSyncRuns.id, id));
}

const FINISHED = sql`${crmSyncRuns.status} <> 'running'`;

/** When the last sync that brought the stock up to date started (the next incremental one reads the changes since). */
export async function lastSuccessStart(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: crmSyncRuns.startedAt })
    .from(crmSyncRuns)
    .where(sql`${crmSyncRuns.status} IN ('published', 'unchanged')`)
    .orderBy(desc(crmSyncRuns.startedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Whether run `id` (held) starts a hold: the run finished before it was not held. The agency gets one mail per hold. */
export async function startsAHold(db: Database, id: number): Promise<boolean> {
  const [previous] = await db
    .select({ status: crmSyncRuns.status })
    .from(crmSyncRuns)
    .where(and(lt(crmSyncRuns.id, id), FINISHED, ne(crmSyncRuns.status, 'failed')))
    .orderBy(desc(crmSyncRuns.id))
    .limit(1);
  return previous?.status !== 'held';
}

export type SyncRunRow = typeof crmSyncRuns.$inferSelect;

export async function runById(db: Database, id: number): Promise<SyncRunRow | null> {
  const [row] = await db.select().from(crmSyncRuns).where(eq(crmSyncRuns.id, id));
  return row ?? null;
}

/** What /api/health says of the sync. */
export type SyncHealth = {
  configured: true;
  /** False while the last sync was held or failed: the site serves the last good stock. */
  ok: boolean;
  problem?: { status: 'held' | 'failed'; code: string; message: string };
  running: boolean;
  lastAttempt: { at: string; status: SyncStatus } | null;
  lastSuccess: { at: string; kind: string | null; properties: number; added: number; updated: number; removed: number; leftOut: number } | null;
};

export async function syncHealth(db: Database): Promise<SyncHealth> {
  const [running] = await db.select({ id: crmSyncRuns.id }).from(crmSyncRuns).where(eq(crmSyncRuns.status, 'running')).limit(1);
  const [last] = await db.select().from(crmSyncRuns).where(FINISHED).orderBy(desc(crmSyncRuns.id)).limit(1);
  const [success] = await db.select().from(crmSyncRuns).where(sql`${crmSyncRuns.status} IN ('published', 'unchanged')`).orderBy(desc(crmSyncRuns.id)).limit(1);
  const failing = last && (last.status === 'held' || last.status === 'failed') ? last : null;
  return {
    configured: true,
    ok: !failing,
    ...(failing ? { problem: { status: failing.status as 'held' | 'failed', code: failing.problem?.code ?? 'error', message: failing.problem?.message ?? '' } } : {}),
    running: Boolean(running),
    lastAttempt: last ? { at: (last.finishedAt ?? last.startedAt).toISOString(), status: last.status } : null,
    lastSuccess: success
      ? {
          at: (success.finishedAt ?? success.startedAt).toISOString(),
          kind: success.kind,
          properties: success.counts?.after ?? 0,
          added: success.counts?.added ?? 0,
          updated: success.counts?.updated ?? 0,
          removed: success.counts?.removed ?? 0,
          leftOut: success.counts?.leftOut ?? 0,
        }
      : null,
  };
}
