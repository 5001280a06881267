import { describe, expect, it } from 'vitest';
import { DEFAULT_SHRINK_LIMITS, shrinkLimitsFromEnv, shrinkVerdict, type ShrinkInput } from '@/lib/server/crm/shrink-guard';

const steady: ShrinkInput = { before: 100, after: 100, recordsRead: 400, recordsLeftOut: 0, liveRecords: 400, typesBefore: 7, typesAfter: 7 };

describe('shrinkVerdict', () => {
  it.each<[string, Partial<ShrinkInput>, string | null]>([
    ['a stock that stays', {}, null],
    ['a first sync into an empty site', { before: 0, after: 33 }, null],
    ['a first sync that finds nothing', { before: 0, after: 0, recordsRead: 0 }, null],
    ['losing 20 % exactly', { after: 80 }, null],
    ['losing more than 20 %', { after: 79 }, 'loss'],
    ['an empty result', { after: 0 }, 'empty'],
    ['leaving out 10 % exactly', { recordsLeftOut: 40 }, null],
    ['leaving out more than 10 % of what it read', { recordsLeftOut: 41 }, 'leftOut'],
    ['a first sync leaving out more than 10 % of what it read', { before: 0, liveRecords: 0, recordsRead: 200, recordsLeftOut: 21 }, 'leftOut'],
    ['an incremental sync whose few records are broken, measured against the stock', { recordsRead: 40, recordsLeftOut: 8 }, null],
    ['an incremental sync leaving out more than 10 % of the stock\'s records', { recordsRead: 60, recordsLeftOut: 41 }, 'leftOut'],
    ['losing every category', { typesAfter: 0 }, 'noTypes'],
    ['growing', { after: 500 }, null],
  ])('judges %s', (_, change, code) => {
    expect(shrinkVerdict({ ...steady, ...change })?.code ?? null).toBe(code);
  });

  it('never lets an empty result replace a stock, whatever the limits', () => {
    expect(shrinkVerdict({ ...steady, after: 0 }, { maxLossPercent: 100, maxLeftOutPercent: 100 })).toEqual({ code: 'empty', values: { before: 100 } });
  });

  it('gives the figures the staff and the mail show', () => {
    expect(shrinkVerdict({ ...steady, before: 50, after: 0 + 12 })).toEqual({ code: 'loss', values: { before: 50, after: 12, percent: 76, limit: 20 } });
    expect(shrinkVerdict({ ...steady, recordsRead: 172 + 40, liveRecords: 0, recordsLeftOut: 172 })).toMatchObject({ code: 'leftOut', values: { records: 212, leftOut: 172, percent: 81.1 } });
  });
});

describe('shrinkLimitsFromEnv', () => {
  it('takes the defaults, or the percentages set', () => {
    expect(shrinkLimitsFromEnv({})).toEqual(DEFAULT_SHRINK_LIMITS);
    expect(shrinkLimitsFromEnv({ SYNC_MAX_LOSS_PERCENT: '50', SYNC_MAX_LEFT_OUT_PERCENT: '2.5' })).toEqual({ maxLossPercent: 50, maxLeftOutPercent: 2.5 });
  });

  it.each(['-1', '101', 'ten', '20%'])('refuses %j, naming the variable', (value) => {
    expect(() => shrinkLimitsFromEnv({ SYNC_MAX_LOSS_PERCENT: value })).toThrow(/SYNC_MAX_LOSS_PERCENT/);
  });
});
