import { describe, expect, it } from 'vitest';
import {
  EPC_BANDS,
  LUXEMBOURG_EPC_LABELS,
  epcForProperty,
  epcImagePath,
  epcLabelFor,
  epcLabelsFor,
  luxembourgEpcLabel,
  renovationYears,
  requiresRenovation,
} from '@/lib/epc';

describe('EPC_BANDS', () => {
  it('lists the Flanders labels a_plus to f, best first', () => {
    expect(epcLabelsFor('flanders')).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('lists the 19 Brussels labels a_plus to g, best first', () => {
    expect(epcLabelsFor('brussels')).toEqual([
      'a_plus',
      'a',
      'a_sub',
      'b_plus',
      'b',
      'b_sub',
      'c_plus',
      'c',
      'c_sub',
      'd_plus',
      'd',
      'd_sub',
      'e_plus',
      'e',
      'e_sub',
      'f_plus',
      'f',
      'f_sub',
      'g',
    ]);
  });

  it('lists the Wallonia labels a_plusplus to g, best first', () => {
    expect(epcLabelsFor('wallonia')).toEqual([
      'a_plusplus',
      'a_plus',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
  });

  it('reads the Brussels f_sub lower bound "223" as the typo it is: 323, right after f ends at 322', () => {
    const fSub = EPC_BANDS.brussels.find((b) => b.label === 'f_sub');
    expect(fSub).toEqual({ min: 323, max: 345, label: 'f_sub' });
  });

  it('keeps the bands of every region in increasing order of their upper bounds', () => {
    for (const bands of Object.values(EPC_BANDS)) {
      const maxima = bands.map((b) => b.max);
      expect([...maxima].sort((a, b) => a - b)).toEqual(maxima);
    }
  });
});

describe('epcLabelFor: a band includes its upper bound, "below 0" excludes 0', () => {
  it.each([
    [-1000, 'a_plus'],
    [-0.1, 'a_plus'],
    [0, 'a'],
    [50, 'a'],
    [100, 'a'],
    [100.1, 'b'],
    [200, 'b'],
    [200.5, 'c'],
    [300, 'c'],
    [301, 'd'],
    [400, 'd'],
    [401, 'e'],
    [500, 'e'],
    [500.01, 'f'],
    [9999, 'f'],
    [Infinity, 'f'],
    [-Infinity, 'a_plus'],
  ])('Flanders %s → %s', (value, label) => {
    expect(epcLabelFor('flanders', value)).toBe(label);
  });

  it.each([
    [-5, 'a_plus'],
    [-0.01, 'a_plus'],
    [0, 'a'], // the gap between "below 0" and "1 to 23" belongs to a
    [0.5, 'a'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'], // the gap between 23 and 24 belongs to the next band
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [322.5, 'f_sub'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.5, 'g'], // "above 346" is read as everything above f_sub's 345
    [346, 'g'],
    [1000, 'g'],
  ])('Brussels %s → %s', (value, label) => {
    expect(epcLabelFor('brussels', value)).toBe(label);
  });

  it('puts Brussels 223 in e_plus, not f_sub (the typo reading is not used)', () => {
    expect(epcLabelFor('brussels', 223)).toBe('e_plus');
  });

  it.each([
    [-1, 'a_plusplus'],
    [-0.1, 'a_plusplus'],
    [0, 'a_plus'],
    [45, 'a_plus'],
    [45.1, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [510.1, 'g'],
    [800, 'g'],
  ])('Wallonia %s → %s', (value, label) => {
    expect(epcLabelFor('wallonia', value)).toBe(label);
  });

  it('returns null for NaN', () => {
    expect(epcLabelFor('flanders', NaN)).toBeNull();
    expect(epcLabelFor('brussels', NaN)).toBeNull();
    expect(epcLabelFor('wallonia', NaN)).toBeNull();
  });
});

describe('epcImagePath', () => {
  it('takes the image from the region folder', () => {
    expect(epcImagePath('flanders', 'a_plus')).toBe('/epc/flanders/a_plus.svg');
    expect(epcImagePath('luxembourg', 'i')).toBe('/epc/luxembourg/i.svg');
  });
});

describe('Luxembourg labels', () => {
  it('has the classes A+ and A to I', () => {
    expect(LUXEMBOURG_EPC_LABELS).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it.each([
    ['A+', 'a_plus'],
    ['a +', 'a_plus'],
    ['a_plus', 'a_plus'],
    ['A', 'a'],
    [' d ', 'd'],
    ['I', 'i'],
    ['J', null],
    ['A++', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('normalizes the label text %j to %j', (text, key) => {
    expect(luxembourgEpcLabel(text)).toBe(key);
  });
});

describe('epcForProperty', () => {
  it('uses the region of the Belgian postal code and its band', () => {
    expect(epcForProperty({ Zip: '1050', CountryID: 10, EnergyPerformance: 240 })).toEqual({
      region: 'brussels',
      label: 'e',
      image: '/epc/brussels/e.svg',
    });
    expect(epcForProperty({ Zip: '9000', CountryID: 10, EnergyPerformance: 240 })?.label).toBe('c');
    expect(epcForProperty({ Zip: '5000', CountryID: 10, EnergyPerformance: 240 })?.label).toBe('c');
  });

  it('accepts the energy value as numeric text, with a decimal point or comma', () => {
    expect(epcForProperty({ Zip: '9000', CountryID: 10, EnergyPerformance: '100' })?.label).toBe(
      'a',
    );
    expect(epcForProperty({ Zip: '9000', CountryID: 10, EnergyPerformance: '100,5' })?.label).toBe(
      'b',
    );
    expect(epcForProperty({ Zip: '9000', CountryID: 10, EnergyPerformance: '100.5' })?.label).toBe(
      'b',
    );
  });

  it.each([null, undefined, '', '  ', 'n/a', NaN])(
    'shows nothing for a Belgian property whose EnergyPerformance is %j',
    (value) => {
      expect(epcForProperty({ Zip: '9000', CountryID: 10, EnergyPerformance: value })).toBeNull();
    },
  );

  it('shows nothing for a Belgian property whose postal code is in no region', () => {
    expect(epcForProperty({ Zip: '0999', CountryID: 10, EnergyPerformance: 50 })).toBeNull();
  });

  it('uses the label text for Luxembourg (CountryID 50), not the bands', () => {
    expect(
      epcForProperty({ Zip: 'L-1234', CountryID: 50, EnergyPerformance: 999, EPCLabelText: 'A+' }),
    ).toEqual({ region: 'luxembourg', label: 'a_plus', image: '/epc/luxembourg/a_plus.svg' });
    expect(epcForProperty({ Zip: '1234', CountryID: 50, EPCLabelText: 'H' })?.label).toBe('h');
  });

  it('shows nothing for Luxembourg without a known label text', () => {
    expect(epcForProperty({ Zip: '1234', CountryID: 50, EnergyPerformance: 50 })).toBeNull();
    expect(epcForProperty({ Zip: '1234', CountryID: 50, EPCLabelText: 'Z' })).toBeNull();
  });

  it('shows nothing for a country other than Belgium and Luxembourg', () => {
    expect(
      epcForProperty({ Zip: '75001', CountryID: 33, EnergyPerformance: 50, EPCLabelText: 'A' }),
    ).toBeNull();
  });
});

describe('energy renovation notice', () => {
  it.each(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub', 'E', 'F'])(
    'requires renovation for label %s (E or F)',
    (label) => expect(requiresRenovation(label)).toBe(true),
  );

  it.each([
    'a_plusplus',
    'a_plus',
    'a',
    'b_sub',
    'c',
    'd',
    'd_sub',
    'g',
    'h',
    'i',
    '',
    'ef',
    'e_minus',
  ])('does not require renovation for label %j (only E and F are named, not G)', (label) =>
    expect(requiresRenovation(label)).toBe(false),
  );

  it('gives 5 years in English and French, 6 in German, and 5 in Dutch', () => {
    expect(renovationYears('en')).toBe(5);
    expect(renovationYears('fr')).toBe(5);
    expect(renovationYears('de')).toBe(6);
    expect(renovationYears('nl')).toBe(5);
  });
});
