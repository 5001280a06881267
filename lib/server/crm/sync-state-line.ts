/**
 * How the staff's sync screen and dashboard say where the CRM sync stands: the last
 * finished run, one running now, how many properties the site shows, and whether the last run was
 * held or failed (then the site keeps its previous stock and someone should look). Pure.
 */
import 'server-only';
import type { SyncRunRow, SyncStatus } from './sync-runs';

/** A run without its notes: what the lists need. */
export type RunSummary = Omit<SyncRunRow, 'notes' | 'unseenFields'>;
type RunLike = Pick<RunSummary, 'id' | 'status' | 'startedAt' | 'finishedAt' | 'problem' | 'counts'>;

/** Why a run was held (the shrink guard) or failed (run-sync's problemOf, sync-runs' startRun): messages Editor.sync.problems.*. */
export const PROBLEM_CODES = ['empty', 'loss', 'leftOut', 'noTypes', 'auth', 'unavailable', 'garbage', 'refused', 'error', 'interrupted'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** A code the screen can say; one it does not know (a newer server's) reads as 'error'. */
export const problemCodeOf = (code: string | undefined): ProblemCode => PROBLEM_CODES.find((known) => known === code) ?? 'error';

const INTERRUPTED = { code: 'interrupted', values: {}, message: 'the sync stopped before it finished' };

/**
 * Runs 'running' while no sync holds the lease: their process stopped (the next sync marks them
 * so); shown as failed now rather than as running for ever.
 */
export function withStoppedRuns<T extends RunLike>(runs: readonly T[], leaseHeld: boolean): T[] {
  return leaseHeld ? [...runs] : runs.map((run) => (run.status === 'running' ? { ...run, status: 'failed' as const, problem: run.problem ?? INTERRUPTED } : run));
}

export type SyncAlert = {
  status: 'held' | 'failed';
  runId: number;
  code: ProblemCode;
  values: Record<string, string | number>;
  /** Properties live now and after the held run (held runs only). */
  before: number | null;
  after: number | null;
};

export type SyncState = {
  running: { id: number; startedAt: Date } | null;
  last: { id: number; at: Date; status: Exclude<SyncStatus, 'running'> } | null;
  /** Properties the site shows: what the last run published or kept; null when no run says. */
  properties: number | null;
  /** Set when the last finished run was held or failed. */
  alert: SyncAlert | null;
};

const count = (run: RunLike, name: 'before' | 'after') => (typeof run.counts?.[name] === 'number' ? run.counts[name] : null);

/** The state from the newest runs, newest first. */
export function syncStateOf(runs: readonly RunLike[]): SyncState {
  const running = runs.find((run) => run.status === 'running') ?? null;
  const finished = runs.filter((run): run is RunLike & { status: Exclude<SyncStatus, 'running'> } => run.status !== 'running');
  const last = finished[0] ?? null;
  const stock = finished.find((run) => run.status !== 'failed' && run.counts);
  const properties = stock ? count(stock, stock.status === 'held' ? 'before' : 'after') : null;
  const alert: SyncAlert | null =
    last && (last.status === 'held' || last.status === 'failed')
      ? { status: last.status, runId: last.id, code: problemCodeOf(last.problem?.code), values: last.problem?.values ?? {}, before: count(last, 'before'), after: count(last, 'after') }
      : null;
  return {
    running: running && { id: running.id, startedAt: running.startedAt },
    last: last && { id: last.id, at: last.finishedAt ?? last.startedAt, status: last.status },
    properties,
    alert,
  };
}

/** The ICU values of a problem's message: each figure it names, '?' where the run did not record it. */
export function problemValues(values: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return { before: '?', after: '?', percent: '?', limit: '?', records: '?', leftOut: '?', ...values };
}
