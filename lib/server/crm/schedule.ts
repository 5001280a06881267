/**
 * The CRM sync of a running server: at start and every SYNC_INTERVAL_MINUTES. Every instance may
 * run the schedule: the sync lease lets one sync run at a time across them, the others skip their
 * turn. The new catalogue reaches the pages through each instance's watcher (./catalogue-watcher).
 */
import 'server-only';
import { getDb } from '../db/client';
import { describeSync, runCrmSync, type SyncRun } from './run-sync';

const globalForSchedule = globalThis as unknown as { __agencyCrmSchedule?: () => void };

export function startCrmSchedule(intervalMinutes: number, run: () => Promise<SyncRun> = () => runCrmSync({ db: getDb().db, trigger: 'schedule' })): () => void {
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
