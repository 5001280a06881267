import { describe, expect, it } from 'vitest';
import type { Property } from '@/lib/data/schemas';
import { getProperties } from '@/lib/data';
import { goalOf } from '@/lib/property-url';
import { similarProperties } from '@/lib/property/similar';
import { propertyWith } from './similar-fixtures';

const all = getProperties('fr');

describe('similarProperties', () => {
  it('gives up to three other properties of the same goal sharing the type or the city, none sold or rented', () => {
    for (const p of all) {
      const similar = similarProperties(p, all);
      expect(similar.length).toBeLessThanOrEqual(3);
      for (const s of similar) {
        expect(s.ID).not.toBe(p.ID);
        expect(goalOf(s.Goal)).toBe(goalOf(p.Goal));
        expect(s.WebID === p.WebID || s.City === p.City).toBe(true);
        expect(s.Marquee).not.toBe(2);
      }
    }
  });

  it('puts same type and city first', () => {
    const p = all.find((x) => x.ID === 4012345);
    if (!p) throw new Error('missing fixture');
    const [first] = similarProperties(p, all);
    const both = all.filter((o) => o.ID !== p.ID && o.Goal === p.Goal && o.WebID === p.WebID && o.City === p.City && o.Marquee !== 2);
    if (both.length) expect(both.map((b) => b.ID)).toContain(first?.ID);
  });
});

const OLD = '2024-01-01T00:00:00Z';
const NEW = '2025-06-03T10:35:00Z';
/** An apartment (WebID 2) for sale in Elsene at 200,000: the candidates below differ from it where they say. */
const reference = {
  ID: 1,
  Goal: 0,
  WebID: 2,
  City: 'Elsene',
  Price: 200_000,
  Marquee: null,
  CreateDate: OLD,
} satisfies Partial<Property>;

const cases: {
  name: string;
  p?: Partial<Property>;
  stock: Partial<Property>[];
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
    name: 'ranks same type and city, then same type, then same city, whatever the price',
    stock: [
      { ID: 10, WebID: 3 },
      { ID: 11, City: 'Gent', Price: 900_000 },
      { ID: 12, Price: null },
    ],
    expected: [12, 11, 10],
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
    name: 'leaves out the property itself, the other goal, the sold and the unrelated',
    stock: [
      { ID: 1 },
      { ID: 10, Goal: 1 },
      { ID: 11, Marquee: 2 },
      { ID: 12, WebID: 3, City: 'Gent' },
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
    (_, { p, stock, expected }) => {
      const property = propertyWith({ ...reference, ...p });
      const candidates = stock.map((fields) => propertyWith({ ...reference, ...fields }));
      for (const order of [candidates, [...candidates].reverse()]) {
        expect(similarProperties(property, [property, ...order]).map((s) => s.ID)).toEqual(
          expected,
        );
      }
    },
  );
});
