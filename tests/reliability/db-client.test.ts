/**
 * The site's database pool when the database goes away under a checked-out connection (a restart
 * in the middle of a transaction): the failure is a rejected query, never an uncaught exception,
 * and the pool serves again once the database is back. Before the fix in lib/server/db/client.ts
 * the client's 'error' event had no listener and became an uncaught exception.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/lib/server/db/client';
import { startDbServer, type DbServerHandle } from '@/server/db-server.mjs';

describe('the database pool across a database restart', () => {
  let server: DbServerHandle | undefined;
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.pool.end().catch(() => undefined);
    await server?.stop();
  });

  it('turns a connection lost mid-transaction into an error value and recovers', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      server = await startDbServer({ dataDir: 'memory://', port: 0 });
      const port = Number(new URL(server.url).port);
      handle = createDb(server.url, 4);
      const client = await handle.pool.connect();
      await client.query('BEGIN');
      await server.stop(); // the server closes every connection; this client is checked out, idle
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);

      // The same server again: same port, same password.
      server = await startDbServer({ dataDir: 'memory://', port, password: decodeURIComponent(new URL(server.url).password) });
      const { rows } = await handle.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  }, 90_000);
});
