import { describe, expect, it } from 'vitest';
import { timeSlots } from '@/lib/time-slots';

describe('timeSlots', () => {
  it.each([
    ['nl', ['10:00-13:00', '13:00-16:00', '16:00-19:00']],
    ['fr', ['10:00-13:00', '14:00-16:00', '16:00-18:00']],
    ['en', ['10:00-13:00', '14:00-16:00', '16:00-19:00']],
    ['de', ['10:00-13:00', '14:00-16:00', '16:00-18:00']],
  ] as const)('gives the %s contact and visit slots', (locale, slots) => {
    expect(timeSlots(locale)).toEqual(slots);
  });

  it('starts the middle slot at 13:00 in Dutch only', () => {
    expect(timeSlots('nl')[1]).toBe('13:00-16:00');
    expect(timeSlots('en')[1]).toBe('14:00-16:00');
  });

  it('ends the last slot at 18:00 in German and French, 19:00 otherwise', () => {
    expect(timeSlots('de')[2]).toBe('16:00-18:00');
    expect(timeSlots('fr')[2]).toBe('16:00-18:00');
    expect(timeSlots('nl')[2]).toBe('16:00-19:00');
    expect(timeSlots('en')[2]).toBe('16:00-19:00');
  });
});
