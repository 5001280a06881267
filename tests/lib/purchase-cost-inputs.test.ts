import { describe, expect, it } from 'vitest';
import { costFigures, defaultCostInputs, readCostInputs, readNumber } from '@/lib/purchase-cost-inputs';

describe('readNumber reads numbers as Belgians type them', () => {
  it.each([
    ['425000', false, 425_000],
    ['425.000', false, 425_000],
    ['425 000', false, 425_000],
    ['€ 1.250.000', false, 1_250_000],
    ['3,2', true, 3.2],
    ['3.25', true, 3.25],
    ['', false, NaN],
    ['abc', false, NaN],
    ['-5', false, NaN],
  ])('%j → %s', (text, decimals, value) => {
    expect(readNumber(text, decimals)).toBe(value);
  });
});

describe('the inputs of the cost block', () => {
  const defaults = defaultCostInputs('flanders', 375_000);

  it('start from the price, an only own home, 3.2 % over 25 years and 10 % of the price plus costs of own funds', () => {
    expect(defaults).toEqual({ price: 375_000, home: 'own', buyers: 1, ownFunds: 49_000, ratePercent: 3.2, years: 25 });
    expect(costFigures('flanders', defaults).loan).toBe(337_991.18);
  });

  it("take the visitor's values", () => {
    const { inputs, errors } = readCostInputs({ price: '400.000', home: 'other', buyers: '2', ownFunds: '100000', rate: '3,5', years: '20' }, defaults);
    expect(errors).toEqual([]);
    expect(inputs).toEqual({ price: 400_000, home: 'other', buyers: 2, ownFunds: 100_000, ratePercent: 3.5, years: 20 });
  });

  it('name each field out of bounds or not a number and keep its default', () => {
    const { inputs, errors } = readCostInputs({ price: 'lots', rate: '45', years: '0', ownFunds: '-1' }, defaults);
    expect(errors).toEqual(['price', 'ownFunds', 'rate', 'years']);
    expect(inputs).toEqual(defaults);
  });

  it('have no price to start from when the price is hidden', () => {
    expect(defaultCostInputs('brussels', null).price).toBe(0);
  });
});
