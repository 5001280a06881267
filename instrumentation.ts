/**
 * Background work of each server process (not during the build, not on the edge): the snapshot
 * watcher (a CRM sync's new snapshot reaches this server's pages, then the search alerts sweep),
 * the CRM sync on its schedule, the watcher of content published by staff (issue 19), the demo owner of the embedded database, the alert sweeps and the
 * mail outbox dispatcher.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { watchSnapshot } = await import('./lib/server/crm/snapshot-watcher');
  // Alerts need the database; they sweep at start, hourly and after each new snapshot.
  const sweepAlerts = process.env.DATABASE_URL
    ? (await import('./lib/server/alerts/schedule')).startAlertSweeps()
    : undefined;
  watchSnapshot({ onReloaded: sweepAlerts });
  const { getEnv } = await import('./lib/server/env');
  const interval = getEnv().SYNC_INTERVAL_MINUTES;
  if (interval) {
    const { startCrmSchedule } = await import('./lib/server/crm/schedule');
    startCrmSchedule(interval);
  }
  if (!process.env.DATABASE_URL) return;
  const [{ watchContent }, { getDb }] = await Promise.all([import('./lib/server/content/watcher'), import('./lib/server/db/client')]);
  watchContent(() => getDb().db);
  if (['1', 'true'].includes(process.env.SEED_DEMO_OWNER ?? '')) {
    const [{ seedDemoOwner }, { getDb }] = await Promise.all([
      import('./lib/server/auth/demo-owner'),
      import('./lib/server/db/client'),
    ]);
    await seedDemoOwner(getDb().db).catch((error: unknown) =>
      console.error('[portal] demo owner not seeded:', error instanceof Error ? error.message : error),
    );
  }
  if (['1', 'true'].includes(process.env.MAIL_DISPATCH_DISABLED ?? '')) return;
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
}
