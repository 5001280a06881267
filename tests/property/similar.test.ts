import { describe, expect, it } from 'vitest';
import type { Property } from '@/lib/catalogue/schemas';
import { getProperties } from '@/lib/catalogue';
import { goalOf } from '@/lib/property-url';
import { areaForProperty } from '@/lib/regions';
import { similarProperties } from '@/lib/property/similar';
import { propertyWith } from './similar-fixtures';

const all = getProperties('fr');
const ids = (properties: readonly Property[]) => properties.map((p) => p.ID);

describe('similarProperties', () => {
  it('gives up to three other properties of the same goal sharing the type or the area, none sold or rented', () => {
    for (const p of all) {
      const similar = similarProperties(p, all);
      expect(similar.length).toBeLessThanOrEqual(3);
      for (const s of similar) {
        expect(s.ID).not.toBe(p.ID);
        expect(goalOf(s.Goal)).toBe(goalOf(p.Goal));
        expect(s.WebID === p.WebID || areaForProperty(s) === areaForProperty(p)).toBe(true);
        expect(s.Marquee).not.toBe(2);
      }
    }
  });

  it('gives the flat in Ixelles the flats of Brussels, the nearest in price first, and not the flat in Marbella at its very price', () => {
    const flat = all.find((x) => x.ID === 4012345)!;
    const marbella = all.find((x) => x.ID === 4021774)!;
    expect([marbella.WebID, marbella.Price, marbella.CountryName]).toEqual([flat.WebID, flat.Price, 'Espagne']);
    // Molenbeek at 465,000, Auderghem at 359,000, Etterbeek at 325,000 (Saint-Gilles is sold).
    expect(ids(similarProperties(flat, all))).toEqual([4016108, 4017519, 4014455]);
  });
});

const OLD = '2024-01-01T00:00:00Z';
const NEW = '2025-06-03T10:35:00Z';
/** An apartment (WebID 2) for sale in Elsene (Brussels) at 200,000: the candidates below differ from it where they say. */
const reference = {
  ID: 1,
  Goal: 0,
  WebID: 2,
  City: 'Elsene',
  Zip: '1050',
  CountryID: 10,
  Price: 200_000,
  Marquee: null,
  CreateDate: OLD,
} satisfies Partial<Property>;

/** Elsewhere than Brussels: Ghent (Flanders), Luxembourg, Marbella (abroad). */
const GHENT = { City: 'Gent', Zip: '9000' };
const LUXEMBOURG = { City: 'Luxembourg', Zip: '1611', CountryID: 50 };
const MARBELLA = { City: 'Marbella', Zip: '29600', CountryID: 30 };
const HOUSE = { WebID: 1 };

const cases: {
  name: string;
  p?: Partial<Property>;
  stock: Partial<Property>[];
  count?: number;
  expected: number[];
}[] = [
  {
    name: 'puts candidates without a price after the priced ones, the newest first',
    stock: [
      { ID: 10, Price: null, CreateDate: OLD },
      { ID: 11, Price: null, CreateDate: NEW },
      { ID: 12, Price: 900_000 },
    ],
    expected: [12, 11, 10],
  },
  {
    name: 'ranks candidates without a price and of the same date by the lowest ID',
    stock: [
      { ID: 13, Price: null },
      { ID: 11, Price: null },
      { ID: 10, Price: null },
      { ID: 12, Price: null },
    ],
    expected: [10, 11, 12],
  },
  {
    name: 'breaks an equal distance above and below the price by the newest',
    stock: [
      { ID: 10, Price: 190_000, CreateDate: OLD },
      { ID: 11, Price: 210_000, CreateDate: NEW },
    ],
    expected: [11, 10],
  },
  {
    name: 'breaks an equal distance and date by the lowest ID',
    stock: [
      { ID: 11, Price: 190_000 },
      { ID: 10, Price: 210_000 },
    ],
    expected: [10, 11],
  },
  {
    name: 'takes equal instants written differently as the same date',
    stock: [
      { ID: 11, CreateDate: '2024-01-01T00:00:00Z' },
      { ID: 10, CreateDate: '2024-01-01T00:00:00.000Z' },
    ],
    expected: [10, 11],
  },
  {
    name: 'takes half a second later as newer',
    stock: [
      { ID: 10, CreateDate: '2024-01-01T00:00:00Z' },
      { ID: 11, CreateDate: '2024-01-01T00:00:00.5Z' },
    ],
    expected: [11, 10],
  },
  {
    name: 'ranks the same type in the same area first, whatever the price',
    stock: [
      { ID: 10, ...HOUSE, Price: 200_000 },
      { ID: 11, ...GHENT, Price: 200_000 },
      { ID: 12, City: 'Ukkel', Zip: '1180', Price: 900_000 },
      { ID: 13, Price: null },
    ],
    count: 4,
    expected: [12, 13, 10, 11],
  },
  {
    name: 'gives a flat of Brussels before a flat in Marbella at the very price',
    stock: [
      { ID: 10, ...MARBELLA },
      { ID: 11, Price: 1_200_000 },
    ],
    expected: [11, 10],
  },
  {
    name: 'then, within ±25 % of the price, the same area before the same type elsewhere; then the rest in that order',
    stock: [
      { ID: 10, ...GHENT, Price: 200_000 },
      { ID: 11, ...HOUSE, Price: 240_000 },
      { ID: 12, ...LUXEMBOURG, Price: 100_000 },
      { ID: 13, ...HOUSE, Price: 300_000 },
      { ID: 14, ...MARBELLA, Price: 160_000 },
    ],
    count: 5,
    expected: [11, 10, 14, 13, 12],
  },
  {
    name: "takes the band's edges, 150,000 and 250,000, as inside it",
    stock: [
      { ID: 10, ...GHENT, Price: 200_000 },
      { ID: 11, ...HOUSE, Price: 250_000 },
      { ID: 12, ...HOUSE, Price: 149_999 },
      { ID: 13, ...HOUSE, Price: 150_000 },
    ],
    count: 4,
    expected: [11, 13, 10, 12],
  },
  {
    name: 'takes Luxembourg and abroad as areas of their own',
    stock: [
      { ID: 10, ...LUXEMBOURG, ...HOUSE },
      { ID: 11, ...MARBELLA, ...HOUSE },
      { ID: 12, ...LUXEMBOURG },
    ],
    expected: [12],
  },
  {
    name: 'ranks the others from the cheapest up for a property without a price',
    p: { Price: null },
    stock: [
      { ID: 10, Price: 300_000 },
      { ID: 11, Price: null },
      { ID: 12, Price: 100_000 },
    ],
    expected: [12, 10, 11],
  },
  {
    name: 'gives a property without a price no band: the same area, then the same type elsewhere',
    p: { Price: null },
    stock: [
      { ID: 10, ...GHENT, Price: 0 },
      { ID: 11, ...HOUSE, Price: 900_000 },
    ],
    expected: [11, 10],
  },
  {
    name: 'leaves out the property itself, the other goal, the sold and the unrelated',
    stock: [
      { ID: 1 },
      { ID: 10, Goal: 1 },
      { ID: 11, Marquee: 2 },
      { ID: 12, ...HOUSE, ...GHENT },
      { ID: 13, Marquee: 3 },
    ],
    expected: [13],
  },
  {
    name: 'takes every goal but 0 as rent',
    p: { Goal: 1 },
    stock: [
      { ID: 10, Goal: 2 },
      { ID: 11, Goal: 0 },
    ],
    expected: [10],
  },
];

describe('similarProperties order', () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s, whatever the order of the stock',
    (_, { p, stock, count, expected }) => {
      const property = propertyWith({ ...reference, ...p });
      const candidates = stock.map((fields) => propertyWith({ ...reference, ...fields }));
      for (const order of [candidates, [...candidates].reverse()]) {
        expect(ids(similarProperties(property, [property, ...order], count))).toEqual(
          expected,
        );
      }
    },
  );
});
