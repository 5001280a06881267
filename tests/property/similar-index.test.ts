import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Property } from '@/lib/catalogue/schemas';
import { similarProperties } from '@/lib/property/similar';
import { similarIndex } from '@/lib/property/similar-index';
import { changeArb, largeStockFields, propertyWith, stockFieldsArb } from './similar-fixtures';

// Stocks of 10,000 compared with the O(n²) way: seconds on a loaded machine, a correctness test all the same.
vi.setConfig({ testTimeout: 60_000 });

const ids = (properties: readonly Property[]) => properties.map((p) => p.ID);

describe('similarIndex', () => {
  it('gives every property of a random stock, and any other, the list similarProperties gives', () => {
    fc.assert(
      fc.property(
        stockFieldsArb({ maxLength: 60 }),
        fc.array(changeArb(), { maxLength: 4 }),
        fc.integer({ min: 0, max: 5 }),
        (stockFields, changes, count) => {
          const all = stockFields.map((fields) => propertyWith(fields));
          // Properties of the stock as they changed since: the same ID, other fields.
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
