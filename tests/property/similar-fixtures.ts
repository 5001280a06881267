/**
 * Test properties for the 'similar properties': a real record of the committed snapshot with the
 * fields the ranking reads replaced, and fast-check stocks of them built to collide (few cities and
 * areas, repeated prices and dates, prices at the edge of the price band, missing prices, sold ones).
 */
import fc from 'fast-check';
import type { Property } from '@/lib/catalogue/schemas';
import { createDataStore } from '@/lib/catalogue/store';
import type { SiteLocale } from '@/lib/locale';

const store = createDataStore('data');

/** The fields the similar properties depend on. */
export type SimilarFields = Pick<
  Property,
  'ID' | 'Goal' | 'WebID' | 'City' | 'Zip' | 'CountryID' | 'Price' | 'Marquee' | 'CreateDate'
>;

/** The first record of a language's committed snapshot with `fields` (WebIDs follows WebID). */
export function propertyWith(fields: Partial<Property>, locale: SiteLocale = 'nl'): Property {
  const base = store.getProperties(locale)[0]!;
  return { ...base, WebIDs: String(fields.WebID ?? base.WebID), ...fields };
}

export const CITIES = ['Elsene', 'Ukkel', 'Waterloo', 'Gent'] as const;

/** Zips of Brussels (two), Wallonia, Flanders, Luxembourg, Spain, and a Belgian one of no region. */
const ZIPS = ['1050', '1180', '1410', '9000', '1611', '29600', '0999'] as const;
/** Belgium (most), Luxembourg, Spain, unknown. */
const COUNTRY_IDS = [10, 10, 10, 50, 30, null] as const;

/** Equal instants written differently, and a fraction of a second that string order gets wrong. */
const COLLIDING_DATES = [
  '2024-01-01T00:00:00Z',
  '2024-01-01T00:00:00.000Z',
  '2024-01-01T00:00:00.5Z',
  '2025-06-03T10:35:00Z',
];

/** The fields of one property; WebIDs from 1 to `maxWebId`. */
export function similarFieldsArb(maxWebId: number): fc.Arbitrary<SimilarFields> {
  return fc.record({
    ID: fc.integer({ min: 1, max: 1_000_000 }),
    // Goal 0 is sale, any other is rent: 1 and 2 must rank together.
    Goal: fc.constantFrom(0, 1, 2),
    WebID: fc.integer({ min: 1, max: maxWebId }),
    City: fc.constantFrom(...CITIES),
    Zip: fc.constantFrom(...ZIPS),
    CountryID: fc.constantFrom(...COUNTRY_IDS),
    Price: fc.oneof(
      fc.constant(null),
      // 150,000 and 250,000 are at the band's edge around 200,000 (±25 %), 160,000 around 120,000…
      fc.constantFrom(0, 100_000, 120_000, 150_000, 160_000, 200_000, 250_000),
      fc.integer({ min: 0, max: 2_000_000 }),
    ),
    Marquee: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(null, 1, 3) },
      { weight: 1, arbitrary: fc.constant(2) },
    ),
    CreateDate: fc.oneof(
      fc.constantFrom(...COLLIDING_DATES),
      fc
        .date({
          min: new Date('2015-01-01T00:00:00Z'),
          max: new Date('2026-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
    ),
  });
}

/** The fields of a stock (unique IDs), its WebIDs from a small range (many shared) or a large one (few). */
export function stockFieldsArb(constraints: {
  minLength?: number;
  maxLength: number;
}): fc.Arbitrary<SimilarFields[]> {
  return fc
    .constantFrom(3, 1000)
    .chain((maxWebId) =>
      fc.uniqueArray(similarFieldsArb(maxWebId), { ...constraints, selector: (f) => f.ID }),
    );
}

/** A stock of `size` properties (IDs 1 to `size`) drawn with a fixed seed. */
export function largeStockFields(size: number, maxWebId = 9): SimilarFields[] {
  return fc
    .sample(similarFieldsArb(maxWebId), { numRuns: size, seed: 28 })
    .map((fields, index) => ({ ...fields, ID: index + 1 }));
}

const CHANGEABLE: (keyof SimilarFields)[] = [
  'WebID',
  'City',
  'Zip',
  'CountryID',
  'Price',
  'Goal',
  'Marquee',
  'CreateDate',
];

/** A change to a property of a stock (the one `at` points to): some of its fields replaced. */
export function changeArb(): fc.Arbitrary<{ at: number; fields: Partial<SimilarFields> }> {
  return fc.record({
    at: fc.nat(),
    fields: fc
      .tuple(similarFieldsArb(3), fc.subarray(CHANGEABLE, { minLength: 1 }))
      .map(([fields, keys]) => Object.fromEntries(keys.map((key) => [key, fields[key]]))),
  });
}
