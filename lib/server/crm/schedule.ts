/**
 * The CRM sync of a running server: at start and every SYNC_INTERVAL_MINUTES, never two at once.
 * The new snapshot reaches the pages through the snapshot watcher (./snapshot-watcher).
 */
import { describeSync, runCrmSync } from './run-sync';

const globalForSchedule = globalThis as unknown as { __agencyCrmSchedule?: () => void };

export function startCrmSchedule(intervalMinutes: number, run = () => runCrmSync()): () => void {
  if (globalForSchedule.__agencyCrmSchedule) return globalForSchedule.__agencyCrmSchedule;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await run();
      (outcome.ok ? console.log : console.error)(describeSync(outcome));
    } catch (error) {
      console.error('[crm] sync not run:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMinutes * 60_000);
  timer.unref();
  void tick();
  globalForSchedule.__agencyCrmSchedule = () => {
    clearInterval(timer);
    globalForSchedule.__agencyCrmSchedule = undefined;
  };
  return globalForSchedule.__agencyCrmSchedule;
}
