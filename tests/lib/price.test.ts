import { describe, expect, it } from 'vitest';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { formatEuro, formatPrice, type PriceFields } from '@/lib/price';

describe('formatEuro: Belgian Dutch number format with a euro prefix', () => {
  it.each([
    [0, '€ 0'],
    [5, '€ 5'],
    [999, '€ 999'],
    [1000, '€ 1.000'],
    [1250, '€ 1.250'],
    [12500, '€ 12.500'],
    [125000, '€ 125.000'],
    [1250000, '€ 1.250.000'],
    [1234567890, '€ 1.234.567.890'],
  ])('groups thousands with dots: %s → %s', (amount, text) => {
    expect(formatEuro(amount)).toBe(text);
  });

  it.each([
    [1250.5, '€ 1.250,50'],
    [1250.05, '€ 1.250,05'],
    [0.5, '€ 0,50'],
    [999.99, '€ 999,99'],
    [1250.004, '€ 1.250'],
    [1250.996, '€ 1.251'],
  ])(
    'shows two decimals after a comma only when not a whole number of euros: %s → %s',
    (amount, text) => {
      expect(formatEuro(amount)).toBe(text);
    },
  );

  it.each([
    [-1500, '€ -1.500'],
    [-1, '€ -1'],
    [-1250.5, '€ -1.250,50'],
    [-0, '€ 0'],
    [-0.001, '€ 0'],
  ])('puts the negative sign before the number: %s → %s', (amount, text) => {
    expect(formatEuro(amount)).toBe(text);
  });

  it('formats amounts beyond the safe cent range without exponent notation', () => {
    expect(formatEuro(1e21)).toBe('€ 1.000.000.000.000.000.000.000');
  });

  it.each([NaN, Infinity, -Infinity, '1250' as unknown as number, null as unknown as number])(
    'returns the text NaN on failure (%j)',
    (amount) => expect(formatEuro(amount)).toBe('NaN'),
  );
});

describe('formatPrice', () => {
  const base: PriceFields = { PublishPrice: true, Price: 250000 };
  const opts = { startingFromText: 'Vanaf', ignoredMarquees: [1, 2] };

  it('shows the price in euros', () => {
    expect(formatPrice(base, opts)).toBe('€ 250.000');
  });

  it('shows nothing if PublishPrice is false', () => {
    expect(formatPrice({ ...base, PublishPrice: false }, opts)).toBe('');
  });

  it('shows nothing if PublishPrice is false, even for an ignored marquee', () => {
    expect(
      formatPrice({ ...base, PublishPrice: false, Marquee: 1, MarqueeName: 'Verkocht' }, opts),
    ).toBe('');
  });

  it('shows MarqueeName instead of the price when Marquee is in the ignore list', () => {
    expect(formatPrice({ ...base, Marquee: 2, MarqueeName: 'Verhuurd' }, opts)).toBe('Verhuurd');
  });

  it('shows nothing instead of the price for an ignored marquee without a name', () => {
    expect(formatPrice({ ...base, Marquee: 1, MarqueeName: null }, opts)).toBe('');
  });

  it('shows the price when Marquee is not in the ignore list', () => {
    expect(formatPrice({ ...base, Marquee: 3, MarqueeName: 'Nieuw' }, opts)).toBe('€ 250.000');
    expect(
      formatPrice({ ...base, Marquee: 1, MarqueeName: 'Verkocht' }, { startingFromText: 'Vanaf' }),
    ).toBe('€ 250.000');
  });

  it("puts the 'starting from' text before the price when PriceUnit is 7", () => {
    expect(formatPrice({ ...base, PriceUnit: 7, PriceUnitText: 'ignored' }, opts)).toBe(
      'Vanaf € 250.000',
    );
  });

  it('appends the unit text for other units', () => {
    expect(formatPrice({ ...base, Price: 950, PriceUnit: 2, PriceUnitText: '/month' }, opts)).toBe(
      '€ 950 /month',
    );
    expect(
      formatPrice({ ...base, Price: 950, PriceUnit: 2, PriceUnitText: ' /maand ' }, opts),
    ).toBe('€ 950 /maand');
  });

  it('appends nothing when the unit text is blank', () => {
    expect(formatPrice({ ...base, PriceUnit: 1, PriceUnitText: '  ' }, opts)).toBe('€ 250.000');
    expect(formatPrice({ ...base, PriceUnit: 1, PriceUnitText: null }, opts)).toBe('€ 250.000');
  });

  it('shows nothing when there is no price', () => {
    expect(formatPrice({ ...base, Price: null }, opts)).toBe('');
  });

  it('shows NaN for a non-finite price', () => {
    expect(formatPrice({ ...base, Price: NaN }, opts)).toBe('NaN');
  });
});

describe("formatPrice with a CRM's own codes (SPEC §9: only the ignore-list marquees 2 and 3 hide the price)", () => {
  const site = { startingFromText: 'Vanaf', ignoredMarquees: PRICE_HIDING_MARQUEES };
  const base: PriceFields = { PublishPrice: true, Price: 250000, PriceUnit: 1, PriceUnitText: null };

  it.each<[number | null, string | null, string]>([
    [null, null, '€ 250.000'],
    [1, 'Nieuw', '€ 250.000'],
    [2, 'Verkocht', 'Verkocht'],
    [3, 'Onder optie', 'Onder optie'],
    [4, 'Nieuwe prijs', '€ 250.000'],
    [12, 'Gereserveerd', '€ 250.000'],
    [1003, 'Open huis', '€ 250.000'],
  ])('Marquee %j (%j) → %j', (Marquee, MarqueeName, text) => {
    expect(formatPrice({ ...base, Marquee, MarqueeName }, site)).toBe(text);
  });

  it.each<[number, string | null, string]>([
    [1, null, '€ 250.000'],
    [2, '/maand', '€ 250.000 /maand'],
    [7, 'vanaf', 'Vanaf € 250.000'],
    [3, '/m²/jaar', '€ 250.000 /m²/jaar'],
    [5, 'per jaar', '€ 250.000 per jaar'],
    [40, null, '€ 250.000'],
    [41, '  ', '€ 250.000'],
  ])('PriceUnit %j with PriceUnitText %j → %j', (PriceUnit, PriceUnitText, text) => {
    expect(formatPrice({ ...base, PriceUnit, PriceUnitText }, site)).toBe(text);
  });
});
