import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHealthProbe, readinessOf, type Readiness } from '@/server/health-probes.mjs';
import type { OpsDatabase } from '@/server/ops-database.mjs';

/** A database that has applied `applied` migrations, or that does not answer. */
function fakeDatabase(applied: number | 'down' | 'no table'): OpsDatabase {
  return {
    async query<T>(text: string) {
      if (applied === 'down') throw new Error('no answer from the database within 1500 ms');
      if (text.includes('to_regclass')) return [{ present: applied !== 'no table' }] as T[];
      return [{ applied }] as T[];
    },
    close: async () => undefined,
  };
}

describe('readinessOf', () => {
  it.each<[string, Parameters<typeof readinessOf>[0], Readiness]>([
    ['serving, database up, every migration applied', { phase: 'serving', database: fakeDatabase(11), expectedMigrations: 11 }, { ready: true, server: 'serving', database: 'up', migrations: 'done' }],
    ['a newer build migrated further (rolling upgrade)', { phase: 'serving', database: fakeDatabase(12), expectedMigrations: 11 }, { ready: true, server: 'serving', database: 'up', migrations: 'done' }],
    ['a migration still missing', { phase: 'serving', database: fakeDatabase(10), expectedMigrations: 11 }, { ready: false, server: 'serving', database: 'up', migrations: 'pending' }],
    ['a database never migrated', { phase: 'serving', database: fakeDatabase('no table'), expectedMigrations: 11 }, { ready: false, server: 'serving', database: 'up', migrations: 'pending' }],
    ['the database down or hanging', { phase: 'serving', database: fakeDatabase('down'), expectedMigrations: 11 }, { ready: false, server: 'serving', database: 'down', migrations: 'unknown' }],
    ['Next still preparing', { phase: 'starting', database: fakeDatabase(11), expectedMigrations: 11 }, { ready: false, server: 'starting', database: 'up', migrations: 'done' }],
    ['shutting down', { phase: 'shutting-down', database: fakeDatabase(11), expectedMigrations: 11 }, { ready: false, server: 'shutting-down', database: 'up', migrations: 'done' }],
    ['no database configured, serving', { phase: 'serving', database: null, expectedMigrations: 11 }, { ready: true, server: 'serving', database: 'none', migrations: 'unknown' }],
    ['no database configured, shutting down', { phase: 'shutting-down', database: null, expectedMigrations: 11 }, { ready: false, server: 'shutting-down', database: 'none', migrations: 'unknown' }],
  ])('%s', async (_, state, expected) => {
    expect(await readinessOf(state)).toEqual(expected);
  });
});

describe('answerHealthProbe', () => {
  let server: http.Server;
  let base = '';
  let readiness: Readiness = { ready: true, server: 'serving', database: 'up', migrations: 'done' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (answerHealthProbe(req, res, async () => readiness)) return;
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers liveness with 200 whatever the readiness', async () => {
    readiness = { ready: false, server: 'shutting-down', database: 'down', migrations: 'unknown' };
    const response = await fetch(`${base}/api/health/live/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ alive: true });
  });

  it('answers readiness 200 when ready and 503 with the failing check when not', async () => {
    readiness = { ready: true, server: 'serving', database: 'up', migrations: 'done' };
    expect((await fetch(`${base}/api/health/ready/`)).status).toBe(200);
    readiness = { ready: false, server: 'serving', database: 'down', migrations: 'unknown' };
    const response = await fetch(`${base}/api/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ready: false, database: 'down' });
  });

  it('leaves every other path and method to Next', async () => {
    expect(await (await fetch(`${base}/api/health/`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/health/ready/x/`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/health/ready/`, { method: 'POST' })).text()).toBe('next');
  });
});
