import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/list-markers/route';
import { getPropertyListItems } from '@/lib/catalogue';
import { listMarkers, listMarkersUrl, markerQueryOf } from '@/lib/listing/list-markers';
import { EMPTY_LIST_QUERY, parseListQuery } from '@/lib/listing/list-query';

const SALE_LIST = 2;
const RENT_LIST = 3;
const labels = { startingFrom: 'Vanaf', priceOnRequest: 'Prijs op aanvraag' };
const HIDDEN_ADDRESS_SALE = [4017160, 4019468, 4021774];

describe('listMarkers', () => {
  const sale = listMarkers('nl', SALE_LIST, EMPTY_LIST_QUERY, labels);

  it('has a marker for every property of the list whose address is public, every page of it', () => {
    const items = getPropertyListItems('nl', SALE_LIST);
    expect(sale.map((m) => m.id).sort()).toEqual(items.filter((p) => p.PublishAddress).map((p) => p.ID).sort());
    expect(sale.length).toBeGreaterThan(12);
  });

  it('leaves properties with a hidden address off the map', () => {
    for (const id of HIDDEN_ADDRESS_SALE) expect(sale.some((m) => m.id === id)).toBe(false);
    expect(getPropertyListItems('nl', SALE_LIST).filter((p) => HIDDEN_ADDRESS_SALE.includes(p.ID))).toHaveLength(3);
  });

  it('follows the list filters but not its area, sort or page', () => {
    const inGhent = listMarkers('nl', SALE_LIST, parseListQuery(new URLSearchParams('city=Gent|9000&bounds=50,4,51,5&page=2')), labels);
    expect(inGhent.map((m) => m.id)).toEqual([4019012]);
  });

  it('gives each marker its card: title, type, city, translated price and the detail link', () => {
    const rent = listMarkers('fr', RENT_LIST, EMPTY_LIST_QUERY, { startingFrom: 'À partir de', priceOnRequest: 'Prix sur demande' });
    const ixelles = rent.find((m) => m.id === 4012388)!;
    expect(ixelles).toMatchObject({ city: 'Ixelles', lat: 50.827095, lng: 4.371705 });
    expect(ixelles.href).toMatch(/^\/fr\/a-louer\/.+\/4012388\/$/);
    expect(ixelles.price).toMatch(/€/);
  });
});

describe('the markers URL', () => {
  it('carries only the list filters, in canonical form, and is accepted as it is', () => {
    const query = parseListQuery(new URLSearchParams('type=2&bounds=50,4,51,5&sort=price-asc&page=3'));
    const url = new URL(listMarkersUrl('nl', SALE_LIST, query), 'http://x');
    expect(url.pathname).toBe('/api/list-markers/');
    expect(url.search).toBe('?lang=nl&list=2&type=2');
    expect(markerQueryOf(url.searchParams, ['lang', 'list'])).toMatchObject({ type: 2, bounds: null });
  });

  it.each([
    ['an unknown parameter', 'lang=nl&list=2&x=1'],
    ['a repeated parameter', 'lang=nl&list=2&type=2&type=3'],
    ['a filter not in canonical form', 'lang=nl&list=2&type=abc'],
    ['the area (the map shows beyond it)', 'lang=nl&list=2&bounds=50%2C4%2C51%2C5'],
    ['a page', 'lang=nl&list=2&page=2'],
  ])('refuses %s', (_, search) => {
    expect(markerQueryOf(new URLSearchParams(search), ['lang', 'list'])).toBeNull();
  });
});

describe('GET /api/list-markers/', () => {
  const get = (search: string) => GET(new Request(`http://localhost/api/list-markers/?${search}`));

  it.each([
    ['an unknown language', 'lang=xx&list=2', 404],
    ['no list', 'lang=nl', 404],
    ['an unknown list', 'lang=nl&list=999', 404],
    ['a list id that is not a number', 'lang=nl&list=2x', 404],
    ['junk parameters', 'lang=nl&list=2&type=%00', 400],
    ['a very long URL', `lang=nl&list=2&city=${'a'.repeat(2000)}`, 414],
  ])('answers %s with %i', async (_, search, status) => {
    expect((await get(search)).status).toBe(status);
  });
});
