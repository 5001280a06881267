import { describe, expect, it } from 'vitest';
import { isOnlineMediaSource } from '@/lib/portal/online-media';
import { startOfBrusselsDay, statPeriods } from '@/lib/portal/periods';

describe('statistics periods in Brussels time', () => {
  it.each([
    // [now, today starts, week starts (Monday), month starts]
    [
      '2026-11-23T09:00:00Z',
      '2026-11-22T23:00:00.000Z',
      '2026-11-22T23:00:00.000Z',
      '2026-10-31T23:00:00.000Z',
    ],
    [
      '2026-11-22T23:30:00Z',
      '2026-11-22T23:00:00.000Z',
      '2026-11-22T23:00:00.000Z',
      '2026-10-31T23:00:00.000Z',
    ],
    [
      '2026-11-22T22:30:00Z',
      '2026-11-21T23:00:00.000Z',
      '2026-11-15T23:00:00.000Z',
      '2026-10-31T23:00:00.000Z',
    ],
    [
      '2026-07-01T00:30:00Z',
      '2026-06-30T22:00:00.000Z',
      '2026-06-28T22:00:00.000Z',
      '2026-06-30T22:00:00.000Z',
    ],
    [
      '2026-03-30T08:00:00Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
    ],
  ])('at %s: today from %s, week from %s, month from %s', (now, today, week, month) => {
    const p = statPeriods(new Date(now));
    expect([p.today.toISOString(), p.week.toISOString(), p.month.toISOString()]).toEqual([
      today,
      week,
      month,
    ]);
  });

  it('starts a day at local midnight on the days the clocks change', () => {
    expect(startOfBrusselsDay({ year: 2026, month: 3, day: 29 }).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfBrusselsDay({ year: 2026, month: 3, day: 30 }).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfBrusselsDay({ year: 2026, month: 10, day: 25 }).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(startOfBrusselsDay({ year: 2026, month: 10, day: 26 }).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('charts the last 30 days, today last', () => {
    const p = statPeriods(new Date('2026-03-01T12:00:00Z'));
    expect(p.chartDays).toHaveLength(30);
    expect(p.chartDays[0]).toBe('2026-01-31');
    expect(p.chartDays.at(-1)).toBe('2026-03-01');
    expect(p.chartStart.toISOString()).toBe('2026-01-30T23:00:00.000Z');
  });
});

describe('online media sources', () => {
  it.each([
    ['immoweb', true],
    ['Immoweb.be', true],
    ['www.zimmo.be', true],
    ['logic-immo', true],
    ['athome.lu', true],
    ['newsletter', false],
    ['facebook', false],
    ['', false],
    [null, false],
  ])('%s → %s', (source, expected) => {
    expect(isOnlineMediaSource(source)).toBe(expected);
  });
});
