import { describe, expect, it } from 'vitest';
import {
  BELGIUM_COUNTRY_ID,
  LUXEMBOURG_COUNTRY_ID,
  regionForProperty,
  regionForZip,
} from '@/lib/regions';

describe('regionForZip', () => {
  it.each([
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
  ] as const)('maps the band edge %s to %s', (zip, region) => {
    expect(regionForZip(zip)).toBe(region);
    expect(regionForZip(String(zip))).toBe(region);
  });

  it.each([
    '1000',
    '1020',
    '1030',
    '1040',
    '1050',
    '1060',
    '1070',
    '1080',
    '1090',
    '1140',
    '1150',
    '1160',
    '1200',
  ])('puts the snapshot postal code %s in Brussels', (zip) =>
    expect(regionForZip(zip)).toBe('brussels'),
  );

  it('puts the snapshot postal code 1620 in Flanders', () => {
    expect(regionForZip('1620')).toBe('flanders');
  });

  it('ignores whitespace around the postal code', () => {
    expect(regionForZip(' 1348 ')).toBe('wallonia');
  });

  it.each([999, 10000, '0999', '', 'abcd', '1000a', 'B-1000', '10 00', 1000.5, NaN, -1000])(
    'returns null for the non-Belgian postal code %j',
    (zip) => expect(regionForZip(zip)).toBeNull(),
  );
});

describe('regionForProperty', () => {
  it('uses the postal code when CountryID is 10 (Belgium)', () => {
    expect(BELGIUM_COUNTRY_ID).toBe(10);
    expect(regionForProperty({ Zip: '9000', CountryID: 10 })).toBe('flanders');
    expect(regionForProperty({ Zip: '5000', CountryID: 10 })).toBe('wallonia');
  });

  it('is luxembourg when CountryID is 50, whatever the postal code', () => {
    expect(LUXEMBOURG_COUNTRY_ID).toBe(50);
    expect(regionForProperty({ Zip: 'L-1234', CountryID: 50 })).toBe('luxembourg');
    expect(regionForProperty({ Zip: '1000', CountryID: 50 })).toBe('luxembourg');
  });

  it('is null for other countries, even with a Belgian-looking postal code', () => {
    expect(regionForProperty({ Zip: '1000', CountryID: 11 })).toBeNull();
  });

  it('is null for Belgium when the postal code is out of range', () => {
    expect(regionForProperty({ Zip: '0500', CountryID: 10 })).toBeNull();
  });
});
