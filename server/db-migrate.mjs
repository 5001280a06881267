// Applies the drizzle migrations in drizzle/ to DATABASE_URL (or the URL given), under an advisory
// lock so several instances starting together migrate once. `node server/db-migrate.mjs`.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const LOCK_ID = 7_420_001;

/**
 * @param {string} connectionString
 * @returns {Promise<void>}
 */
export async function migrateDatabase(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  if (!url) {
    console.error('db-migrate: set DATABASE_URL or pass a connection string.');
    process.exit(1);
  }
  await migrateDatabase(url);
  console.log('db-migrate: migrations applied');
}
