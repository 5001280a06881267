import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { similarProperties } from '@/lib/property/similar';
import {
  detailRoutePaths,
  landingRoutePaths,
  listRoutePaths,
  revalidationPaths,
  type Snapshot,
} from '@/lib/server/crm/snapshot-paths';
import {
  changeArb,
  largeStockFields,
  propertyWith,
  similarFieldsArb,
  stockFieldsArb,
  type SimilarFields,
} from './similar-fixtures';

// Stocks of 10,000 compared with the O(n²) way: seconds on a loaded machine, a correctness test all the same.
vi.setConfig({ testTimeout: 60_000 });

/** The same stock in every language: each language's first committed record with the fields. */
function snapshotOf(stock: readonly SimilarFields[]): Snapshot {
  return perLanguage((locale) => stock.map((fields) => propertyWith(fields, locale)));
}

/** What a sync did to a stock: some properties changed, some removed, some added. */
type Sync = { before: SimilarFields[]; after: SimilarFields[]; changedIds: Set<number> };

function applySync(
  before: SimilarFields[],
  changes: { at: number; fields: Partial<SimilarFields> }[],
  removed: number[],
  added: SimilarFields[],
): Sync {
  const after = [...before];
  const changedIds = new Set<number>();
  for (const { at, fields } of changes) {
    if (after.length === 0) break;
    const index = at % after.length;
    after[index] = { ...after[index]!, ...fields };
    changedIds.add(after[index].ID);
  }
  for (const at of removed) {
    if (after.length === 0) break;
    changedIds.add(after.splice(at % after.length, 1)[0]!.ID);
  }
  const firstFreeId = Math.max(0, ...before.map((p) => p.ID)) + 1;
  added.forEach((fields, index) => {
    after.push({ ...fields, ID: firstFreeId + index });
    changedIds.add(firstFreeId + index);
  });
  return { before, after, changedIds };
}

const syncArb: fc.Arbitrary<Sync> = fc
  .tuple(
    stockFieldsArb({ minLength: 100, maxLength: 300 }),
    fc.array(changeArb(), { maxLength: 10 }),
    fc.array(fc.nat(), { maxLength: 3 }),
    fc.array(similarFieldsArb(9), { maxLength: 3 }),
  )
  .map((args) => applySync(...args));

/** revalidationPaths the plain way: similarProperties of every property, O(n²) per language. */
function naiveRevalidationPaths(
  before: Snapshot,
  after: Snapshot,
  changedIds: ReadonlySet<number>,
): string[] {
  if (changedIds.size === 0) return [];
  const changed = (p: { ID: number }) => changedIds.has(p.ID);
  const pagesOf = (snapshot: Snapshot) =>
    SITE_LOCALES.flatMap((locale) => [
      ...snapshot[locale]
        .filter((p) => changed(p) || similarProperties(p, snapshot[locale]).some(changed))
        .flatMap((p) => detailRoutePaths(p, locale)),
      ...landingRoutePaths(snapshot[locale], locale, changedIds),
    ]);
  const everySync = [
    ...listRoutePaths(),
    '/sitemap.xml',
    ...SITE_LOCALES.map((l) => `/api/search-index/${l}`),
  ];
  return [...new Set([...everySync, ...pagesOf(before), ...pagesOf(after)])].sort();
}

describe('revalidationPaths', () => {
  it('gives the paths that similarProperties of every property gives, on random syncs of a few hundred properties', () => {
    fc.assert(
      fc.property(syncArb, ({ before, after, changedIds }) => {
        const [old, fresh] = [snapshotOf(before), snapshotOf(after)];
        expect(revalidationPaths(old, fresh, changedIds)).toEqual(
          naiveRevalidationPaths(old, fresh, changedIds),
        );
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('names, in a stock of 10,000 per language, the pages that show or showed a changed property, each once, sorted', () => {
    const stock = largeStockFields(10_000);
    const sync = applySync(
      stock,
      [0, 1, 2, 3, 4, 5, 6].map((at) => ({ at: at * 1409, fields: { Price: 150_000 + at } })),
      [2024, 7777],
      [{ ...stock[42]!, Price: 175_000 }],
    );
    const [before, after] = [snapshotOf(sync.before), snapshotOf(sync.after)];
    const paths = revalidationPaths(before, after, sync.changedIds);

    expect(paths).toEqual([...new Set(paths)].sort());
    for (const locale of SITE_LOCALES) {
      // The detail page of each changed property (added, changed or removed), in its route folder's path.
      for (const id of sync.changedIds) expect(paths.some((path) => path.startsWith(`/${locale}/for-`) && path.endsWith(`/${id}`)), `${locale} ${id}`).toBe(true);
    }
    // Checked in Dutch against similarProperties: every page it names, and a sample of the others.
    const changed = (p: { ID: number }) => sync.changedIds.has(p.ID);
    const showsAChange = (id: number) =>
      [before.nl, after.nl].some((all) => {
        const p = all.find((o) => o.ID === id);
        return p !== undefined && (changed(p) || similarProperties(p, all).some(changed));
      });
    const named = paths
      .flatMap((path) => /^\/nl\/for-(?:sale|rent)\/(?:[^/]+\/){2}(\d+)$/.exec(path)?.[1] ?? [])
      .map(Number);
    const sample = [...before.nl, ...after.nl]
      .filter((_, index) => index % 100 === 0)
      .map((p) => p.ID);
    expect(named.length).toBeGreaterThan(sync.changedIds.size);
    expect(named.filter((id) => !showsAChange(id))).toEqual([]);
    expect(sample.filter((id) => showsAChange(id) !== named.includes(id))).toEqual([]);
  }, 120_000);
});
