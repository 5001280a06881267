import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabase } from '../harness/drop-database.mjs';

const adminUrl = process.env.DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = (name: string) =>
  withAdmin(
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );

onPostgres(
  `dropping a throwaway database${adminUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`,
  () => {
    it('ends this role’s sessions still open on it, then drops it', async () => {
      const name = `agency_test_drop_${randomBytes(5).toString('hex')}`;
      await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      const session = new pg.Client({ connectionString: url.toString() });
      session.on('error', () => undefined); // the drop ends it: expected
      await session.connect();
      await session.query('BEGIN');
      await session.query('CREATE TABLE held (id int)');

      await dropDatabase(adminUrl as string, name);

      expect(await exists(name)).toBe(false);
      await expect(session.query('SELECT 1')).rejects.toThrow();
      await session.end().catch(() => undefined);
    });

    it('is a no-op for a database that is already gone', async () => {
      const name = `agency_test_drop_${randomBytes(5).toString('hex')}`;
      await expect(dropDatabase(adminUrl as string, name)).resolves.toBeUndefined();
    });

    it('refuses a name that is not a generated one, before it connects', async () => {
      // Nothing listens on port 9: a connection attempt would fail with another error.
      await expect(
        dropDatabase('postgres://agency:agency@127.0.0.1:9/agency', 'agency; DROP DATABASE agency'),
      ).rejects.toThrow(/not a generated database name/);
    });
  },
);
