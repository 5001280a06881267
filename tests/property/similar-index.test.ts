import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Property } from '@/lib/data/schemas';
import { similarProperties } from '@/lib/property/similar';
import { similarIndex } from '@/lib/property/similar-index';
import {
  largeStockFields,
  propertyWith,
  similarFieldsArb,
  stockFieldsArb,
} from './similar-fixtures';

/** A property of the stock (the one `at` points to) as it changed since: some of its fields replaced. */
const changeArb = fc.record({
  at: fc.nat(),
  fields: fc
    .tuple(similarFieldsArb(3), fc.subarray(['WebID', 'City', 'Price', 'Goal', 'Marquee'] as const))
    .map(([fields, keys]) => Object.fromEntries(keys.map((key) => [key, fields[key]]))),
});

const ids = (properties: readonly Property[]) => properties.map((p) => p.ID);

describe('similarIndex', () => {
  it('gives every property of a random stock, and any other, the list similarProperties gives', () => {
    fc.assert(
      fc.property(
        stockFieldsArb({ maxLength: 60 }),
        fc.array(changeArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 5 }),
        (stockFields, changes, count) => {
          const all = stockFields.map((fields) => propertyWith(fields));
          const others = changes.map(({ at, fields }) =>
            propertyWith(all.length === 0 ? fields : { ...all[at % all.length], ...fields }),
          );
          const similarOf = similarIndex(all, count);
          for (const p of [...all, ...others]) {
            expect(ids(similarOf(p))).toEqual(ids(similarProperties(p, all, count)));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the same lists as similarProperties in a stock of 10,000 with many equal prices and dates', () => {
    const all = largeStockFields(10_000).map((fields) => propertyWith(fields));
    const similarOf = similarIndex(all);
    for (const p of all.filter((_, index) => index % 50 === 0)) {
      expect(ids(similarOf(p))).toEqual(ids(similarProperties(p, all)));
    }
  });
});
