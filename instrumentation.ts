import type { Instrumentation } from 'next';

/**
 * Background work of each server process (not during the build, not on the edge), all on the
 * database: with a CRM, its catalogue shown before the server serves and watched (a sync's new
 * revision reaches this server's pages, then the search alerts sweep) and the sync on its schedule;
 * the move of CV files an older version kept on disk into the database, the watcher of content
 * published by staff, the demo owner of the embedded database, the alert sweeps, the weekly compliance
 * check and the mail outbox dispatcher.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.DATABASE_URL) return;
  const [{ getDb }, { getEnv }] = await Promise.all([import('./lib/server/db/client'), import('./lib/server/env')]);
  // Alerts sweep at start, hourly and after each new catalogue.
  const { startAlertSweeps } = await import('./lib/server/alerts/schedule');
  const sweepAlerts = startAlertSweeps();
  if (process.env.OMNICASA_URL) {
    const { showCatalogueAtStart, watchCatalogue } = await import('./lib/server/crm/catalogue-watcher');
    await showCatalogueAtStart(getDb().db);
    watchCatalogue(() => getDb().db, { onReloaded: sweepAlerts });
    const interval = getEnv().SYNC_INTERVAL_MINUTES;
    if (interval) (await import('./lib/server/crm/schedule')).startCrmSchedule(interval);
  }
  // The agency's optional weekly mail of new compliance problems: checked at start and hourly, sent once a week.
  (await import('./lib/server/legal/digest-schedule')).startComplianceDigest();
  // CV files an older version kept on this instance's disk move into the database before any mail is sent.
  const { importCvFiles } = await import('./lib/server/cv-files-import');
  const { join } = await import('node:path');
  await importCvFiles(getDb().db, join(getEnv().DATA_DIR, 'uploads')).then(
    ({ imported, removed }) => imported + removed > 0 && console.log(`[cv] ${imported} CV file(s) moved into the database, ${removed} of deleted leads removed`),
    (error: unknown) => console.error('[cv] CV files not moved into the database:', error instanceof Error ? error.message : error),
  );
  const { watchContent } = await import('./lib/server/content/watcher');
  watchContent(() => getDb().db);
  const { demoOwnerLine, seedDemoOwner, seedsDemoOwner } = await import('./lib/server/auth/demo-owner');
  if (seedsDemoOwner(process.env)) {
    const given = process.env.DEMO_OWNER_PASSWORD;
    const { siteUrl } = await import('./lib/server/mail/render');
    await seedDemoOwner(getDb().db, given).then(
      // A password the harness chose is not repeated.
      (password) => password && !given && console.log(demoOwnerLine(password, siteUrl())),
      (error: unknown) =>
        console.error('[portal] demo owner not seeded:', error instanceof Error ? error.message : error),
    );
  }
  if (['1', 'true'].includes(process.env.MAIL_DISPATCH_DISABLED ?? '')) return;
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
}

/**
 * An error Next caught while rendering a page, running a route handler, an action or proxy.ts:
 * one log line with the request's id (lib/server/request-error-log), and a report to Sentry when
 * SENTRY_DSN is set.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { logRequestError } = await import('./lib/server/request-error-log');
  await logRequestError(...args);
};
