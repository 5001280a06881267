/**
 * The inputs of the purchase-cost block (lib/purchase-costs): their defaults for a property and
 * how a visitor's text is read, the same in the server's GET answer (no JavaScript) and in the
 * page's island. Numbers are read as Belgians write them: '425.000', '425 000', '3,2'.
 */
import type { TypeKind } from './property/type-kinds';
import { purchaseCosts, type CostBreakdown, type CostRegion } from './purchase-costs';

export const COST_FIELDS = ['price', 'home', 'buyers', 'ownFunds', 'rate', 'years'] as const;
export type CostField = (typeof COST_FIELDS)[number];

export interface CostInputs {
  price: number;
  /** 'own': the buyer's only own home; 'other': a second home or an investment. */
  home: 'own' | 'other';
  buyers: 1 | 2;
  ownFunds: number;
  ratePercent: number;
  years: number;
}

export const DEFAULT_RATE_PERCENT = 3.2;
export const DEFAULT_YEARS = 25;
/** Banks lend about 90 % of a first home's price: the default own funds are 10 % of it plus the costs. */
export const DEFAULT_OWN_SHARE = 0.1;

/** Bounds of each number field; a value outside them is refused with a message. */
export const COST_BOUNDS = {
  price: { min: 1, max: 100_000_000 },
  ownFunds: { min: 0, max: 100_000_000 },
  rate: { min: 0, max: 20 },
  years: { min: 1, max: 40 },
} as const;

/** '425.000' → 425000, '3,2' → 3.2, '1 250 000 €' → 1250000; anything else → NaN. */
export function readNumber(text: string, decimals: boolean): number {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (plain === '') return NaN;
  const normalized = decimals
    ? plain.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
    : plain.replace(/[.,](?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : NaN;
}

/**
 * The likely use of a property of a kind: houses, apartments and plots are bought to live in; the
 * rest (investment, commercial, offices, garages…) as an investment. The property's own data would
 * say more (a let home, MonthlyRent, is an investment too), but the visitor's first guess is enough:
 * they change it in the form.
 */
export function costHomeOf(kind: TypeKind): CostInputs['home'] {
  return kind === 'house' || kind === 'apartment' || kind === 'plot' ? 'own' : 'other';
}

const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/**
 * The inputs shown first for a property: its price, its likely use (`costHomeOf`), one buyer,
 * 3.2 % over 25 years.
 */
export function defaultCostInputs(region: CostRegion | null, price: number | null, home: CostInputs['home'] = 'own'): CostInputs {
  const shown = price && price > 0 ? price : 0;
  const costs = purchaseCosts({ region, price: shown, ownHome: home === 'own', buyers: 1 }, { ratePercent: 0, years: 1, ownFunds: 0 });
  return {
    price: shown,
    home,
    buyers: 1,
    ownFunds: roundTo(shown * DEFAULT_OWN_SHARE + costs.totalCosts, 1000),
    ratePercent: DEFAULT_RATE_PERCENT,
    years: DEFAULT_YEARS,
  };
}

export type CostParams = Partial<Record<CostField, string | string[] | undefined>>;

/**
 * The visitor's inputs over the defaults: a field left out or empty keeps its default, a field that is not
 * a number within its bounds keeps its default and is named in `errors`.
 */
export function readCostInputs(params: CostParams, defaults: CostInputs): { inputs: CostInputs; errors: CostField[] } {
  const errors: CostField[] = [];
  const text = (field: CostField) => {
    const value = params[field];
    return typeof value === 'string' ? value.slice(0, 40) : undefined;
  };
  const number = (field: 'price' | 'ownFunds' | 'rate' | 'years', fallback: number, decimals = false) => {
    const raw = text(field);
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = readNumber(raw, decimals);
    const { min, max } = COST_BOUNDS[field];
    if (Number.isNaN(value) || value < min || value > max) {
      errors.push(field);
      return fallback;
    }
    return value;
  };
  const home = text('home');
  const buyers = text('buyers');
  const inputs: CostInputs = {
    price: number('price', defaults.price),
    home: home === 'own' || home === 'other' ? home : defaults.home,
    buyers: buyers === '2' ? 2 : buyers === '1' ? 1 : defaults.buyers,
    ownFunds: number('ownFunds', defaults.ownFunds),
    ratePercent: number('rate', defaults.ratePercent, true),
    years: Math.round(number('years', defaults.years)),
  };
  return { inputs, errors };
}

/** The figures of the block for these inputs. */
export function costFigures(region: CostRegion | null, inputs: CostInputs): CostBreakdown {
  return purchaseCosts(
    { region, price: inputs.price, ownHome: inputs.home === 'own', buyers: inputs.buyers },
    { ratePercent: inputs.ratePercent, years: inputs.years, ownFunds: inputs.ownFunds },
  );
}
