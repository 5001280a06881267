import { syncHealth, type SyncHealth } from '@/lib/server/crm/sync-runs';
import { getDb } from '@/lib/server/db/client';

export const dynamic = 'force-dynamic';

const DB_CHECK_TIMEOUT_MS = 2000;

/** `work` within the timeout, else `fallback` (the database may hang rather than fail). */
async function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), DB_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The CRM sync's state (lib/server/crm/sync-runs), when a CRM is configured: `ok` false while the last sync was held or failed. */
async function syncReport() {
  if (!process.env.OMNICASA_URL) return { configured: false };
  const unknown: SyncHealth = { configured: true, ok: false, problem: { status: 'failed', code: 'database', message: 'the sync state could not be read' }, running: false, lastAttempt: null, lastSuccess: null };
  return within(syncHealth(getDb().db), unknown);
}

/**
 * Health probe for load balancers and the test runners: 200 `{ ok: true, database: 'up', sync }`, or 503
 * `{ ok: false, database: 'down' }` while the database does not answer (pages still work then, but
 * no lead can be stored). Without a configured database: 200 `{ ok: true, database: 'none' }`. A
 * held or failed CRM sync is `sync.ok: false` with its reason, not a failed probe: the site serves
 * its last good stock. Nothing is cached, and no error detail reaches the answer.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  if (!process.env.DATABASE_URL) return Response.json({ ok: true, database: 'none', sync: { configured: Boolean(process.env.OMNICASA_URL) } }, { headers });
  const up = await within(getDb().pool.query('SELECT 1').then(() => true), false);
  const sync = up ? await syncReport() : { configured: Boolean(process.env.OMNICASA_URL) };
  return Response.json({ ok: up, database: up ? 'up' : 'down', sync }, { status: up ? 200 : 503, headers });
}
