/**
 * What the production server reads from the database for its readiness probe and /metrics
 * (server/ops-database.mjs), on a migrated database of each backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmSyncRuns, outbox } from '@/lib/server/db/schema';
import { appliedMigrationCount, expectedMigrationCount, operationalSnapshot, opsDatabase, type OpsDatabase } from '@/server/ops-database.mjs';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe.each(BACKENDS)('the operational figures (%s)', (backend) => {
  let db: TestDatabase;
  let ops: OpsDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
    ops = opsDatabase(db.url);
  }, 60_000);
  afterAll(async () => {
    await ops?.close();
    await db?.stop();
  });

  it('finds every migration of this build applied', async () => {
    expect(await appliedMigrationCount(ops)).toBe(expectedMigrationCount());
    expect(expectedMigrationCount()).toBeGreaterThan(0);
  });

  it('has nothing to measure on an empty outbox and no sync', async () => {
    expect(await operationalSnapshot(ops)).toEqual({ outboxPending: 0, outboxOldestPendingAge: null, outboxFailed: 0, crmLastSuccessAge: null, crmLastRunAge: null, crmLastStatus: null });
  });

  it('counts the outbox backlog, its oldest row and the rows given up on, and reads the last sync', async () => {
    const row = { kind: 'agency' as const, locale: 'fr', recipient: 'ops-figures@example.be' };
    await db.db.insert(outbox).values([
      { ...row, status: 'pending', createdAt: ago(1200) },
      { ...row, status: 'pending', createdAt: ago(60) },
      { ...row, status: 'sent', createdAt: ago(5000) },
      { ...row, status: 'failed', createdAt: ago(9000) },
    ]);
    await db.db.insert(crmSyncRuns).values([
      { trigger: 'schedule', status: 'published', startedAt: ago(7300), finishedAt: ago(7200) },
      { trigger: 'schedule', status: 'held', startedAt: ago(700), finishedAt: ago(600) },
      { trigger: 'schedule', status: 'running', startedAt: ago(10) },
    ]);
    const figures = await operationalSnapshot(ops);
    expect(figures).toMatchObject({ outboxPending: 2, outboxFailed: 1, crmLastStatus: 'held' });
    expect(figures.outboxOldestPendingAge).toBeGreaterThanOrEqual(1200);
    expect(figures.outboxOldestPendingAge).toBeLessThan(1300);
    expect(figures.crmLastSuccessAge).toBeGreaterThanOrEqual(7200);
    expect(figures.crmLastSuccessAge).toBeLessThan(7300);
    expect(figures.crmLastRunAge).toBeGreaterThanOrEqual(600);
    expect(figures.crmLastRunAge).toBeLessThan(700);
  });

  it('gives up on a database that does not answer, within its timeout', async () => {
    const nowhere = opsDatabase('postgres://nobody:x@127.0.0.1:9/none', 500);
    await expect(appliedMigrationCount(nowhere)).rejects.toThrow();
    await nowhere.close();
  });
});
