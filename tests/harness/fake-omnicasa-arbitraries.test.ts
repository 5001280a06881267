/** The fast-check arbitraries of Omnicasa's answers (tests/harness/fake-omnicasa/arbitraries.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import {
  accountArb,
  categoryListArb,
  dateTextArb,
  documentArb,
  pictureArb,
  propertyRecordArb,
} from '@/tests/harness/fake-omnicasa/arbitraries';
import { truthOf } from '@/tests/harness/fake-omnicasa/truth';
import type { Wire } from '@/tests/harness/fake-omnicasa/wire';

const SAMPLE = { numRuns: 600, seed: 28 };
const some = <T>(items: readonly T[], test: (item: T) => boolean) => items.some(test);

describe('the arbitraries of Omnicasa answers', () => {
  it('GetProperty records: core fields there, absent, null, empty or mistyped; extra fields, long texts, HTML', () => {
    const records = fc.sample(propertyRecordArb(), SAMPLE);
    expect(some(records, (r) => typeof r.ID === 'number' && typeof r.City === 'string')).toBe(true);
    expect(some(records, (r) => !Object.hasOwn(r, 'ID'))).toBe(true);
    expect(some(records, (r) => r.Goal === null)).toBe(true);
    expect(some(records, (r) => r.City === '')).toBe(true);
    expect(some(records, (r) => typeof r.Price === 'string')).toBe(true);
    expect(some(records, (r) => r.PublishPrice === 'True' || r.PublishPrice === 1)).toBe(true);
    expect(some(records, (r) => Array.isArray(r.WebIDs))).toBe(true);
    expect(some(records, (r) => typeof r.GoogleX === 'string')).toBe(true);
    expect(some(records, (r) => Object.keys(r).some((k) => k.startsWith('Extra')))).toBe(true);
    expect(some(records, (r) => String(r.DescriptionA ?? '').length >= 10_000)).toBe(true);
    expect(some(records, (r) => /<script>|&amp;/.test(String(r.DescriptionA ?? '')))).toBe(true);
    expect(some(records, (r) => String(r.LastChangedDate ?? '').startsWith('/Date('))).toBe(true);
  });

  it('GetProperty records with the minimum always have an ID, a Goal, a WebID and a City', () => {
    const webIds = [3, 17, 1003];
    fc.assert(
      fc.property(propertyRecordArb({ withMinimum: true, webIds }), (r: Wire) => {
        expect(Number.isInteger(r.ID)).toBe(true);
        expect(typeof r.Goal).toBe('number');
        expect(webIds).toContain(r.WebID);
        expect(typeof r.City === 'string' && r.City.length > 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('pictures and documents: missing Url, zero size, another host, a Size only sometimes', () => {
    const pictures = fc.sample(pictureArb('https://crm.example'), SAMPLE);
    expect(some(pictures, (p) => !Object.hasOwn(p, 'Url') || p.Url === null || p.Url === '')).toBe(
      true,
    );
    expect(some(pictures, (p) => p.Width === 0 || p.Height === 0)).toBe(true);
    expect(some(pictures, (p) => String(p.Url).startsWith('https://elsewhere.example/'))).toBe(
      true,
    );
    expect(some(pictures, (p) => String(p.Url).startsWith('https://crm.example/'))).toBe(true);
    const documents = fc.sample(documentArb(42), SAMPLE);
    expect(documents.every((d) => d.ObjectID === 42)).toBe(true);
    expect(some(documents, (d) => Object.hasOwn(d, 'Size'))).toBe(true);
    expect(some(documents, (d) => !Object.hasOwn(d, 'Size'))).toBe(true);
  });

  it('category lists: 3 to 12 distinct WebIDs, the same in every language, names sometimes missing', () => {
    const lists = fc.sample(categoryListArb, 200);
    for (const list of lists) {
      const webIds = list.nl.map((c) => c.WebID);
      expect(webIds.length).toBeGreaterThanOrEqual(3);
      expect(webIds.length).toBeLessThanOrEqual(12);
      expect(new Set(webIds).size).toBe(webIds.length);
      for (const locale of SITE_LOCALES) expect(list[locale].map((c) => c.WebID)).toEqual(webIds);
    }
    expect(some(lists, (l) => l.de.some((c) => c.Name === null || c.Name === ''))).toBe(true);
  });

  it('dates: plain, WCF, ISO, and some that are not dates', () => {
    const dates = fc.sample(dateTextArb, SAMPLE);
    expect(some(dates, (d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d))).toBe(true);
    expect(some(dates, (d) => /^\/Date\(\d+\+0[12]00\)\/$/.test(d))).toBe(true);
    expect(some(dates, (d) => d.includes('T'))).toBe(true);
    expect(some(dates, (d) => d === 'abc' || d === '2025-02-30 10:00:00')).toBe(true);
  });

  it('whole small accounts, whose truth holds', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        expect(account.plans.length).toBeLessThanOrEqual(12);
        for (const truth of truthOf(account)) {
          const plan = account.plans.find((p) => p.id === truth.id)!;
          const records = account.answersOf(plan).records;
          expect(SITE_LOCALES.filter((l) => records[l] !== null)).toEqual(truth.languages);
        }
      }),
      { numRuns: 40 },
    );
  });
});
