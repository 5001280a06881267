/**
 * One sync as `npm run sync` and the server's schedule run it, against the fake CRM: the snapshot
 * written, the outcome recorded for /api/health without credentials, one sync at a time.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataStore } from '@/lib/data/store';
import { CrmNotConfiguredError, describeSync, runCrmSync } from '@/lib/server/crm/run-sync';
import { startCrmSchedule } from '@/lib/server/crm/schedule';
import { acquireSyncLock } from '@/lib/server/crm/sync-lock';
import { readSyncState } from '@/lib/server/crm/sync-state';
import type { FakeOmnicasa } from '@/scripts/fake-omnicasa.mjs';
import { admin, CUSTOMER, PASSWORD, setMode, startFake } from './omnicasa/helpers';

const DATA = path.join(process.cwd(), 'data');
let fake: FakeOmnicasa;
let dir: string;
const envOf = (overrides: Record<string, string> = {}) => ({
  DATA_DIR: dir,
  OMNICASA_URL: fake.url,
  OMNICASA_CUSTOMER_NAME: CUSTOMER,
  OMNICASA_CUSTOMER_PASSWORD: PASSWORD,
  OMNICASA_TIMEOUT_MS: '1000',
  ...overrides,
});
const stateFile = () => path.join(dir, 'sync-state.json');

beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'agency-run-sync-'));
  await admin(fake, 'POST', 'reset');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runCrmSync', () => {
  it('refuses to run without a CRM, naming the variables', async () => {
    await expect(runCrmSync({ env: { DATA_DIR: dir } })).rejects.toBeInstanceOf(
      CrmNotConfiguredError,
    );
    await expect(runCrmSync({ env: { DATA_DIR: dir } })).rejects.toThrow(/OMNICASA_URL/);
  });

  it('writes the snapshot in DATA_DIR/snapshot and records its success for health', async () => {
    const outcome = await runCrmSync({ env: envOf(), dataDir: DATA });
    expect(outcome.ok).toBe(true);
    const store = createDataStore(DATA, { snapshotDir: path.join(dir, 'snapshot') });
    expect(store.getProperties('fr').length).toBe(createDataStore(DATA).getProperties('fr').length);
    const state = readSyncState(stateFile());
    expect(state?.lastAttempt.ok).toBe(true);
    expect(state?.lastSuccess).toMatchObject({
      kind: 'full',
      properties: store.getProperties('nl').length,
      skipped: 0,
    });
    expect(describeSync(outcome)).toMatch(/^\[crm\] full sync: \d+ properties, 0 added/);
  });

  it('keeps the last good snapshot and its success when the CRM is down, and says why without the credentials', async () => {
    await runCrmSync({ env: envOf(), dataDir: DATA });
    const before = readSyncState(stateFile());
    const snapshotFile = path.join(dir, 'snapshot', 'properties', 'nl.json');
    const snapshot = readFileSync(snapshotFile, 'utf8');
    await setMode(fake, { mode: 'down', kind: '503' });
    const outcome = await runCrmSync({ env: envOf(), dataDir: DATA, full: true });
    expect(outcome.ok).toBe(false);
    expect(readFileSync(snapshotFile, 'utf8')).toBe(snapshot);
    const after = readSyncState(stateFile());
    expect(after?.lastAttempt).toMatchObject({ ok: false });
    expect(after?.lastAttempt.error).toMatch(/unavailable|503/i);
    expect(after?.lastSuccess).toEqual(before?.lastSuccess);
    const written = readFileSync(stateFile(), 'utf8');
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), CUSTOMER])
      expect(written).not.toContain(secret);
    expect(describeSync(outcome)).not.toContain(PASSWORD);
  });

  it('records refused credentials as a failure that names neither credential', async () => {
    const outcome = await runCrmSync({
      env: envOf({ OMNICASA_CUSTOMER_PASSWORD: 'Wr0ng-Secret!' }),
      dataDir: DATA,
    });
    expect(outcome.ok).toBe(false);
    const written = readFileSync(stateFile(), 'utf8');
    expect(written).not.toContain('Wr0ng-Secret!');
    expect(written).not.toContain(CUSTOMER);
    expect(existsSync(path.join(dir, 'snapshot', 'sync.json'))).toBe(false);
  });

  it('does not run while another sync of the same snapshot holds the lock', async () => {
    const release = acquireSyncLock(path.join(dir, 'snapshot'));
    try {
      const outcome = await runCrmSync({ env: envOf(), dataDir: DATA });
      expect(outcome).toMatchObject({ ok: false, busy: true });
      expect(describeSync(outcome)).toMatch(/sync skipped/);
      expect(existsSync(path.join(dir, 'snapshot', 'sync.json'))).toBe(false);
    } finally {
      release?.();
    }
  });
});

describe('acquireSyncLock', () => {
  it('is taken once, then free again after its release', () => {
    const snapshot = path.join(dir, 'snapshot');
    const release = acquireSyncLock(snapshot);
    expect(release).toBeTypeOf('function');
    expect(acquireSyncLock(snapshot)).toBeNull();
    release?.();
    const again = acquireSyncLock(snapshot);
    expect(again).toBeTypeOf('function');
    again?.();
  });

  it('takes over a lock left by a process that died', () => {
    const snapshot = path.join(dir, 'snapshot');
    // A pid far above any Linux pid_max: no such process.
    writeFileSync(`${snapshot}.lock`, '99999999');
    const release = acquireSyncLock(snapshot);
    expect(release).toBeTypeOf('function');
    expect(readFileSync(`${snapshot}.lock`, 'utf8')).toBe(String(process.pid));
    release?.();
  });

  it('takes over a lock older than any sync takes, even of a live process', () => {
    const snapshot = path.join(dir, 'snapshot');
    writeFileSync(`${snapshot}.lock`, String(process.pid));
    expect(acquireSyncLock(snapshot)).toBeNull();
    const release = acquireSyncLock(snapshot, Date.now() + 2 * 60 * 60_000);
    expect(release).toBeTypeOf('function');
    release?.();
  });
});

describe('startCrmSchedule', () => {
  afterEach(() => vi.useRealTimers());

  it('syncs at start and every interval, never two at once, and logs a failure', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const gate = { finish: () => {} };
    const stop = startCrmSchedule(5, async () => {
      calls += 1;
      await new Promise<void>((resolve) => (gate.finish = resolve));
      return {
        ok: false as const,
        at: new Date().toISOString(),
        error: 'Omnicasa GetPropertyList: unavailable',
      };
    });
    try {
      expect(calls).toBe(1);
      // The first sync is still running at the next tick: no second one.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(1);
      gate.finish();
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/sync failed: Omnicasa GetPropertyList/),
      );
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(2);
    } finally {
      gate.finish();
      stop();
      errors.mockRestore();
    }
  });

  it('starts once per process however often it is asked', () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = async () => {
      calls += 1;
      return { ok: false as const, at: '', error: 'x' };
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = startCrmSchedule(5, run);
    expect(startCrmSchedule(5, run)).toBe(stop);
    expect(calls).toBe(1);
    stop();
  });
});
