/**
 * One CRM sync as `npm run sync` and the schedule run it: the Omnicasa catalogue read into the
 * snapshot (./sync), under the sync lock, its outcome recorded for /api/health and told in one
 * log line. Nothing here prints a credential: every message goes through `redact`.
 */
import path from 'node:path';
import { snapshotDir } from '@/lib/data';
import { readCatalogue } from './omnicasa/catalogue';
import { createOmnicasaClient } from './omnicasa/client';
import { omnicasaConfigFromEnv } from './omnicasa/config';
import { redact } from './omnicasa/errors';
import { acquireSyncLock } from './sync-lock';
import { recordSyncOutcome, syncStateFile } from './sync-state';
import { syncSnapshot, type SyncOutcome } from './sync';

/**
 * Omnicasa does not say in which time zone it reads ChangeSince: asking from a few hours before the
 * last sync reads a few properties again rather than missing one.
 */
export const CHANGE_SINCE_MARGIN_MS = 3 * 60 * 60_000;

export type SyncRun = SyncOutcome | { ok: false; busy: true; at: string; error: string };

type Env = Record<string, string | undefined>;

export class CrmNotConfiguredError extends Error {
  constructor() {
    super(
      'no CRM is configured: set OMNICASA_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD',
    );
  }
}

/** The line a sync leaves in the log. */
export function describeSync(run: SyncRun): string {
  if (!run.ok) return `[crm] sync ${'busy' in run ? 'skipped' : 'failed'}: ${run.error}`;
  const { kind, counts, changes } = run.manifest;
  const skipped = run.skipped.slice(0, 5).map((s) => `${s.method} ${s.id ?? '?'} ${s.field}`);
  return (
    `[crm] ${kind} sync: ${counts.properties} properties, ${changes.added.length} added, ${changes.updated.length} updated, ` +
    `${changes.removed.length} removed, ${changes.priceChanged.length} new prices, ${counts.skipped} records left out` +
    (skipped.length > 0
      ? ` (${skipped.join('; ')}${counts.skipped > skipped.length ? '; …' : ''})`
      : '')
  );
}

/**
 * Syncs the snapshot of `env` (SNAPSHOT_DIR or DATA_DIR/snapshot) with the CRM of `env`; throws
 * CrmNotConfiguredError without one and OmnicasaConfigError for a half configuration.
 */
export async function runCrmSync({
  env = process.env,
  full = false,
  dataDir = path.join(process.cwd(), 'data'),
  now = () => new Date(),
}: { env?: Env; full?: boolean; dataDir?: string; now?: () => Date } = {}): Promise<SyncRun> {
  const config = omnicasaConfigFromEnv(env);
  if (!config) throw new CrmNotConfiguredError();
  const secrets = [config.customerName, config.customerPassword];
  const dir = snapshotDir(env);
  const release = acquireSyncLock(dir);
  if (!release)
    return {
      ok: false,
      busy: true,
      at: now().toISOString(),
      error: 'another sync of this snapshot is running',
    };
  try {
    const client = createOmnicasaClient(config);
    const read = (since: Date | null) =>
      readCatalogue(
        client,
        since ? { since: new Date(since.getTime() - CHANGE_SINCE_MARGIN_MS) } : {},
      );
    const outcome = await syncSnapshot({ read, dataDir, snapshotDir: dir, now, full });
    const safe = outcome.ok ? outcome : { ...outcome, error: redact(outcome.error, secrets) };
    recordSyncOutcome(safe, (text) => redact(text, secrets), syncStateFile(env));
    return safe;
  } finally {
    release();
  }
}
