/**
 * One CRM sync, as `npm run sync`, the server's schedule and the staff's sync screen run
 * it: under the lease (one at a time across instances), recorded as a run, the Omnicasa catalogue
 * read leniently, compared with the live stock in Postgres, held by the shrink guard when it would
 * empty or gut the site, else published as a new revision that every instance picks up. Nothing here
 * prints or stores a credential: every message goes through `redact`.
 */
import 'server-only';
import type { LanguageSetting } from '@/lib/content/language-schema';
import { embeddedLanguageSetting, offeredOf } from '@/lib/content/languages';
import type { SiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import { loadPublished } from '../content/store';
import { outbox } from '../db/schema';
import { agencyMailTo, AGENCY_LOCALE } from '../forms/definitions';
import { discardStaged, loadLiveIndex, publishStock, stageRows } from './catalogue-store';
import { readCatalogue, type CatalogueRead } from './omnicasa/catalogue';
import { NOTE_EFFECTS } from './omnicasa/notes';
import { createOmnicasaClient, type OmnicasaClientOptions } from './omnicasa/client';
import { omnicasaConfigFromEnv } from './omnicasa/config';
import { CrmAuthError, CrmError, CrmGarbageError, CrmUnavailableError, redact } from './omnicasa/errors';
import { shrinkLimitsFromEnv, shrinkVerdict } from './shrink-guard';
import { acquireSyncLease } from './sync-lease';
import { finishRun, lastSuccessStart, startRun, startsAHold, type SyncCounts, type SyncProblem, type SyncTrigger } from './sync-runs';
import { createStockBuilder, isEmptyChange, type LiveIndex, type StockChange, type StockRow } from './stock';

/**
 * Omnicasa does not say in which time zone it reads ChangeSince: asking from a few hours before the
 * last sync reads a few properties again rather than missing one.
 */
export const CHANGE_SINCE_MARGIN_MS = 3 * 60 * 60_000;
/** A full read at least this often: an incremental one cannot see what the CRM lost without telling. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60_000;

type Env = Record<string, string | undefined>;

export type SyncRun =
  | { ok: true; runId: number; at: string; status: 'published' | 'unchanged'; kind: 'full' | 'incremental'; counts: SyncCounts; revision: number | null; read: Pick<CatalogueRead, 'notes' | 'unseenFields'> }
  | { ok: false; runId: number; at: string; status: 'held'; kind: 'full' | 'incremental'; counts: SyncCounts; problem: SyncProblem; read: Pick<CatalogueRead, 'notes' | 'unseenFields'> }
  | { ok: false; runId: number | null; at: string; status: 'failed'; problem: SyncProblem }
  | { ok: false; busy: true; at: string; error: string };

export class CrmNotConfiguredError extends Error {
  constructor() {
    super('no CRM is configured: set OMNICASA_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD');
  }
}

/** The line a sync leaves in the log: its figures, and the first of what it left out, the gravest first. */
export function describeSync(run: SyncRun): string {
  if ('busy' in run) return `[crm] sync skipped: ${run.error}`;
  if (run.status === 'failed') return `[crm] sync failed: ${run.problem.message}`;
  const { counts } = run;
  const notes = [...run.read.notes]
    .sort((a, b) => NOTE_EFFECTS.indexOf(b.effect) - NOTE_EFFECTS.indexOf(a.effect))
    .slice(0, 5)
    .map((n) => `${n.method} ${n.id ?? '?'} ${n.field} ${n.code}`);
  const figures =
    `${counts.after} properties, ${counts.added} added, ${counts.updated} updated, ${counts.removed} removed, ` +
    `${counts.priceChanged} new prices, ${counts.leftOut} left out, ${counts.notes} notes` +
    (notes.length > 0 ? ` (${notes.join('; ')}${counts.notes > notes.length ? '; …' : ''})` : '');
  if (run.status === 'held') return `[crm] ${run.kind} sync held, the site keeps its ${counts.before} properties: ${run.problem.message} (${figures}); accept it with npm run sync -- --accept-shrink`;
  return `[crm] ${run.kind} sync ${run.status}: ${figures}`;
}

/** A failure as the run records it: a code the staff screen translates, the log's words. */
function problemOf(error: unknown, secrets: readonly string[]): SyncProblem {
  const message = redact(error instanceof Error ? error.message : String(error), secrets).slice(0, 500);
  const code = error instanceof CrmAuthError ? 'auth' : error instanceof CrmUnavailableError ? 'unavailable' : error instanceof CrmGarbageError ? 'garbage' : error instanceof CrmError ? 'refused' : 'error';
  return { code, values: {}, message };
}

function countsOf(live: LiveIndex, read: CatalogueRead, change: Omit<StockChange, 'upserts'>): SyncCounts {
  return {
    before: change.counts.before,
    after: change.counts.after,
    read: change.counts.read + read.leftOut.length,
    added: change.added.length,
    updated: change.updated.length,
    removed: change.removed.length,
    priceChanged: change.prices.filter((p) => live.lastPrices.has(p.propertyId)).length,
    leftOut: read.leftOut.length,
    recordsRead: read.tally.records,
    recordsLeftOut: read.tally.leftOut,
    notes: read.noteCount,
  };
}

/** The site's default language as published (a command has no published content in memory: it asks the database). */
async function defaultLocaleOf(db: Database): Promise<SiteLocale> {
  const [published] = await loadPublished(db, ['languages']);
  return offeredOf((published?.data as LanguageSetting | undefined) ?? embeddedLanguageSetting()).defaultLocale;
}

/** Rows changed, staged in the database a few hundred at a time as the sync reads. */
function stagingOf(db: Database, runId: number) {
  let pending: StockRow[] = [];
  let count = 0;
  const flush = async () => {
    const rows = pending;
    pending = [];
    await stageRows(db, runId, rows);
  };
  return {
    async add(rows: readonly StockRow[]) {
      pending.push(...rows);
      count += rows.length;
      if (pending.length >= 500) await flush();
    },
    flush,
    get count() {
      return count;
    },
  };
}

/** Tells the agency once per hold that its site keeps the last stock and why. */
async function queueHoldMail(db: Database, runId: number, problem: SyncProblem, counts: SyncCounts) {
  if (!(await startsAHold(db, runId))) return;
  await db.insert(outbox).values({
    kind: 'sync-held',
    recipient: agencyMailTo(),
    locale: AGENCY_LOCALE,
    payload: { code: problem.code, values: JSON.stringify(problem.values), before: String(counts.before), after: String(counts.after), runId: String(runId) },
  });
}

export type RunOptions = {
  db: Database;
  env?: Env;
  trigger: SyncTrigger;
  staffId?: number | null;
  /** Read the whole stock even when an incremental read would do. */
  full?: boolean;
  /** Publish even what the shrink guard would hold. */
  acceptShrink?: boolean;
  now?: () => Date;
  clientOptions?: OmnicasaClientOptions;
};

/**
 * Syncs the catalogue in Postgres with the CRM of `env`; throws CrmNotConfiguredError without one
 * and OmnicasaConfigError for a half configuration. Never throws for what the CRM answers.
 */
export async function runCrmSync({ db, env = process.env, trigger, staffId = null, full = false, acceptShrink = false, now = () => new Date(), clientOptions }: RunOptions): Promise<SyncRun> {
  const config = omnicasaConfigFromEnv(env);
  if (!config) throw new CrmNotConfiguredError();
  const limits = shrinkLimitsFromEnv(env);
  const secrets = [config.customerName, config.customerPassword];
  const started = now();
  const lease = await acquireSyncLease(db);
  if (!lease) return { ok: false, busy: true, at: started.toISOString(), error: 'another sync is running' };
  let runId: number | null = null;
  try {
    runId = await startRun(db, { trigger, staffId, acceptShrink, at: started });
    await discardStaged(db);
    const live = await loadLiveIndex(db);
    const lastSuccess = live.rows.length > 0 ? await lastSuccessStart(db) : null;
    const incremental = !full && lastSuccess !== null && started.getTime() - lastSuccess.getTime() < FULL_SYNC_EVERY_MS;
    const kind = incremental ? 'incremental' : 'full';
    const createDates = new Map<number, string>();
    for (const row of live.rows) {
      const known = createDates.get(row.propertyId);
      if (row.createDate && (!known || row.createDate < known)) createDates.set(row.propertyId, row.createDate);
    }
    const at = `${started.toISOString().slice(0, 19)}Z`;
    const builder = createStockBuilder(live, await defaultLocaleOf(db));
    const staging = stagingOf(db, runId);
    const read = await readCatalogue(createOmnicasaClient(config, clientOptions), {
      ...(incremental ? { since: new Date(lastSuccess!.getTime() - CHANGE_SINCE_MARGIN_MS) } : {}),
      firstSeen: (id) => createDates.get(id) ?? at,
      sink: { begin: builder.begin, property: (id, records) => staging.add(builder.take(id, records)) },
    });
    await staging.flush();
    const change = { ...builder.finish(read), upserts: [] };
    const counts = countsOf(live, read, change);
    const outcome = { kind, counts, read: { notes: read.notes, unseenFields: read.unseenFields } } as const;
    const verdict = acceptShrink
      ? null
      : shrinkVerdict({ before: counts.before, after: counts.after, recordsRead: counts.recordsRead, recordsLeftOut: counts.recordsLeftOut, liveRecords: live.rows.length, typesBefore: change.counts.typesBefore, typesAfter: change.counts.typesAfter }, limits);
    if (verdict) {
      const problem: SyncProblem = { ...verdict, message: `${verdict.code} ${JSON.stringify(verdict.values)}` };
      await discardStaged(db, runId);
      await finishRun(db, runId, { status: 'held', at: now(), kind, problem, counts, notes: read.notes, unseenFields: read.unseenFields });
      await queueHoldMail(db, runId, problem, counts);
      return { ok: false, runId, at: started.toISOString(), status: 'held', problem, ...outcome };
    }
    const revision = isEmptyChange(change) && staging.count === 0 ? null : await publishStock(db, change, { runId, at: started });
    const status = revision === null ? 'unchanged' : 'published';
    await finishRun(db, runId, { status, at: now(), kind, counts, notes: read.notes, unseenFields: read.unseenFields, revision });
    return { ok: true, runId, at: started.toISOString(), status, revision, ...outcome };
  } catch (error) {
    const problem = problemOf(error, secrets);
    if (runId !== null) {
      await discardStaged(db, runId).catch(() => undefined);
      await finishRun(db, runId, { status: 'failed', at: now(), problem }).catch(() => undefined);
    }
    return { ok: false, runId, at: started.toISOString(), status: 'failed', problem };
  } finally {
    await lease.release().catch(() => undefined);
  }
}
