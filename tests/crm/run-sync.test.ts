/**
 * One sync as `npm run sync`, the server's schedule and the staff screen run it, against
 * a generated agency account (data we did not write) and a real database: the catalogue published,
 * the shrink guard, the run recorded for /api/health without credentials, one sync at a time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { clearCatalogue, latestRevision, loadCatalogue } from '@/lib/server/crm/catalogue-store';
import { CrmNotConfiguredError, describeSync, runCrmSync, type SyncRun } from '@/lib/server/crm/run-sync';
import { startCrmSchedule } from '@/lib/server/crm/schedule';
import { acquireSyncLease } from '@/lib/server/crm/sync-lease';
import { syncHealth } from '@/lib/server/crm/sync-runs';
import { crmSyncLease, crmSyncRuns, outbox } from '@/lib/server/db/schema';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { expectedOnSite } from '@/tests/harness/fake-omnicasa/truth';
import { BACKENDS, startTestDatabase, type TestDatabase } from '../server/harness';
import { admin, CUSTOMER, PASSWORD, rewritingFetch, setMode, startFake } from './omnicasa/helpers';

vi.setConfig({ testTimeout: 60_000 });

let fake: FakeOmnicasa;
const envOf = (overrides: Record<string, string> = {}) => ({
  OMNICASA_URL: fake.url,
  OMNICASA_CUSTOMER_NAME: CUSTOMER,
  OMNICASA_CUSTOMER_PASSWORD: PASSWORD,
  OMNICASA_TIMEOUT_MS: '3000',
  ...overrides,
});
const ids = (list: readonly { ID: number }[]) => list.map((p) => p.ID).sort((a, b) => a - b);
const expectedIds = () => expectedOnSite(fake.account()).map((t) => t.id).sort((a, b) => a - b);

beforeAll(async () => {
  fake = await startFake({ seed: 11, count: 40 });
});
afterAll(() => fake?.stop());

describe('runCrmSync', () => {
  it('refuses to run without a CRM, naming the variables', async () => {
    await expect(runCrmSync({ db: null as never, env: {}, trigger: 'command' })).rejects.toBeInstanceOf(CrmNotConfiguredError);
    await expect(runCrmSync({ db: null as never, env: {}, trigger: 'command' })).rejects.toThrow(/OMNICASA_URL/);
  });
});

describe.each(BACKENDS)('runCrmSync on %s', (backend) => {
  let db: TestDatabase;
  const sync = (options: Partial<Parameters<typeof runCrmSync>[0]> = {}) => runCrmSync({ db: db.db, env: envOf(), trigger: 'command', ...options });
  const held = async () => db.db.select().from(outbox).where(sql`${outbox.kind} = 'sync-held'`);

  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });
  beforeEach(async () => {
    await admin(fake, 'POST', 'reset');
    await clearCatalogue(db.db);
    for (const table of [crmSyncRuns, crmSyncLease, outbox]) await db.db.delete(table);
  });

  it('publishes every property the account has what a page needs for, in every language, and records the run', async () => {
    const outcome = await sync();
    expect(outcome).toMatchObject({ ok: true, status: 'published', kind: 'full' });
    const loaded = (await loadCatalogue(db.db))!;
    for (const locale of SITE_LOCALES) expect(ids(loaded.catalogue.properties[locale])).toEqual(expectedIds());
    expect(loaded.catalogue.types.fr.map((t) => t.WebID).sort((a, b) => a - b)).toEqual(fake.account().categories.map((c) => c.webId).sort((a, b) => a - b));
    expect(await syncHealth(db.db)).toMatchObject({ ok: true, lastSuccess: { properties: expectedIds().length, added: expectedIds().length, kind: 'full' } });
    expect(describeSync(outcome)).toMatch(new RegExp(`^\\[crm\\] full sync published: ${expectedIds().length} properties, ${expectedIds().length} added`));
  });

  it('publishes nothing when nothing changed, then only what changed since, with its new price', async () => {
    await sync();
    const first = await latestRevision(db.db);
    expect(await sync({ full: true })).toMatchObject({ ok: true, status: 'unchanged', revision: null });
    expect(await latestRevision(db.db)).toBe(first);

    const target = (await loadCatalogue(db.db))!.catalogue.properties.nl.find((p) => p.PublishPrice && p.Price !== 432_000)!.ID;
    await admin(fake, 'POST', `properties/${target}/price`, { price: 432_000 });
    const outcome = await sync();
    expect(outcome).toMatchObject({ ok: true, status: 'published', kind: 'incremental', counts: { updated: 1, priceChanged: 1, added: 0, removed: 0 } });
    const loaded = (await loadCatalogue(db.db))!;
    expect(loaded.catalogue.properties.nl.find((p) => p.ID === target)?.Price).toBe(432_000);
    expect(loaded.catalogue.priceHistory[String(target)]?.at(-1)?.price).toBe(432_000);
  });

  it('keeps the live stock when the CRM is down, and says why in health without the credentials', async () => {
    await sync();
    const before = await loadCatalogue(db.db);
    await setMode(fake, { mode: 'down', kind: '503' });
    const outcome = await sync({ full: true });
    expect(outcome).toMatchObject({ ok: false, status: 'failed', problem: { code: 'unavailable' } });
    expect(await loadCatalogue(db.db)).toEqual(before);
    expect(await syncHealth(db.db)).toMatchObject({ ok: false, problem: { status: 'failed', code: 'unavailable' }, lastSuccess: { properties: expectedIds().length } });
    const stored = JSON.stringify(await db.db.select().from(crmSyncRuns));
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), CUSTOMER]) expect(stored).not.toContain(secret);
    expect(describeSync(outcome)).not.toContain(PASSWORD);
  });

  it('records refused credentials as a failure that names neither credential', async () => {
    const outcome = await runCrmSync({ db: db.db, env: envOf({ OMNICASA_CUSTOMER_PASSWORD: 'Wr0ng-Secret!' }), trigger: 'schedule' });
    expect(outcome).toMatchObject({ ok: false, status: 'failed', problem: { code: 'auth' } });
    const stored = JSON.stringify(await db.db.select().from(crmSyncRuns));
    expect(stored).not.toContain('Wr0ng-Secret!');
    expect(stored).not.toContain(CUSTOMER);
    expect(await latestRevision(db.db)).toBeNull();
  });

  it('holds a sync that would gut the stock, mails the agency once, and publishes it when accepted', async () => {
    await sync();
    const before = await loadCatalogue(db.db);
    await admin(fake, 'POST', 'reset', { count: 10 });
    const first = await sync({ full: true });
    expect(first).toMatchObject({ ok: false, status: 'held', problem: { code: 'loss' } });
    expect(await loadCatalogue(db.db)).toEqual(before);
    expect(await syncHealth(db.db)).toMatchObject({ ok: false, problem: { status: 'held', code: 'loss' } });
    expect(await held()).toHaveLength(1);
    expect((await held())[0]?.payload).toMatchObject({ code: 'loss', before: String(before!.catalogue.properties.nl.length) });

    expect(await sync({ full: true })).toMatchObject({ status: 'held' });
    expect(await held()).toHaveLength(1);

    const accepted = await sync({ full: true, acceptShrink: true, trigger: 'staff' });
    expect(accepted).toMatchObject({ ok: true, status: 'published' });
    expect(ids((await loadCatalogue(db.db))!.catalogue.properties.de)).toEqual(expectedIds());
    expect(await syncHealth(db.db)).toMatchObject({ ok: true });
  });

  it('never lets an empty answer replace the stock, whatever the limits', async () => {
    await sync();
    await admin(fake, 'POST', 'reset', { count: 0 });
    const outcome = await runCrmSync({ db: db.db, env: envOf({ SYNC_MAX_LOSS_PERCENT: '100', SYNC_MAX_LEFT_OUT_PERCENT: '100' }), trigger: 'schedule', full: true });
    expect(outcome).toMatchObject({ ok: false, status: 'held', problem: { code: 'empty' } });
    expect((await loadCatalogue(db.db))!.catalogue.properties.nl.length).toBeGreaterThan(0);
  });

  it('holds a sync that has to leave out much of the stock\'s records, even when most properties are still shown', async () => {
    await sync();
    // The CRM renamed City in French and English: half of the records cannot be taken.
    const renamed = rewritingFetch((method, params, value) => {
      if (method !== 'GetProperty' || !value || ![2, 3].includes(Number(params.LanguageId))) return value;
      const { City, ...rest } = value as Record<string, unknown>;
      return { ...rest, Town: City };
    });
    const outcome = await sync({ full: true, clientOptions: { fetch: renamed } });
    expect(outcome).toMatchObject({ ok: false, status: 'held', problem: { code: 'leftOut' } });
    if (!('counts' in outcome)) throw new Error('no counts');
    // Properties the CRM has in French or English only are gone, the others kept: not a loss that would hold it.
    expect(outcome.counts.after).toBeGreaterThanOrEqual(outcome.counts.before * 0.8);
  });

  it('does not run while another sync holds the lease', async () => {
    const lease = await acquireSyncLease(db.db);
    try {
      const outcome = await sync();
      expect(outcome).toMatchObject({ ok: false, busy: true });
      expect(describeSync(outcome)).toMatch(/sync skipped/);
      expect(await db.db.select().from(crmSyncRuns)).toEqual([]);
    } finally {
      await lease?.release();
    }
  });

  it('runs one of two syncs started at once', async () => {
    const outcomes = await Promise.all([sync(), sync()]);
    expect(outcomes.filter((o) => 'busy' in o)).toHaveLength(1);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  });
});

describe('startCrmSchedule', () => {
  afterEach(() => vi.useRealTimers());
  const failed = (): SyncRun => ({ ok: false, runId: 1, at: new Date().toISOString(), status: 'failed', problem: { code: 'unavailable', values: {}, message: 'Omnicasa GetPropertyList: unavailable' } });

  it('syncs at start and every interval, never two at once, and logs a failure', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const gate = { finish: () => {} };
    const stop = startCrmSchedule(5, async () => {
      calls += 1;
      await new Promise<void>((resolve) => (gate.finish = resolve));
      return failed();
    });
    try {
      expect(calls).toBe(1);
      // The first sync is still running at the next tick: no second one.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(1);
      gate.finish();
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/sync failed: Omnicasa GetPropertyList/));
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
      return failed();
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = startCrmSchedule(5, run);
    expect(startCrmSchedule(5, run)).toBe(stop);
    expect(calls).toBe(1);
    stop();
  });
});
