import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from '@/lib/phone';

describe('formatPhone', () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['0475 12 34 56', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['(0475) 12-34-56', '0475 12 34 56'],
  ])('groups 10 digits 4-2-2-2: %j → %j', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it.each([
    ['026401234', '026 40 12 34'],
    ['02 640 12 34', '026 40 12 34'],
    ['02/640.12.34', '026 40 12 34'],
  ])('groups 9 digits 3-2-2-2: %j → %j', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it.each(['12345678', '04751234567', '0032 2 640 12 34', '', 'call us', '  0475 12 34  '])(
    'leaves anything else exactly as it is: %j',
    (input) => expect(formatPhone(input)).toBe(input),
  );

  it.each(['+32 2 640 12 34', ' +32 475 12 34 56', '+352 12 34 56 78'])(
    'leaves an international number starting with + as it is, even with 9 or 10 digits: %j',
    (input) => expect(formatPhone(input)).toBe(input),
  );
});

describe('phoneHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(phoneHref('+32 2 640 12 34')).toBe('tel:+3226401234');
    expect(phoneHref('0475 12 34 56')).toBe('tel:0475123456');
  });
});
