/**
 * When a server process sweeps the alerts (./sweep): at its start (new data at start), after each
 * snapshot reload its watcher saw (a CRM sync), and every hour (an alert held back by the
 * one-a-day rule goes out once the day has passed). One sweep at a time; a request during a sweep
 * runs one more after it.
 */
import 'server-only';
import { getPriceHistory, getProperties } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { priceLowering } from '@/lib/property/price-change';
import { getDb } from '../db/client';
import { wakeMailWorker } from '../mail/worker';
import { sweepAlerts } from './sweep';

const HOURLY = 60 * 60_000;
const globalForSweeps = globalThis as unknown as { __agencyAlertSweeps?: { sweep: () => void; stop: () => void } };

async function sweepOnce(): Promise<void> {
  const queued = await sweepAlerts({
    db: getDb().db,
    properties: (locale) => (isSiteLocale(locale) ? getProperties(locale) : []),
    priceLowered: (id) => priceLowering(getPriceHistory(id)) !== null,
  });
  if (queued > 0) {
    console.log(`[alerts] ${queued} alert mail(s) queued`);
    wakeMailWorker();
  }
}

/** Starts this process's sweeps (once); returns the function that asks for a sweep now. */
export function startAlertSweeps(intervalMs = HOURLY): () => void {
  if (globalForSweeps.__agencyAlertSweeps) return globalForSweeps.__agencyAlertSweeps.sweep;
  let running = false;
  let again = false;
  const sweep = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        await sweepOnce().catch((error: unknown) =>
          console.error('[alerts] sweep failed:', error instanceof Error ? error.message : error),
        );
      } while (again);
      running = false;
    })();
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  globalForSweeps.__agencyAlertSweeps = { sweep, stop: () => clearInterval(timer) };
  return sweep;
}
