/**
 * What the staff's sync screen and dashboard read of the runs: the newest runs without
 * their notes (up to 2000 each), a stopped run shown as such, where the sync stands, and the names
 * of the staff who started them.
 */
import 'server-only';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { crmSyncRuns, staff } from '../db/schema';
import { syncLeaseHeld } from './sync-lease';
import { syncStateOf, withStoppedRuns, type RunSummary, type SyncState } from './sync-state-line';

export const RECENT_RUNS = 20;

const r = crmSyncRuns;
const SUMMARY = { id: r.id, startedAt: r.startedAt, finishedAt: r.finishedAt, trigger: r.trigger, staffId: r.staffId, kind: r.kind, acceptShrink: r.acceptShrink, status: r.status, problem: r.problem, counts: r.counts, revision: r.revision };

export async function recentRunSummaries(db: Database, limit = RECENT_RUNS): Promise<RunSummary[]> {
  return db.select(SUMMARY).from(crmSyncRuns).orderBy(desc(crmSyncRuns.id)).limit(limit);
}

/** The name (else the e-mail) of each staff member of `ids`, removed ones too: their runs still name them. */
export async function staffNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
}

export type SyncOverview = { runs: RunSummary[]; state: SyncState; names: Map<number, string> };

export async function loadSyncOverview(db: Database, limit = RECENT_RUNS): Promise<SyncOverview> {
  let runs = await recentRunSummaries(db, limit);
  const leaseHeld = runs.some((run) => run.status === 'running') ? await syncLeaseHeld(db) : true;
  // A run that finished between the two reads released the lease: read again to show its outcome.
  if (!leaseHeld) runs = withStoppedRuns(await recentRunSummaries(db, limit), false);
  return { runs, state: syncStateOf(runs), names: await staffNames(db, runs.map((run) => run.staffId)) };
}
