// The production server's own small connection to DATABASE_URL, for its readiness probe and the
// figures /metrics reads from the database at scrape time (never per request). Two connections at
// most, and every question answered within a short time or not at all: a database that hangs makes
// the probe say "not ready" and the scrape leave its figures out, never a request wait.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** How long a probe or a scrape waits for the database. */
export const OPS_QUERY_TIMEOUT_MS = 1500;

/** The migrations this build expects (drizzle/meta/_journal.json, read once). */
export function expectedMigrationCount() {
  const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'));
  return Array.isArray(journal.entries) ? journal.entries.length : 0;
}

/**
 * @typedef {object} OpsDatabase
 * @property {<T extends Record<string, unknown>>(text: string) => Promise<T[]>} query rows of `text`, within OPS_QUERY_TIMEOUT_MS (rejects after it)
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} connectionString
 * @param {number} [timeoutMs]
 * @returns {OpsDatabase}
 */
export function opsDatabase(connectionString, timeoutMs = OPS_QUERY_TIMEOUT_MS) {
  const pool = new pg.Pool({
    connectionString,
    max: 2,
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeoutMs,
    application_name: 'agency-ops',
  });
  pool.on('error', () => undefined); // an idle connection lost: the pool replaces it
  return {
    async query(text) {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from the database within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const result = await Promise.race([pool.query(text), late]);
        return /** @type {pg.QueryResult} */ (result).rows;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * What the database says of the outbox and the CRM sync, for /metrics. Ages in seconds; null where
 * there is nothing to measure (no pending row, no sync yet).
 * @typedef {object} OperationalSnapshot
 * @property {number} outboxPending
 * @property {number | null} outboxOldestPendingAge
 * @property {number} outboxFailed
 * @property {number | null} crmLastSuccessAge
 * @property {number | null} crmLastRunAge
 * @property {string | null} crmLastStatus
 */

const SNAPSHOT_SQL = `
  SELECT
    (SELECT count(*) FROM outbox WHERE status = 'pending')::int AS outbox_pending,
    (SELECT extract(epoch FROM now() - min(created_at)) FROM outbox WHERE status = 'pending')::float8 AS outbox_oldest_pending_age,
    (SELECT count(*) FROM outbox WHERE status = 'failed')::int AS outbox_failed,
    (SELECT extract(epoch FROM now() - max(coalesce(finished_at, started_at))) FROM crm_sync_runs WHERE status IN ('published', 'unchanged'))::float8 AS crm_last_success_age,
    last.age AS crm_last_run_age,
    last.status AS crm_last_status
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT extract(epoch FROM now() - coalesce(finished_at, started_at))::float8 AS age, status
    FROM crm_sync_runs WHERE status <> 'running' ORDER BY id DESC LIMIT 1
  ) AS last ON true`;

/**
 * @param {OpsDatabase} database
 * @returns {Promise<OperationalSnapshot>}
 */
export async function operationalSnapshot(database) {
  const [row] = await database.query(SNAPSHOT_SQL);
  /** @param {unknown} value */
  const numberOrNull = (value) => (value === null || value === undefined ? null : Number(value));
  return {
    outboxPending: Number(row?.outbox_pending ?? 0),
    outboxOldestPendingAge: numberOrNull(row?.outbox_oldest_pending_age),
    outboxFailed: Number(row?.outbox_failed ?? 0),
    crmLastSuccessAge: numberOrNull(row?.crm_last_success_age),
    crmLastRunAge: numberOrNull(row?.crm_last_run_age),
    crmLastStatus: typeof row?.crm_last_status === 'string' ? row.crm_last_status : null,
  };
}

/**
 * How many migrations the database has applied (drizzle's own table), or 0 when it has none.
 * @param {OpsDatabase} database
 * @returns {Promise<number>}
 */
export async function appliedMigrationCount(database) {
  // (Two questions: a query naming a missing table fails to plan, whatever its CASE says.)
  const [table] = await database.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return 0;
  const [row] = await database.query('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations');
  return Number(row?.applied ?? 0);
}
