import { describe, expect, it } from 'vitest';
import {
  belgianNotaryHonorarium,
  DUTY_RATES,
  energyRenovationRate,
  monthlyPayment,
  notaryFeeEstimate,
  purchaseCosts,
  registrationDuty,
  type CostInput,
} from '@/lib/purchase-costs';

type Row = [price: number, ownHome: boolean, buyers: number, duty: number];
const duty = (region: CostInput['region']) => (price: number, ownHome: boolean, buyers: number) =>
  registrationDuty({ region, price, ownHome, buyers });

describe('registration duty in Flanders: 2 % for an only own home, 12 % otherwise', () => {
  it.each<Row>([
    [375_000, true, 1, 7_500],
    [375_000, false, 1, 45_000],
    [845_000, true, 2, 16_900],
    [845_000, false, 1, 101_400],
    [0, true, 1, 0],
  ])('price %s, own home %s, %s buyer(s) → %s', (price, own, buyers, expected) => {
    expect(duty('flanders')(price, own, buyers)).toBe(expected);
  });
});

describe('registration duty in Wallonia: 3 % for an only own home, 12.5 % otherwise', () => {
  it.each<Row>([
    [295_000, true, 1, 8_850],
    [295_000, false, 1, 36_875],
    [1_150_000, true, 1, 34_500],
    [1_150_000, false, 2, 143_750],
  ])('price %s, own home %s, %s buyer(s) → %s', (price, own, buyers, expected) => {
    expect(duty('wallonia')(price, own, buyers)).toBe(expected);
  });
});

describe('registration duty in Brussels: 12.5 %, the first EUR 200,000 exempt for an own home of at most EUR 600,000', () => {
  it.each<Row>([
    [359_000, true, 1, 19_875],
    [359_000, false, 1, 44_875],
    [189_000, true, 1, 0],
    [200_000, true, 1, 0],
    [600_000, true, 1, 50_000],
    [600_001, true, 1, 75_000.13],
    [1_150_000, true, 1, 143_750],
  ])('price %s, own home %s, %s buyer(s) → %s', (price, own, buyers, expected) => {
    expect(duty('brussels')(price, own, buyers)).toBe(expected);
  });
});

describe('registration and transcription in Luxembourg: 7 % minus EUR 30,000 Bëllegen Akt per buyer, at least EUR 100', () => {
  it.each<Row>([
    [1_180_000, true, 1, 52_600],
    [1_180_000, true, 2, 22_600],
    [1_180_000, false, 2, 82_600],
    [400_000, true, 1, 100],
    [400_000, true, 2, 100],
    [500_000, true, 1, 5_000],
  ])('price %s, own home %s, %s buyer(s) → %s', (price, own, buyers, expected) => {
    expect(duty('luxembourg')(price, own, buyers)).toBe(expected);
  });
});

describe("the notary's fee: the Belgian scale (AR 16-12-1950) plus costs and VAT, 1 % in Luxembourg", () => {
  it.each([
    [7_500, 342],
    [17_500, 627],
    [64_095, 1_389],
    [250_095, 2_449.2],
    [375_000, 2_520.4],
  ])('honorarium on %s → %s', (price, fee) => {
    expect(belgianNotaryHonorarium(price)).toBeCloseTo(fee, 2);
  });

  it.each([
    ['flanders', 375_000, 4_491.18],
    ['brussels', 375_000, 4_491.18],
    ['wallonia', 295_000, 4_436.01],
    ['luxembourg', 1_180_000, 11_800],
  ] as const)('estimate in %s on %s → %s', (region, price, fee) => {
    expect(notaryFeeEstimate(region, price)).toBeCloseTo(fee, 2);
  });
});

describe('the monthly payment of a fixed-rate loan (monthly rate equivalent to the yearly one)', () => {
  it.each([
    [300_000, 3.2, 25, 1_446.78],
    [200_000, 3.5, 20, 1_154.28],
    [120_000, 0, 10, 1_000],
    [0, 3.2, 25, 0],
  ])('%s at %s %% over %s years → %s a month', (loan, rate, years, payment) => {
    expect(monthlyPayment(loan, rate, years)).toBe(payment);
  });
});

describe('purchaseCosts', () => {
  it('borrows the price plus the costs minus the own funds', () => {
    const figures = purchaseCosts({ region: 'flanders', price: 375_000, ownHome: true, buyers: 1 }, { ratePercent: 3.2, years: 25, ownFunds: 87_500 });
    expect(figures).toMatchObject({ registrationDuty: 7_500, notaryFee: 4_491.18, totalCosts: 11_991.18, totalPrice: 386_991.18 });
    expect(figures.loan).toBe(299_491.18);
    expect(figures.monthlyPayment).toBe(monthlyPayment(299_491.18, 3.2, 25));
  });

  it('computes only the mortgage abroad, and borrows nothing when the own funds cover it all', () => {
    expect(purchaseCosts({ region: null, price: 425_000, ownHome: true, buyers: 1 }, { ratePercent: 3, years: 20, ownFunds: 500_000 })).toEqual({
      registrationDuty: 0,
      notaryFee: 0,
      totalCosts: 0,
      totalPrice: 425_000,
      loan: 0,
      monthlyPayment: 0,
    });
  });
});

describe('every duty rate carries its source and the day it applies from', () => {
  it.each(Object.entries(DUTY_RATES).flatMap(([region, cases]) => Object.entries(cases).map(([key, rate]) => [region, key, rate] as const)))(
    '%s, %s',
    (_region, _case, rate) => {
      expect(rate.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.since <= '2026-11-28').toBe(true);
      expect(rate.source).toMatch(/^https:\/\//);
      expect(rate.rate).toBeGreaterThan(0);
    },
  );
});

describe('the duty reductions tied to energy renovation, by region and day of the deed', () => {
  it.each([
    ['flanders', '2022-01-01', 0.01],
    ['flanders', '2024-12-31', 0.01],
    ['flanders', '2025-01-01', null],
    ['flanders', '2026-11-28', null],
    ['flanders', '2021-12-31', null],
    ['wallonia', '2024-06-01', null],
    ['brussels', '2026-11-28', null],
    ['luxembourg', '2026-11-28', null],
  ] as const)('%s, a deed of %s: %s', (region, date, rate) => {
    expect(energyRenovationRate(region, date)?.rate ?? null).toBe(rate);
  });
});
