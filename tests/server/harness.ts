/**
 * Test databases: an in-memory PGlite served by pglite-socket inside the test worker (one per test
 * file, so files never share a data directory), and, when DATABASE_URL is set, a fresh database
 * created on that Postgres server for the file and dropped afterwards. Both get the drizzle
 * migrations and are reached with `pg`, exactly like the app.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrateDatabase } from '@/server/db-migrate.mjs';
import { startDbServer } from '@/server/db-server.mjs';
import { createDb, type DbHandle } from '@/lib/server/db/client';
import { verifyFormCaptcha } from '@/lib/server/captcha';
import { createCaptchaQuestion } from '@/lib/server/captcha-question';
import type { SubmissionDeps } from '@/lib/server/forms/submit';
import { dropDatabase } from '../harness/drop-database.mjs';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; real Postgres too when DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DbHandle {
  url: string;
  stop(): Promise<void>;
}

export async function startTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const server = await startDbServer({ dataDir: 'memory://', port: 0 });
    const handle = createDb(server.url, 8);
    return {
      ...handle,
      url: server.url,
      async stop() {
        await handle.pool.end();
        await server.stop();
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrateDatabase(url.toString());
  const handle = createDb(url.toString(), 8);
  return {
    ...handle,
    url: url.toString(),
    async stop() {
      await handle.pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** A signed-looking captcha check that always passes with a unique signature. */
export const passingCaptcha: SubmissionDeps['verifyCaptcha'] = async () => ({
  ok: true,
  signature: `test-${randomBytes(12).toString('hex')}`,
  expiresAt: new Date(Date.now() + 600_000),
});

/** Known property ids for tests (the real catalogue is another module's concern). */
export const KNOWN_PROPERTIES = new Set([101, 102, 103]);

export function testDeps(db: TestDatabase, overrides: Partial<SubmissionDeps> = {}): SubmissionDeps {
  return {
    db: db.db,
    verifyCaptcha: passingCaptcha,
    captchaQuestion: () => createCaptchaQuestion('test-key'),
    propertyExists: (id) => KNOWN_PROPERTIES.has(id),
    limits: { perIp: 1_000_000, perEmail: 1_000_000, windowSeconds: 3600 },
    now: () => new Date(),
    ...overrides,
  };
}

export { verifyFormCaptcha };

export async function counts(db: TestDatabase): Promise<{ leads: number; outbox: number; cvs: number }> {
  const result = await db.db.execute<{ leads: string; outbox: string; cvs: string }>(
    sql`SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM outbox) AS outbox, (SELECT count(*) FROM lead_cvs) AS cvs`,
  );
  const row = result.rows[0];
  return { leads: Number(row?.leads ?? 0), outbox: Number(row?.outbox ?? 0), cvs: Number(row?.cvs ?? 0) };
}

/** Leads without their outbox rows: must always be zero (one transaction writes both). */
export async function partialLeads(db: TestDatabase): Promise<number> {
  const result = await db.db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM leads l WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id)`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** A database of `backend` and an SMTP sink for the describe block that calls it, stopped after the block. */
export function databaseAndSmtpSink(backend: Backend): { db: TestDatabase; sink: SmtpSink } {
  const handles = {} as { db: TestDatabase; sink: SmtpSink };
  beforeAll(async () => {
    handles.db = await startTestDatabase(backend);
    handles.sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await handles.sink?.stop();
    await handles.db?.stop();
  });
  return handles;
}
