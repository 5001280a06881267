import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeek, newProblems, problemCount, problemFingerprints } from '@/lib/legal/compliance-digest';
import type { ListingCompliance } from '@/lib/legal/compliance';

const listing = (id: number, ...problems: ListingCompliance['problems']): ListingCompliance => ({ id, region: 'flanders', kind: 'sale', problems });
const missingEpc = { key: 'epcUniqueCode', problem: 'missing', severity: 'high' } as const;
const expiredEpc = { key: 'epcValidUntil', problem: 'expired', severity: 'high' } as const;
const noAsbestos = { key: 'asbestos', problem: 'missing', severity: 'medium' } as const;

describe('isoWeek', () => {
  it.each([
    ['2026-11-28', '2026-W48'], // a Saturday
    ['2026-11-30', '2026-W49'], // the next Monday starts a week
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 of its own year
    ['2027-01-01', '2026-W53'], // a Friday: the last week of 2026, a 53-week year
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'], // a Monday in December, already in next year's week 1
    ['2021-01-03', '2020-W53'],
    ['2028-02-29', '2028-W09'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });

  it('gives 7 consecutive days, Monday to Sunday, the same week, and the next Monday the next one', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }), (date) => {
        const day = (offset: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offset)).toISOString().slice(0, 10);
        const mondayOffset = -((date.getUTCDay() + 6) % 7);
        const week = isoWeek(day(0));
        for (let i = 0; i < 7; i++) expect(isoWeek(day(mondayOffset + i))).toBe(week);
        expect(isoWeek(day(mondayOffset + 7))).not.toBe(week);
        expect(isoWeek(day(mondayOffset + 7)) > week).toBe(true); // the keys sort as the weeks do
      }),
    );
  });

  it('refuses what is not a day', () => {
    for (const bad of ['2026-13-01', '28/11/2026', '', '2026-11-28T10:00']) expect(() => isoWeek(bad)).toThrow(RangeError);
  });
});

describe('newProblems: what a weekly mail lists', () => {
  const lastWeek = [listing(1, missingEpc), listing(2, noAsbestos)];
  const known = new Set(problemFingerprints(lastWeek, ['insurer']));

  it('lists nothing when the problems are last week’s', () => {
    const found = newProblems(lastWeek, ['insurer'], known);
    expect(found).toEqual({ listings: [], agency: [] });
    expect(problemCount(found)).toBe(0);
  });

  it('lists a new listing, a new problem of a known listing (only that one) and a newly empty agency mention', () => {
    const now = [listing(3, noAsbestos), listing(1, expiredEpc, missingEpc), listing(2, noAsbestos)];
    const found = newProblems(now, ['insurer', 'policyNumber'], known);
    expect(found.listings).toEqual([listing(3, noAsbestos), listing(1, expiredEpc)]);
    expect(found.agency).toEqual(['policyNumber']);
    expect(problemCount(found)).toBe(3);
  });

  it('tells a missing mention from the same mention expired, and one listing from another', () => {
    const found = newProblems([listing(2, missingEpc), listing(1, { ...missingEpc, key: 'epcValidUntil' })], [], new Set(problemFingerprints([listing(1, missingEpc), listing(2, expiredEpc)], [])));
    expect(found.listings.map((l) => l.id)).toEqual([2, 1]);
  });

  it('lists a problem fixed and then back again', () => {
    const fixed = new Set(problemFingerprints([listing(2, noAsbestos)], []));
    expect(newProblems(lastWeek, [], fixed).listings).toEqual([listing(1, missingEpc)]);
  });
});
