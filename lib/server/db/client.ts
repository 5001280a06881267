import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { getEnv } from '@/lib/server/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DbHandle {
  pool: Pool;
  db: Database;
}

/** A drizzle database over a `pg` pool; the same code talks to PGlite (socket) and Postgres. */
export function createDb(connectionString: string, max = 10): DbHandle {
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  // A checked-out client losing its connection (the database restarts in the middle of a
  // transaction) emits 'error' too, where the pool does not listen: without this listener that is
  // an uncaught exception. The query in flight fails on its own and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[db] connection lost:', error.message));
  });
  return { pool, db: drizzle(pool, { schema }) };
}

const globalForDb = globalThis as unknown as { __agencyDb?: DbHandle };

/** The process-wide database, created on first use from `DATABASE_URL`. */
export function getDb(): DbHandle {
  if (globalForDb.__agencyDb) return globalForDb.__agencyDb;
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start` or set it.');
  globalForDb.__agencyDb = createDb(url);
  return globalForDb.__agencyDb;
}
