import { describe, expect, it } from 'vitest';
import { brusselsToday, formatDate, longDate } from '@/lib/dates';

describe('formatDate: day-month-year without padding, in Brussels', () => {
  it.each([
    [new Date('2026-03-01T12:00:00Z'), '1-3-2026'],
    [new Date('2026-12-25T10:00:00Z'), '25-12-2026'],
    [new Date('2026-01-09T10:00:00Z'), '9-1-2026'],
  ])('writes %s as %s', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it('uses the Brussels calendar date for a late-evening UTC instant (winter, UTC+1)', () => {
    expect(formatDate(new Date('2026-02-28T23:30:00Z'))).toBe('1-3-2026');
    expect(formatDate(new Date('2026-02-28T22:59:59Z'))).toBe('28-2-2026');
  });

  it('uses the Brussels calendar date for a late-evening UTC instant (summer, UTC+2)', () => {
    expect(formatDate(new Date('2026-06-30T22:00:00Z'))).toBe('1-7-2026');
    expect(formatDate(new Date('2026-06-30T21:59:59Z'))).toBe('30-6-2026');
  });

  it('reads text with a zone as an instant', () => {
    expect(formatDate('2026-02-28T23:30:00Z')).toBe('1-3-2026');
    expect(formatDate('2026-03-01T00:30:00+02:00')).toBe('28-2-2026');
    expect(formatDate('/Date(1772406000000)/')).toBe('2-3-2026');
    expect(formatDate('/Date(1772406000000+0100)/')).toBe('2-3-2026');
  });

  it('takes text without a zone as the calendar date it states', () => {
    expect(formatDate('2026-03-01')).toBe('1-3-2026');
    expect(formatDate('2026-03-01T23:59:00')).toBe('1-3-2026');
    expect(formatDate('2026-03-01 00:00')).toBe('1-3-2026');
    expect(formatDate('1/3/2026')).toBe('1-3-2026');
    expect(formatDate('01-03-2026')).toBe('1-3-2026');
    expect(formatDate('31.12.2025')).toBe('31-12-2025');
  });

  it.each([
    '',
    '  ',
    'tomorrow',
    '2026-02-30',
    '31/2/2026',
    '2026-13-01',
    'March 1, 2026',
    new Date('nope'),
  ])('gives an empty text for the invalid date %j', (date) => {
    expect(formatDate(date)).toBe('');
  });
});

describe('brusselsToday and longDate: the news dates', () => {
  it('takes the calendar day in Brussels, not in UTC', () => {
    expect(brusselsToday(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
    expect(brusselsToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(brusselsToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it.each([
    ['nl', '27 november 2026'],
    ['fr', '27 novembre 2026'],
    ['en', '27 November 2026'],
    ['de', '27. November 2026'],
  ])('writes the day out in %s', (locale, text) => {
    expect(longDate('2026-11-27', locale)).toBe(text);
  });
});
