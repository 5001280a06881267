/**
 * Purchase costs of a home for sale: registration duty by region, the notary's fee as
 * an estimate, and the monthly payment of a mortgage. Pure and dependency-free: the server renders
 * the figures and the detail page's small island imports this module when a visitor changes an input.
 *
 * Rules in force in 2026 (this comment written 2026-11-25; the Luxembourg sources were read that
 * day, the Belgian rates are those the regions' tax administrations publish):
 * - Flanders: 2 % for the buyer's only own home (enige eigen woning, deeds from 2025-01-01), 12 %
 *   otherwise. https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting
 * - Wallonia: 3 % for the only own home (habitation propre et unique, deeds from 2025-01-01, the
 *   abatement abolished), 12.5 % otherwise. https://finances.wallonie.be (droits d'enregistrement)
 * - Brussels: 12.5 %; for the buyer's own and only home the first EUR 200,000 are exempt
 *   (abattement) when the price is at most EUR 600,000 (deeds from 2023-04-01).
 *   https://fiscalite.brussels (abattement)
 * - Luxembourg: 6 % registration + 1 % transcription = 7 %, minus the Bëllegen Akt tax credit for a
 *   home the buyer lives in, per buyer, the State keeping at least EUR 100 in every case. The credit
 *   is EUR 30,000 per buyer (loi du 16 mai 2023); it was raised to EUR 40,000 for deeds of 2024 only
 *   (loi du 22 mai 2024) and extended to 2025-06-30 (loi du 4 avril 2025), announced as the last
 *   extension. No later extension was found, so 2026 deeds get EUR 30,000 (BELLEGEN_AKT_PER_BUYER).
 *   https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html
 *   https://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html
 * - Notary's fee, Belgium: the sliding scale of the Arrêté royal du 16 décembre 1950 (tarif des
 *   notaires, sales of immovable property, amounts of 2012) plus 21 % VAT, plus an estimate of the
 *   notary's administrative costs (EUR 1,150 + VAT) and the EUR 50 writing duty (droit d'écriture).
 *   https://www.notaire.be/acheter-louer-emprunter/calcul-des-frais
 * - Notary's fee, Luxembourg: about 1 % of the price (emoluments under the notaries' tariff and
 *   expenses), the figure Luxembourg guides quote; https://wortimmo.lu (Bëllegen Akt).
 * - Monthly payment: a fixed-rate annuity; the monthly rate is the one equivalent to the yearly rate
 *   ((1 + r)^(1/12) − 1), as Belgian mortgage offers state it.
 * Every figure is indicative; the mortgage deed's own costs are not included.
 */

export type CostRegion = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';

export interface CostInput {
  region: CostRegion;
  price: number;
  /** The buyer's only home, which they will live in (the reduced rates, abatement and credit). */
  ownHome: boolean;
  /** Buyers signing the deed (Luxembourg's credit is per buyer). */
  buyers: number;
}

export interface MortgageInput {
  /** Yearly rate in percent, e.g. 3.2. */
  ratePercent: number;
  years: number;
  /** What the buyer pays from their own funds (price and costs); the rest is borrowed. */
  ownFunds: number;
}

export interface CostBreakdown {
  registrationDuty: number;
  notaryFee: number;
  totalCosts: number;
  totalPrice: number;
  loan: number;
  monthlyPayment: number;
}

export const BRUSSELS_ABATEMENT = 200_000;
export const BRUSSELS_ABATEMENT_PRICE_CEILING = 600_000;
export const BELLEGEN_AKT_PER_BUYER = 30_000;
export const LUXEMBOURG_MINIMUM_DUTY = 100;

/**
 * A rate with the rule behind it. `confirmedOffline`: whether a stored page confirmed the rate when
 * it was last researched (2026-11-28, the search tool); false ones are for the agency to confirm
 * with its federation (README 'Legal mentions').
 */
export type DutyRate = { readonly rate: number; readonly since: string; readonly source: string; readonly confirmedOffline: boolean };

const FLEMISH_DUTY = 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting';
const WALLOON_DUTY = 'https://finances.wallonie.be';
const BRUSSELS_DUTY = 'https://fiscalite.brussels';
const LUXEMBOURG_DUTY = 'https://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html';

export const DUTY_RATES: Record<CostRegion, { ownHome: DutyRate; other: DutyRate }> = {
  flanders: {
    ownHome: { rate: 0.02, since: '2025-01-01', source: FLEMISH_DUTY, confirmedOffline: false },
    other: { rate: 0.12, since: '2022-01-01', source: FLEMISH_DUTY, confirmedOffline: false },
  },
  wallonia: {
    ownHome: { rate: 0.03, since: '2025-01-01', source: WALLOON_DUTY, confirmedOffline: false },
    other: { rate: 0.125, since: '2002-01-01', source: WALLOON_DUTY, confirmedOffline: false },
  },
  // The own home's advantage in Brussels is the abatement below, not a lower rate.
  brussels: {
    ownHome: { rate: 0.125, since: '2023-04-01', source: BRUSSELS_DUTY, confirmedOffline: false },
    other: { rate: 0.125, since: '2002-01-01', source: BRUSSELS_DUTY, confirmedOffline: false },
  },
  luxembourg: {
    ownHome: { rate: 0.07, since: '2023-05-16', source: LUXEMBOURG_DUTY, confirmedOffline: true },
    other: { rate: 0.07, since: '2023-05-16', source: LUXEMBOURG_DUTY, confirmedOffline: true },
  },
};

/**
 * The reductions tied to energy renovation, by region, for a deed signed on `date`. Flanders had
 * a 1 % rate for the only own home bought with the commitment to a major energy renovation
 * (ingrijpende energetische renovatie, deeds of 2022-2024); it ended when the own home's rate went
 * to 2 % for deeds from 2025-01-01. Wallonia and Brussels tie no duty reduction to a renovation
 * (their renovation aids are grants, lib/renovation), nor does Luxembourg. So no 2026 deed gets one:
 * the table keeps the ended rule so that the calculator says why, and so that a new one has its place.
 * Not confirmed offline (the stored pages describe the 2022 rule, none its end).
 */
export type RenovationReduction = DutyRate & { readonly until: string | null };

export const ENERGY_RENOVATION_REDUCTIONS: Record<CostRegion, readonly RenovationReduction[]> = {
  flanders: [{ rate: 0.01, since: '2022-01-01', until: '2024-12-31', source: FLEMISH_DUTY, confirmedOffline: false }],
  wallonia: [],
  brussels: [],
  luxembourg: [],
};

/** The energy-renovation rate a deed of that day (YYYY-MM-DD) could get in the region, or null. */
export function energyRenovationRate(region: CostRegion, date: string): RenovationReduction | null {
  return ENERGY_RENOVATION_REDUCTIONS[region].find((r) => r.since <= date && (r.until === null || date <= r.until)) ?? null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The registration duty (Luxembourg: registration and transcription) of a purchase. */
export function registrationDuty({ region, price, ownHome, buyers }: CostInput): number {
  if (!(price > 0)) return 0;
  const { rate } = DUTY_RATES[region][ownHome ? 'ownHome' : 'other'];
  if (region === 'brussels' && ownHome && price <= BRUSSELS_ABATEMENT_PRICE_CEILING) {
    return cents(Math.max(0, price - BRUSSELS_ABATEMENT) * rate);
  }
  if (region === 'luxembourg' && ownHome) {
    const credit = BELLEGEN_AKT_PER_BUYER * Math.max(1, Math.floor(buyers));
    return cents(Math.max(LUXEMBOURG_MINIMUM_DUTY, price * rate - credit));
  }
  return cents(price * rate);
}

/** The Belgian notaries' scale for a sale: [upper bound of the slice, rate]. */
export const BELGIAN_NOTARY_SCALE: readonly (readonly [number, number])[] = [
  [7_500, 0.0456],
  [17_500, 0.0285],
  [30_000, 0.0228],
  [45_495, 0.0171],
  [64_095, 0.0114],
  [250_095, 0.0057],
  [Infinity, 0.00057],
];
export const BELGIAN_VAT = 0.21;
export const BELGIAN_NOTARY_ADMIN_COSTS = 1_150;
export const BELGIAN_WRITING_DUTY = 50;
export const LUXEMBOURG_NOTARY_SHARE = 0.01;

/** The notary's fee by the Belgian scale, before VAT. */
export function belgianNotaryHonorarium(price: number): number {
  let fee = 0;
  let lower = 0;
  for (const [upper, rate] of BELGIAN_NOTARY_SCALE) {
    if (price <= lower) break;
    fee += (Math.min(price, upper) - lower) * rate;
    lower = upper;
  }
  return cents(fee);
}

/** The notary's fee and costs as an estimate (Belgium: scale, costs, VAT, writing duty; Luxembourg: 1 %). */
export function notaryFeeEstimate(region: CostRegion, price: number): number {
  if (!(price > 0)) return 0;
  if (region === 'luxembourg') return cents(price * LUXEMBOURG_NOTARY_SHARE);
  const beforeVat = belgianNotaryHonorarium(price) + BELGIAN_NOTARY_ADMIN_COSTS;
  return cents(beforeVat * (1 + BELGIAN_VAT) + BELGIAN_WRITING_DUTY);
}

/** The monthly payment of a fixed-rate loan (equivalent monthly rate); 0 for no loan. */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (!(loan > 0) || !(months > 0)) return 0;
  const monthlyRate = (1 + ratePercent / 100) ** (1 / 12) - 1;
  if (monthlyRate <= 0) return cents(loan / months);
  return cents((loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

/** Costs, total and mortgage of one purchase; `region` null (abroad): only the mortgage on the price. */
export function purchaseCosts(cost: Omit<CostInput, 'region'> & { region: CostRegion | null }, mortgage: MortgageInput): CostBreakdown {
  const price = Math.max(0, cost.price) || 0;
  const registration = cost.region ? registrationDuty({ ...cost, region: cost.region, price }) : 0;
  const notaryFee = cost.region ? notaryFeeEstimate(cost.region, price) : 0;
  const totalCosts = cents(registration + notaryFee);
  const totalPrice = cents(price + totalCosts);
  const loan = cents(Math.max(0, totalPrice - Math.max(0, mortgage.ownFunds || 0)));
  return {
    registrationDuty: registration,
    notaryFee,
    totalCosts,
    totalPrice,
    loan,
    monthlyPayment: monthlyPayment(loan, mortgage.ratePercent, mortgage.years),
  };
}
