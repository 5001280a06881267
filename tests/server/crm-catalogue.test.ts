/**
 * The CRM's stock in Postgres: a sync's change published as one revision, the whole
 * catalogue and then only what changed loaded by an instance, the sync lease across processes, the
 * runs and what /api/health says of them. On the embedded PGlite and on a real Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataStore } from '@/lib/catalogue/store';
import type { Property } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { clearCatalogue, latestRevision, loadCatalogue, loadCatalogueUpdate, loadLiveIndex, publishStock } from '@/lib/server/crm/catalogue-store';
import type { CatalogueRead } from '@/lib/server/crm/omnicasa/catalogue';
import { acquireSyncLease } from '@/lib/server/crm/sync-lease';
import { finishRun, startRun, startsAHold, syncHealth } from '@/lib/server/crm/sync-runs';
import { nextStock } from '@/lib/server/crm/stock';
import { crmSyncLease, crmSyncRuns } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const committed = createDataStore('data');
const types = committed.getTypeRecords();
const byId = (id: number) => perLanguage((locale) => committed.getProperty(locale, id)!);
const [A, B, C] = committed.getProperties('nl').map((p) => p.ID);

function read(records: Array<Record<'nl' | 'fr' | 'en' | 'de', Property>>, complete = true): CatalogueRead {
  return { complete, properties: new Map(records.map((r) => [r.nl.ID, r])), leftOut: [], types, projects: [], deletedPropertyIds: [], notes: [], noteCount: 0, tally: { records: 0, leftOut: 0 }, unseenFields: [] };
}

async function sync(db: TestDatabase, records: Array<Record<'nl' | 'fr' | 'en' | 'de', Property>>, at: Date) {
  const change = nextStock(await loadLiveIndex(db.db), read(records), 'nl');
  return publishStock(db.db, change, { runId: null, at });
}

describe.each(BACKENDS)('the catalogue in %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });
  beforeEach(async () => {
    await clearCatalogue(db.db);
    await db.db.delete(crmSyncRuns);
    await db.db.delete(crmSyncLease);
  });

  it('has no catalogue before a sync published one', async () => {
    expect(await loadCatalogue(db.db)).toBeNull();
    expect(await latestRevision(db.db)).toBeNull();
  });

  it('loads what a sync published, every language, with the types and the prices seen', async () => {
    const revision = await sync(db, [byId(A!), byId(B!)], new Date('2026-11-20T10:00:00Z'));
    const loaded = await loadCatalogue(db.db);
    expect(loaded?.revision).toBe(revision);
    for (const locale of SITE_LOCALES) expect(loaded!.catalogue.properties[locale]).toEqual([byId(A!)[locale], byId(B!)[locale]].sort((x, y) => x.ID - y.ID));
    expect(loaded!.catalogue.types).toEqual(types);
    expect(loaded!.catalogue.priceHistory[String(A)]).toEqual([{ date: '2026-11-20T10:00:00Z', price: byId(A!).nl.PublishPrice ? byId(A!).nl.Price : null }]);
  });

  it('gives an instance only what changed since the revision it shows, keeping the rest as it was', async () => {
    await sync(db, [byId(A!), byId(B!), byId(C!)], new Date('2026-11-20T10:00:00Z'));
    const shown = (await loadCatalogue(db.db))!;
    const cheaper = perLanguage((locale) => ({ ...byId(B!)[locale], PublishPrice: true, Price: 99_000 }));
    await sync(db, [byId(A!), cheaper], new Date('2026-11-21T10:00:00Z'));
    const update = await loadCatalogueUpdate(db.db, shown);
    expect(update).toMatchObject({ changedIds: [B!, C!].sort((x, y) => x - y), documentsChanged: false });
    expect(update!.catalogue.properties.fr.map((p) => p.ID)).toEqual([A!, B!].sort((x, y) => x - y));
    expect(update!.catalogue.properties.fr.find((p) => p.ID === A)).toBe(shown.catalogue.properties.fr.find((p) => p.ID === A));
    expect(update!.catalogue.priceHistory[String(B)]?.at(-1)).toEqual({ date: '2026-11-21T10:00:00Z', price: 99_000 });
    expect(update!.catalogue.priceHistory[String(C)]).toBeUndefined();
    expect(await loadCatalogueUpdate(db.db, update!)).toBeNull();
  });

  it('writes nothing of a change that fails half way', async () => {
    await sync(db, [byId(A!)], new Date('2026-11-20T10:00:00Z'));
    const change = nextStock(await loadLiveIndex(db.db), read([byId(A!), byId(B!)]), 'nl');
    change.upserts.push({ ...change.upserts[0]!, locale: 'nl', data: { broken: true } as unknown as Property });
    change.upserts.push(change.upserts[0]!);
    await expect(publishStock(db.db, change, { runId: null, at: new Date() })).rejects.toThrow();
    expect((await loadCatalogue(db.db))!.catalogue.properties.nl.map((p) => p.ID)).toEqual([A]);
  });

  it('lets one sync hold the lease at a time, and takes over a lease its holder let expire', async () => {
    const first = await acquireSyncLease(db.db);
    expect(first).not.toBeNull();
    expect(await acquireSyncLease(db.db)).toBeNull();
    await first!.release();
    const second = await acquireSyncLease(db.db, { ttlMs: 3000 });
    expect(second).not.toBeNull();
    await db.db.execute(sql`UPDATE crm_sync_lease SET expires_at = now() - interval '1 second'`);
    const third = await acquireSyncLease(db.db);
    expect(third).not.toBeNull();
    // The one whose lease expired cannot release the new holder's.
    await second!.release();
    expect(await acquireSyncLease(db.db)).toBeNull();
    await third!.release();
  });

  it('gives the lease to one of many asking at once', async () => {
    const leases = await Promise.all(Array.from({ length: 6 }, () => acquireSyncLease(db.db)));
    expect(leases.filter(Boolean)).toHaveLength(1);
    await leases.find(Boolean)!.release();
  });

  it('says in health that a held sync keeps the last stock, until a sync succeeds', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const ok = await startRun(db.db, { trigger: 'schedule', acceptShrink: false, at });
    await finishRun(db.db, ok, { status: 'published', at, kind: 'full', counts: { before: 0, after: 40, read: 40, added: 40, updated: 0, removed: 0, priceChanged: 0, leftOut: 0, recordsRead: 200, recordsLeftOut: 0, notes: 0 } });
    expect(await syncHealth(db.db)).toMatchObject({ ok: true, lastSuccess: { properties: 40, added: 40, kind: 'full' } });

    const held = await startRun(db.db, { trigger: 'schedule', acceptShrink: false, at });
    await finishRun(db.db, held, { status: 'held', at, kind: 'full', problem: { code: 'empty', values: { before: 40 }, message: 'empty {"before":40}' } });
    expect(await startsAHold(db.db, held)).toBe(true);
    expect(await syncHealth(db.db)).toMatchObject({ ok: false, problem: { status: 'held', code: 'empty' }, lastSuccess: { properties: 40 } });

    const failed = await startRun(db.db, { trigger: 'command', acceptShrink: false, at });
    await finishRun(db.db, failed, { status: 'failed', at, problem: { code: 'unavailable', values: {}, message: 'down' } });
    const heldAgain = await startRun(db.db, { trigger: 'schedule', acceptShrink: false, at });
    await finishRun(db.db, heldAgain, { status: 'held', at, kind: 'full', problem: { code: 'empty', values: { before: 40 }, message: '' } });
    expect(await startsAHold(db.db, heldAgain)).toBe(false);

    const accepted = await startRun(db.db, { trigger: 'staff', acceptShrink: true, at });
    await finishRun(db.db, accepted, { status: 'published', at, kind: 'full' });
    expect(await syncHealth(db.db)).toMatchObject({ ok: true });
  });

  it('marks a run whose process stopped as interrupted when the next one starts', async () => {
    const at = new Date();
    const cut = await startRun(db.db, { trigger: 'schedule', acceptShrink: false, at });
    await startRun(db.db, { trigger: 'command', acceptShrink: false, at });
    const [row] = await db.db.select().from(crmSyncRuns).where(sql`${crmSyncRuns.id} = ${cut}`);
    expect(row).toMatchObject({ status: 'failed', problem: { code: 'interrupted' } });
  });
});
