import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyListQuery,
  countListQuery,
  EMPTY_LIST_QUERY,
  listQueryParams,
  parseListQuery,
  type ListEntry,
} from '@/lib/listing/list-query';

const q = (s: string) => parseListQuery(new URLSearchParams(s));

describe('list query in the URL', () => {
  it('reads city as Name|Zip and type as a WebID (SPEC §2.2)', () => {
    expect(q('city=Ixelles|1050&type=2')).toMatchObject({ city: { name: 'Ixelles', zip: '1050' }, type: 2 });
  });

  it('ignores malformed values instead of failing', () => {
    expect(q('type=abc&page=-3&min=1e9&bedrooms=999&sort=cheap')).toEqual(EMPTY_LIST_QUERY);
  });

  it('swaps a minimum above the maximum', () => {
    expect(q('min=500000&max=200000')).toMatchObject({ minPrice: 200000, maxPrice: 500000 });
  });

  it('writes back only what differs from the defaults', () => {
    expect(listQueryParams(q('city=Gent|9000&sort=price-asc&page=2')).toString()).toBe(
      'city=Gent%7C9000&sort=price-asc&page=2',
    );
    expect(listQueryParams(EMPTY_LIST_QUERY).toString()).toBe('');
  });
});

const entry = (id: number, over: Partial<ListEntry> = {}): ListEntry => ({
  id,
  city: 'Bruxelles',
  zip: '1000',
  webIds: [1],
  price: 100000 * id,
  bedrooms: id,
  createdAt: `2026-01-0${id}`,
  ...over,
});

describe('applyListQuery', () => {
  const entries = [
    entry(1),
    entry(2, { city: 'Ixelles', zip: '1050', webIds: [2, 3] }),
    entry(3, { price: null }),
    entry(4, { city: 'Liège', zip: '4000' }),
  ];

  it('sorts newest first by default', () => {
    expect(applyListQuery(entries, EMPTY_LIST_QUERY, 10).items.map((e) => e.id)).toEqual([4, 3, 2, 1]);
  });

  it('filters on city (accent-insensitive) and on any of the WebIDs', () => {
    expect(applyListQuery(entries, q('city=liege|4000'), 10).items.map((e) => e.id)).toEqual([4]);
    expect(applyListQuery(entries, q('type=3'), 10).items.map((e) => e.id)).toEqual([2]);
  });

  it('filters on price range and minimum bedrooms; unpublished prices never match a range', () => {
    expect(applyListQuery(entries, q('min=150000&max=450000'), 10).items.map((e) => e.id)).toEqual([4, 2]);
    expect(applyListQuery(entries, q('bedrooms=3'), 10).items.map((e) => e.id)).toEqual([4, 3]);
  });

  it('sorts by price with unpublished prices last', () => {
    expect(applyListQuery(entries, q('sort=price-asc'), 10).items.map((e) => e.id)).toEqual([1, 2, 4, 3]);
    expect(applyListQuery(entries, q('sort=price-desc'), 10).items.map((e) => e.id)).toEqual([4, 2, 1, 3]);
  });

  it('pages: Page x/y, a page beyond the last shows the last', () => {
    expect(applyListQuery(entries, q('page=2'), 3)).toMatchObject({ page: 2, pages: 2, total: 4 });
    expect(applyListQuery(entries, q('page=9'), 3).items.map((e) => e.id)).toEqual([1]);
    expect(applyListQuery([], EMPTY_LIST_QUERY, 3)).toMatchObject({ page: 1, pages: 1, total: 0 });
  });
});

describe("the phone filter sheet's counts", () => {
  const entries = [entry(1), entry(2, { webIds: [2] }), entry(3, { price: null, webIds: [2] })];

  it('counts what the list would show for a query, over the filter keys alone (what the browser loads)', () => {
    const keys = entries.map(({ city, zip, webIds, price, bedrooms }) => ({ city, zip, webIds, price, bedrooms }));
    for (const search of ['', 'type=2', 'type=2&min=150000', 'bedrooms=2&sort=price-asc&page=3', 'city=Gent|9000']) {
      expect(countListQuery(keys, q(search)), search).toBe(applyListQuery(entries, q(search), 1).total);
    }
  });

  it("counts the filters a URL sets for 'Filters (n)': not the sort, not the page", () => {
    expect(activeFilterCount(q('sort=price-desc&page=2'))).toBe(0);
    expect(activeFilterCount(q('type=2'))).toBe(1);
    expect(activeFilterCount(q('city=Gent|9000&type=2&min=1&max=2&bedrooms=3'))).toBe(5);
  });
});
