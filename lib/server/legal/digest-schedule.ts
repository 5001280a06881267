/**
 * When a server process runs the weekly compliance check (./compliance-digest): at its start and
 * every hour. The check itself does nothing while the setting is off, and once a week otherwise:
 * a week already checked (by this or another instance) is skipped at the cost of one insert.
 */
import 'server-only';
import { getDb } from '../db/client';
import { wakeMailWorker } from '../mail/worker';
import { checkComplianceWeek } from './compliance-digest';

const HOURLY = 60 * 60_000;
const globalForDigest = globalThis as unknown as { __agencyComplianceDigest?: () => void };

async function checkOnce(): Promise<void> {
  const outcome = await checkComplianceWeek({ db: getDb().db });
  if (outcome === 'queued') {
    console.log('[compliance] weekly mail of new problems queued');
    wakeMailWorker();
  }
}

export function startComplianceDigest(intervalMs = HOURLY): void {
  if (globalForDigest.__agencyComplianceDigest) return;
  const check = () =>
    void checkOnce().catch((error: unknown) =>
      console.error('[compliance] weekly check failed:', error instanceof Error ? error.message : error),
    );
  const timer = setInterval(check, intervalMs);
  timer.unref();
  globalForDigest.__agencyComplianceDigest = () => clearInterval(timer);
  check();
}
