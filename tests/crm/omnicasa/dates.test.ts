import { describe, expect, it } from 'vitest';
import {
  formatOmnicasaDate,
  fromIsoDate,
  fromIsoDateTime,
  parseOmnicasaDate,
  toIsoDate,
  toIsoDateTime,
} from '@/lib/server/crm/omnicasa/dates';

describe('Omnicasa dates', () => {
  it.each([
    ['2025-06-05 16:30:00', '2025-06-05T16:30:00.000Z'],
    ['2025-06-05T16:30:00Z', '2025-06-05T16:30:00.000Z'],
    ['2025-06-05T18:30:00+02:00', '2025-06-05T16:30:00.000Z'],
    ['2025-06-05 16:30', '2025-06-05T16:30:00.000Z'],
    ['2025-06-05', '2025-06-05T00:00:00.000Z'],
    ['/Date(1749141000000+0200)/', '2025-06-05T16:30:00.000Z'],
    ['/Date(1749141000000)/', '2025-06-05T16:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseOmnicasaDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['2025-02-30 10:00:00', '05/06/2025', 'tomorrow', '', '/Date(abc)/'])(
    'refuses %j',
    (text) => {
      expect(parseOmnicasaDate(text)).toBeNull();
    },
  );

  it('writes what the public client sends: YYYY-MM-DD HH:mm:ss', () => {
    expect(formatOmnicasaDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05');
  });

  it('gives the snapshot its timestamps to the second and its days', () => {
    expect(toIsoDateTime('2025-06-05 16:30:00')).toBe('2025-06-05T16:30:00Z');
    expect(toIsoDate('2034-08-06 00:00:00')).toBe('2034-08-06');
    expect(fromIsoDate('2034-08-06')).toBe('2034-08-06 00:00:00');
    expect(fromIsoDateTime('2025-06-05T16:30:00Z')).toBe('2025-06-05 16:30:00');
  });

  it('keeps the day of a WCF date at its own offset (a Belgian midnight is not the day before)', () => {
    // 2034-08-06 00:00 in Brussels (UTC+2) is 2034-08-05 22:00 UTC.
    expect(toIsoDate('/Date(2038428000000+0200)/')).toBe('2034-08-06');
  });
});
