import { describe, expect, it } from 'vitest';
import { announcementsFor, matchesAlert, type AlertCriteria, type AlertProperty } from '@/lib/alerts/match';

const house: AlertProperty = {
  ID: 1,
  Goal: 0,
  WebIDs: '1',
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  PublishPrice: true,
  Price: 450_000,
  Marquee: null,
  Counts: { Bedrooms: 3 } as AlertProperty['Counts'],
};
const search: AlertCriteria = { goal: 'sale', types: ['1'], zones: ['flanders'], place: '' };

describe('matchesAlert: a property answers a search by goal, type, zone, place, price and bedrooms', () => {
  it.each<[string, Partial<AlertProperty>, Partial<AlertCriteria>, boolean]>([
    ['the same goal, type and zone', {}, {}, true],
    ['a rental for a sale search', { Goal: 1 }, {}, false],
    ['a sale for a rent search', {}, { goal: 'rent' }, false],
    ['another type', { WebIDs: '2' }, {}, false],
    ['a second type that is asked', { WebIDs: '6,1' }, {}, true],
    ['any of the types asked', { WebIDs: '2' }, { types: ['1', '2'] }, true],
    ["a CRM's own WebID asked", { WebIDs: '1003' }, { types: ['40', '1003'] }, true],
    ['a WebID that only starts like the one asked', { WebIDs: '12' }, { types: ['1'] }, false],
    ['a WebID that only ends like the one asked', { WebIDs: '1003' }, { types: ['3'] }, false],
    ['another zone', { Zip: '1050' }, {}, false],
    ['Brussels asked', { Zip: '1050' }, { zones: ['brussels'] }, true],
    ['Luxembourg asked', { Zip: 'L-2449', CountryID: 50 }, { zones: ['luxembourg'] }, true],
    ['a country without a zone', { Zip: '06400', CountryID: 20 }, {}, false],
    ['the postal code asked', {}, { place: '9000' }, true],
    ['another postal code', {}, { place: '9050' }, false],
    ['a Luxembourg code written with its prefix', { Zip: 'L-2449', CountryID: 50 }, { zones: ['luxembourg'], place: 'L-2449' }, true],
    ['the city asked, in any case and accents', { City: 'Liège', Zip: '4000' }, { zones: ['wallonia'], place: 'liege' }, true],
    ['another city', {}, { place: 'Brugge' }, false],
    ['a price in the range', {}, { priceMin: 400_000, priceMax: 450_000 }, true],
    ['a price above the range', {}, { priceMax: 449_999 }, false],
    ['a price below the range', {}, { priceMin: 450_001 }, false],
    ['a hidden price when a range is asked', { PublishPrice: false }, { priceMax: 500_000 }, false],
    ['a hidden price when no range is asked', { PublishPrice: false }, {}, true],
    ['enough bedrooms', {}, { bedrooms: 3 }, true],
    ['too few bedrooms', {}, { bedrooms: 4 }, false],
    ['no bedroom count with a minimum asked', { Counts: { Bedrooms: null } as AlertProperty['Counts'] }, { bedrooms: 1 }, false],
    ['sold', { Marquee: 2 }, {}, false],
  ])('%s → %s', (_case, property, criteria, expected) => {
    expect(matchesAlert({ ...house, ...property }, { ...search, ...criteria })).toBe(expected);
  });
});

describe('announcementsFor: new and price-lowered properties, never one announced before', () => {
  const at = (id: number, price: number | null) => ({ ...house, ID: id, Price: price });
  const never = () => false;

  it.each<[string, AlertProperty, [number, { price: number | null; announced: boolean }][], boolean, { kind: string } | null]>([
    ['a property the profile never saw is new', at(1, 400_000), [], false, { kind: 'new' }],
    ['…or lowered when its last change brought the price down', at(1, 400_000), [], true, { kind: 'lowered' }],
    ['one seen at the start at the same price is not announced', at(1, 400_000), [[1, { price: 400_000, announced: false }]], false, null],
    ['one seen at the start at a higher price is lowered', at(1, 390_000), [[1, { price: 400_000, announced: false }]], false, { kind: 'lowered' }],
    ['one seen at the start at a lower price is not announced', at(1, 410_000), [[1, { price: 400_000, announced: false }]], false, null],
    ['one announced before is never announced again, even lower', at(1, 300_000), [[1, { price: 400_000, announced: true }]], true, null],
  ])('%s', (_case, property, known, lowered, expected) => {
    const result = announcementsFor([property], new Map(known), lowered ? () => true : never);
    expect(result).toEqual(expected ? [{ id: property.ID, kind: expected.kind, price: property.Price }] : []);
  });
});
