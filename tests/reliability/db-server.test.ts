/**
 * The embedded database server shares ONE PGlite session between all its socket connections. Under
 * concurrency a connection's parameterised query must never be bound to another connection's
 * statement or parameters, and no connection may be left waiting for an answer (a hang).
 * Before the fix in server/db-server.mjs (SessionQueue) this workload failed with errors such as
 * 'invalid input syntax for type double precision: "sent"' and 'portal "" cannot be run', then hung.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDbServer, type DbServerHandle } from '@/server/db-server.mjs';

const CLAIM = `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
  WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
               ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING id`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

describe('the embedded database server under concurrent connections', () => {
  let server: DbServerHandle;
  let pool: pg.Pool;
  beforeAll(async () => {
    server = await startDbServer({ dataDir: 'memory://', port: 0 });
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
    pool.on('error', () => undefined);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  it('keeps every query, inside or outside a transaction, to its own connection', async () => {
    const errors: string[] = [];
    // A query left without an answer fails the test instead of hanging it.
    let wrong = 0;
    let committed = 0;
    const transactionWorker = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const client = await withTimeout(pool.connect(), 10_000);
        try {
          await withTimeout(client.query('BEGIN'), 10_000);
          const lead = await withTimeout(
            client.query<{ id: string }>(
              'INSERT INTO leads (form, locale, email, fields) VALUES ($1, $2, $3, $4) RETURNING id',
              [
                'site-contact',
                'en',
                `w${w}-${i}@example.be`,
                JSON.stringify({ remark: `w${w}-${i}` }),
              ],
            ),
            10_000,
          );
          await withTimeout(
            client.query(
              'INSERT INTO outbox (lead_id, kind, locale, recipient) VALUES ($1, $2, $3, $4), ($1, $5, $3, $6)',
              [
                lead.rows[0]!.id,
                'agency',
                'nl',
                'agency@example.be',
                'visitor',
                `w${w}-${i}@example.be`,
              ],
            ),
            10_000,
          );
          await withTimeout(client.query('COMMIT'), 10_000);
          committed += 1;
        } catch (error) {
          errors.push((error as Error).message);
          await withTimeout(client.query('ROLLBACK'), 2000).catch(() => undefined);
          client.release(true);
          continue;
        }
        client.release();
      }
    };
    const plainWorker = async (w: number) => {
      for (let i = 0; i < 60; i++) {
        try {
          await withTimeout(pool.query(CLAIM, [300, 5]), 10_000);
          await withTimeout(
            pool.query('UPDATE outbox SET status = $1 WHERE id = $2', ['pending', i]),
            10_000,
          );
          const echo = await withTimeout(
            pool.query<{ v: number; w: string }>('SELECT $1::int AS v, $2::text AS w', [
              i,
              `p${w}`,
            ]),
            10_000,
          );
          if (echo.rows[0]?.v !== i || echo.rows[0]?.w !== `p${w}`) wrong += 1;
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    };
    await Promise.all([...[0, 1, 2, 3, 4].map(transactionWorker), ...[0, 1, 2].map(plainWorker)]);
    expect(errors).toEqual([]);
    expect(wrong).toBe(0);
    expect(committed).toBe(200);
    const { rows } = await pool.query<{ partial: string }>(
      'SELECT count(*) AS partial FROM leads l WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id)',
    );
    expect(Number(rows[0]?.partial)).toBe(0);
  }, 90_000);

  it('gives the session back when a connection dies in the middle of a transaction', async () => {
    const dying = new pg.Client({ connectionString: server.url });
    dying.on('error', () => undefined);
    await dying.connect();
    await dying.query('BEGIN');
    await dying.query(
      "INSERT INTO leads (form, locale, fields) VALUES ('site-contact', 'en', '{\"remark\":\"never committed\"}')",
    );
    // The client's socket goes away without COMMIT or ROLLBACK (its process was killed).
    (
      dying as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    const { rows } = await withTimeout(
      pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM leads WHERE fields->>'remark' = 'never committed'",
      ),
      10_000,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  }, 30_000);
});
