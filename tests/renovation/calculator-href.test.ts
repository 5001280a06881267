import { describe, expect, it } from 'vitest';
import { calculatorHref } from '@/lib/renovation/calculator-href';

describe('the calculator page for a set of inputs', () => {
  it('carries every given input in the page language, each measure once, empty ones left out', () => {
    expect(
      calculatorHref('fr', { region: 'wallonia', homeType: 'house', livingArea: '150', constructionYear: '', epcValue: '592', measures: ['roof', 'walls'] }),
    ).toBe('/fr/calculateur-renovation/?region=wallonia&homeType=house&livingArea=150&epcValue=592&measures=roof&measures=walls');
  });

  it('is the bare page without inputs', () => {
    expect(calculatorHref('nl', { region: undefined, measures: [] })).toBe('/nl/renovatiecalculator/');
  });
});
