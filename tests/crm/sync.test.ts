/**
 * The CRM sync over a fake CRM read (the real client is tested in tests/crm/omnicasa): it merges
 * into the snapshot, records prices, lists the changed pages, and never replaces the last good
 * snapshot with a broken one or when the CRM fails.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataStore } from '@/lib/data/store';
import type { Property } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { readManifest, syncSnapshot, type CatalogueRead } from '@/lib/server/crm/sync';

const DATA = path.join(process.cwd(), 'data');
const committed = createDataStore(DATA);
const stockOf = (edit: (p: Property) => Property | null = (p) => p) =>
  Object.fromEntries(SITE_LOCALES.map((l) => [l, committed.getProperties(l).map(edit).filter((p): p is Property => p !== null)])) as Record<SiteLocale, Property[]>;

const full = (properties = stockOf()): CatalogueRead => ({ properties, projects: null, types: null, deletedPropertyIds: [], complete: true, skipped: [] });
const FIRST = committed.getProperties('fr')[0]!;
const NEW_ID = 9_900_001;

let dir: string;
let clock: number;
const run = (read: (since: Date | null) => Promise<CatalogueRead>, options: { full?: boolean } = {}) =>
  syncSnapshot({ read, dataDir: DATA, snapshotDir: dir, now: () => new Date((clock += 60_000)), ...options });

beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'agency-sync-')), 'snapshot');
  clock = Date.parse('2026-11-24T08:00:00Z');
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the CRM sync', () => {
  it('writes a first snapshot equal to the stock, with every price first seen and nothing to revalidate', async () => {
    const outcome = await run(async () => full());
    expect(outcome.ok).toBe(true);
    const store = createDataStore(DATA, { snapshotDir: dir });
    expect(store.snapshotDir).toBe(dir);
    expect(store.getProperties('nl').map((p) => p.ID)).toEqual(committed.getProperties('nl').map((p) => p.ID).sort((a, b) => a - b));
    expect(store.getPriceHistory(FIRST.ID)).toEqual([{ date: '2026-11-24T08:01:00.000Z', price: FIRST.PublishPrice ? FIRST.Price : null }]);
    expect(readManifest(dir)).toMatchObject({ kind: 'full', changes: { added: [], updated: [], removed: [] }, revalidate: [] });
  });

  it('adds a property in every language: its pages, the lists, the sitemap and the search indexes are revalidated', async () => {
    await run(async () => full());
    const copy = (p: Property) => ({ ...p, ID: NEW_ID, TypeDescription: `${p.TypeDescription} (nouveau)` });
    const withNew = stockOf();
    for (const l of SITE_LOCALES) withNew[l].push(copy(committed.getProperty(l, FIRST.ID)!));
    const outcome = await run(async () => full(withNew));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.manifest.changes.added).toEqual([NEW_ID]);
    const paths = outcome.manifest.revalidate;
    expect(paths).toContain(`/fr/property/${NEW_ID}`);
    expect(paths.some((p) => new RegExp(`^/nl/for-(sale|rent)/[^/]+/[^/]+/${NEW_ID}$`).test(p))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/sitemap.xml', '/api/search-index/de', '/fr/for-sale', '/en']));
    // Cities follow the properties (the consistency checks passed).
    expect(createDataStore(DATA, { snapshotDir: dir }).getProperty('de', NEW_ID)?.TypeDescription).toMatch(/nouveau/);
  });

  it('records a lowered price with its date, and only reads the changes once a snapshot exists', async () => {
    await run(async () => full());
    const asked: Array<Date | null> = [];
    const lowered = (p: Property) => (p.ID === FIRST.ID ? { ...p, Price: (p.Price ?? 0) - 10_000 } : null);
    const outcome = await run(async (since) => {
      asked.push(since);
      return { ...full(stockOf(lowered)), complete: false };
    });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(asked[0]?.toISOString()).toBe('2026-11-24T08:01:00.000Z');
    expect(outcome.manifest.kind).toBe('incremental');
    expect(outcome.manifest.changes).toMatchObject({ updated: [FIRST.ID], priceChanged: [FIRST.ID], removed: [] });
    const history = createDataStore(DATA, { snapshotDir: dir }).getPriceHistory(FIRST.ID);
    expect(history.map((h) => h.price)).toEqual([FIRST.Price, (FIRST.Price ?? 0) - 10_000]);
    expect(history[1]?.date).toBe('2026-11-24T08:02:00.000Z');
  });

  it('removes a property the CRM deleted', async () => {
    await run(async () => full());
    const outcome = await run(async () => ({ ...full(stockOf(() => null)), complete: false, deletedPropertyIds: [FIRST.ID] }));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.manifest.changes.removed).toEqual([FIRST.ID]);
    expect(createDataStore(DATA, { snapshotDir: dir }).getProperty('fr', FIRST.ID)).toBeUndefined();
    expect(outcome.manifest.revalidate).toContain(`/fr/property/${FIRST.ID}`);
  });

  it('revalidates every page when the projects or the types change (they show on most pages)', async () => {
    await run(async () => full());
    const plain = await run(async () => full());
    expect(plain.ok && plain.manifest.revalidateAll).toBeFalsy();
    const project = committed.getProjects('demo')[0]!;
    const withProject = await run(async () => ({ ...full(), projects: [project] }));
    expect(withProject.ok && withProject.manifest.revalidateAll).toBe(true);
    const types = committed.getTypeRecords();
    const renamed = { ...types, fr: types.fr.map((t, i) => (i === 0 ? { ...t, Name: `${t.Name} (neuf)` } : t)) };
    const withTypes = await run(async () => ({ ...full(), projects: [project], types: renamed }));
    expect(withTypes.ok && withTypes.manifest.revalidateAll).toBe(true);
  });

  it('keeps the last good snapshot when the CRM fails or its data does not hold together', async () => {
    await run(async () => full());
    const file = path.join(dir, 'properties', 'fr.json');
    const before = { text: readFileSync(file, 'utf8'), mtime: statSync(file).mtimeMs, manifest: readManifest(dir) };

    const down = await run(async () => {
      throw new Error('the CRM did not answer within 15 s');
    });
    expect(down).toMatchObject({ ok: false, error: 'the CRM did not answer within 15 s' });

    // A property present in French only: the languages no longer hold the same properties.
    const lopsided = stockOf();
    lopsided.fr.push({ ...FIRST, ID: NEW_ID });
    const broken = await run(async () => full(lopsided), { full: true });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/consistent snapshot/);

    expect(readFileSync(file, 'utf8')).toBe(before.text);
    expect(statSync(file).mtimeMs).toBe(before.mtime);
    expect(readManifest(dir)).toEqual(before.manifest);
  });
});
