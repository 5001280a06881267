import { readSyncState } from '@/lib/server/crm/sync-state';
import { getDb } from '@/lib/server/db/client';

export const dynamic = 'force-dynamic';

const DB_CHECK_TIMEOUT_MS = 2000;

/** Whether the database answers `SELECT 1` within the timeout (through the site's own pool). */
async function databaseUp(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
  });
  const check = getDb()
    .pool.query('SELECT 1')
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The CRM sync's last attempt and success (lib/server/crm/sync-state), when a CRM is configured. */
function syncReport() {
  if (!process.env.OMNICASA_URL) return { configured: false };
  const state = readSyncState();
  return { configured: true, lastAttempt: state?.lastAttempt ?? null, lastSuccess: state?.lastSuccess ?? null };
}

/**
 * Health probe for load balancers and the test runners: 200 `{ ok: true, database: 'up', sync }`, or 503
 * `{ ok: false, database: 'down' }` while the database does not answer (pages still work then, but
 * no lead can be stored). Without a configured database: 200 `{ ok: true, database: 'none' }`.
 * Nothing is cached, and no error detail reaches the answer.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  const sync = syncReport();
  if (!process.env.DATABASE_URL) return Response.json({ ok: true, database: 'none', sync }, { headers });
  const up = await databaseUp();
  return Response.json({ ok: up, database: up ? 'up' : 'down', sync }, { status: up ? 200 : 503, headers });
}
