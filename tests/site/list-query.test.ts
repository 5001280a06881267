import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyListQuery,
  boundsParam,
  countListQuery,
  EMPTY_LIST_QUERY,
  listQueryParams,
  parseBounds,
  parseListQuery,
  type ListEntry,
} from '@/lib/listing/list-query';

const q = (s: string) => parseListQuery(new URLSearchParams(s));

describe('list query in the URL', () => {
  it('reads city as Name|Zip and type as a WebID (SPEC §2.2)', () => {
    expect(q('city=Ixelles|1050&type=2')).toMatchObject({ city: { name: 'Ixelles', zip: '1050' }, type: 2 });
  });

  it.each<[string, number | null]>([
    ['2', 2],
    ['12', 12],
    ['1003', 1003],
    ['999999999', 999_999_999],
    ['0', null],
    ['1000000000', null],
    ['-12', null],
    ['12abc', null],
    ['', null],
  ])('reads type=%j as any WebID a CRM may give: %s', (value, type) => {
    expect(q(`type=${value}`).type).toBe(type);
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
  position: { lat: 50.85, lng: 4.35 },
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
  const entries = [entry(1), entry(2, { webIds: [2], position: { lat: 51.05, lng: 3.71 } }), entry(3, { price: null, webIds: [2], position: null })];

  it('counts what the list would show for a query, over the filter keys alone (what the browser loads)', () => {
    const keys = entries.map(({ city, zip, webIds, price, bedrooms, position }) => ({ city, zip, webIds, price, bedrooms, position }));
    for (const search of ['', 'type=2', 'type=2&min=150000', 'bedrooms=2&sort=price-asc&page=3', 'city=Gent|9000', 'bounds=50.9,3.5,51.2,3.9', 'bounds=50,3,52,5&type=2']) {
      expect(countListQuery(keys, q(search)), search).toBe(applyListQuery(entries, q(search), 1).total);
    }
  });

  it("counts the filters a URL sets for 'Filters (n)': not the sort, not the page", () => {
    expect(activeFilterCount(q('sort=price-desc&page=2'))).toBe(0);
    expect(activeFilterCount(q('type=2'))).toBe(1);
    expect(activeFilterCount(q('city=Gent|9000&type=2&min=1&max=2&bedrooms=3'))).toBe(5);
    expect(activeFilterCount(q('type=2&bounds=50.76,4.24,50.92,4.49'))).toBe(2);
  });
});

describe('map area (bounds=south,west,north,east)', () => {
  it.each([
    ['Brussels-Capital', '50.76,4.24,50.92,4.49', { south: 50.76, west: 4.24, north: 50.92, east: 4.49 }],
    ['Belgium, spaces around the commas', ' 49.49, 2.54 ,51.51,6.41', { south: 49.49, west: 2.54, north: 51.51, east: 6.41 }],
    ['rounded to 4 decimals', '50.8412345,4.3512349,50.85,4.36', { south: 50.8412, west: 4.3512, north: 50.85, east: 4.36 }],
    ['west of Greenwich (Marbella)', '36.4,-5.1,36.6,-4.7', { south: 36.4, west: -5.1, north: 36.6, east: -4.7 }],
  ])('reads %s', (_, value, bounds) => {
    expect(parseBounds(value)).toEqual(bounds);
  });

  it.each([
    ['three numbers', '50.76,4.24,50.92'],
    ['five numbers', '50.76,4.24,50.92,4.49,1'],
    ['south above north', '50.92,4.24,50.76,4.49'],
    ['west east of east (across the antimeridian)', '50.76,179.5,50.92,-179.5'],
    ['an empty area', '50.8,4.3,50.8,4.4'],
    ['a latitude beyond the pole', '-91,4.24,50.92,4.49'],
    ['a longitude beyond 180', '50.76,4.24,50.92,181'],
    ['words', 'south,west,north,east'],
    ['exponents', '5e1,4,51,5'],
    ['a huge value', `${'9'.repeat(120)},1,2,3`],
    ['nothing', ''],
  ])('ignores %s', (_, value) => {
    expect(parseBounds(value)).toBeNull();
    expect(q(`bounds=${encodeURIComponent(value)}`).bounds).toBeNull();
  });

  it('writes the area back in its short canonical form', () => {
    expect(boundsParam({ south: 50.76, west: 4.24, north: 50.92, east: 4.49 })).toBe('50.76,4.24,50.92,4.49');
    expect(listQueryParams(q('type=2&bounds=50.760000,4.24,50.92,4.49&page=2')).toString()).toBe(
      'type=2&bounds=50.76%2C4.24%2C50.92%2C4.49&page=2',
    );
  });

  const brussels = 'bounds=50.76,4.24,50.92,4.49';
  const entries = [
    entry(1, { position: { lat: 50.85, lng: 4.35 } }), // Brussels
    entry(2, { position: { lat: 51.05, lng: 3.71 } }), // Ghent
    entry(3, { position: null }), // hidden address in Brussels: never on the map, never in an area
    entry(4, { position: { lat: 50.76, lng: 4.49 } }), // on the area's corner
  ];

  it.each([
    [brussels, [4, 1]],
    ['bounds=50.9,3.5,51.2,3.9', [2]],
    ['bounds=50.76,4.24,50.92,4.49&type=9', []],
    ['bounds=junk', [4, 3, 2, 1]],
    ['', [4, 3, 2, 1]],
  ])('%s lists %j; a hidden address never matches an area', (search, ids) => {
    expect(applyListQuery(entries, q(search), 10).items.map((e) => e.id)).toEqual(ids);
  });
});
