/**
 * The regional renovation grants of 2026 that a calculator result can name: Flanders' Mijn
 * VerbouwPremie, Brussels' Renolution primes and Wallonia's primes Habitation. Luxembourg gets
 * none here (its Klimabonus is national and not modelled: nothing is invented for it).
 *
 * Each amount is INDICATIVE, for one income category named beside it, and names its source and
 * date; a measure whose amount depends on more than the calculator asks (income, an audit) only
 * links to the official page. Re-check every figure each January and when a region announces a
 * change.
 */
import type { Region } from '@/lib/regions';
import type { Measure, Range } from './measures';

export type GrantRule =
  /** euros per m² of the measure's area (lib/renovation/measures measureArea) */
  | { kind: 'perM2'; euros: number }
  /** a share of the cost, optionally capped */
  | { kind: 'share'; rate: number; cap?: number }
  /** at most this much */
  | { kind: 'upTo'; euros: number }
  /** the grant exists; its amount depends on what only the official page can ask */
  | { kind: 'seeOfficialPage' };

export interface GrantProgramme {
  /** The programme's own name, the same in every language. */
  name: string;
  url: string;
  /** 'open', or 'suspended' when no new request can be made at the time of writing. */
  status: 'open' | 'suspended';
  /** A home younger than this many years gets nothing (null: no such rule modelled). */
  minAgeYears: number | null;
  /** The measures it covers; a measure missing here gets no grant in the region. */
  rules: Partial<Record<Measure, GrantRule>>;
}

export const GRANT_PROGRAMMES: Record<Region, GrantProgramme> = {
  flanders: {
    name: 'Mijn VerbouwPremie',
    url: 'https://www.mijnverbouwpremie.be',
    status: 'open',
    // The age rules differ per kind of work (see the official page): none applied here.
    minAgeYears: null,
    rules: {
      // Amount by income category and m²: see the official page.
      roof: { kind: 'seeOfficialPage' },
      walls: { kind: 'seeOfficialPage' },
      floor: { kind: 'seeOfficialPage' },
      // Middle income category, requests from 2025-01-01: at most 2,750 € for new windows
      // (municipality of Nieuwerkerken, "Mijn VerbouwPremie aanvragen", 2024-12, quoting the
      // Flemish amounts valid from 2025-01-01).
      glazing: { kind: 'upTo', euros: 2750 },
      // Category 2: 25 % of the invoice from 2025-07-01 (NIBE Belgium, "Belangrijke wijziging in
      // Mijn VerbouwPremie vanaf 1 juli 2025", 2025-04, on the Flemish Government's decision of
      // 2025-03-26). Solar panels are no part of Mijn VerbouwPremie.
      heatPump: { kind: 'share', rate: 0.25 },
      ventilation: { kind: 'seeOfficialPage' },
    },
  },
  brussels: {
    name: 'Renolution',
    url: 'https://renolution.brussels',
    // "Les primes RENOLUTION sont pour l'instant suspendues … aucune demande de prime avec une
    // facture datée de 2025 ne peut être introduite" (Bobex, "Primes 2025 : nouveautés région par
    // région", updated 2025-07-06). No 2026 amounts had been published when this was written.
    status: 'suspended',
    // "bâtiments … construits depuis au moins 10 ans" (Bruxelles-PEB, "La Prime Rénolution pour
    // isoler sa toiture : le guide complet", 2024).
    minAgeYears: 10,
    rules: {
      roof: { kind: 'seeOfficialPage' },
      walls: { kind: 'seeOfficialPage' },
      floor: { kind: 'seeOfficialPage' },
      glazing: { kind: 'seeOfficialPage' },
      ventilation: { kind: 'seeOfficialPage' },
      heatPump: { kind: 'seeOfficialPage' },
    },
  },
  wallonia: {
    name: 'Primes Habitation',
    url: 'https://lampspw.wallonie.be/dgo4/site_logement/aides/aide?aide=primeshabitatio',
    // The temporary regime from 2025-02-14 to 2026-09-30 (Engie, "Wallonie : à quelles primes
    // avez-vous droit pour le chauffage en 2025 ?", 2025; Habitaplus, "Primes habitation en 2025").
    status: 'open',
    // "votre logement résidentiel doit également être âgé de plus de 15 ans" (Engie, 2025).
    minAgeYears: 15,
    rules: {
      // Roof or attic insulation, income category R3: 60 €/m² (Habitaplus, "Primes habitation
      // en 2025", table of the temporary regime, 2025-02). Roof works need no audit.
      roof: { kind: 'perM2', euros: 60 },
      // Every other measure needs a housing audit first (Engie, 2025); its amount: the official page.
      walls: { kind: 'seeOfficialPage' },
      floor: { kind: 'seeOfficialPage' },
      glazing: { kind: 'seeOfficialPage' },
      ventilation: { kind: 'seeOfficialPage' },
      heatPump: { kind: 'seeOfficialPage' },
    },
  },
};

export type GrantEstimate =
  | { kind: 'amount'; range: Range }
  | { kind: 'upTo'; euros: number }
  | { kind: 'seeOfficialPage' }
  | { kind: 'none' };

/** The year the grants above are for; a home's age is counted in it. */
export const GRANTS_YEAR = 2026;

/** Whether a home built in `constructionYear` (null: unknown, assumed old enough) is old enough. */
export function oldEnoughFor(region: Region, constructionYear: number | null): boolean {
  const minAge = GRANT_PROGRAMMES[region].minAgeYears;
  return minAge === null || constructionYear === null || GRANTS_YEAR - constructionYear >= minAge;
}

/**
 * The grant a measure of a given cost and area may get in a region for a home built in
 * `constructionYear` (Luxembourg: none; a home too young: none).
 */
export function grantFor(
  region: Region | 'luxembourg',
  measure: Measure,
  cost: Range,
  areaM2: number,
  constructionYear: number | null,
): GrantEstimate {
  if (region === 'luxembourg') return { kind: 'none' };
  const programme = GRANT_PROGRAMMES[region];
  const rule = programme.rules[measure];
  if (!rule || !oldEnoughFor(region, constructionYear)) return { kind: 'none' };
  if (programme.status === 'suspended' || rule.kind === 'seeOfficialPage') return { kind: 'seeOfficialPage' };
  switch (rule.kind) {
    case 'perM2': {
      const euros = Math.round(rule.euros * areaM2);
      return { kind: 'amount', range: { min: Math.min(euros, cost.min), max: Math.min(euros, cost.max) } };
    }
    case 'share': {
      const capped = (euros: number) => Math.round(rule.cap === undefined ? euros : Math.min(euros, rule.cap));
      return { kind: 'amount', range: { min: capped(cost.min * rule.rate), max: capped(cost.max * rule.rate) } };
    }
    case 'upTo':
      return { kind: 'upTo', euros: Math.min(rule.euros, cost.max) };
  }
}
