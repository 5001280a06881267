/**
 * The renovation-cost calculator: for a home and the measures ticked, each measure's indicative
 * cost, its effect on the EPC value and the grant it may get; and the measures (in the order an
 * EPC certificate recommends them) that bring the home to label D and to label A, with their cost.
 */
import { EPC_BANDS, epcLabelFor } from '@/lib/epc';
import type { Region } from '@/lib/regions';
import { grantFor, type GrantEstimate } from './grants';
import {
  EPC_REDUCTION,
  measureApplies,
  measureArea,
  measureCost,
  MEASURES,
  type HomeType,
  type Measure,
  type Range,
} from './measures';

export type CalculatorRegion = Region | 'luxembourg';

export interface RenovationInput {
  region: CalculatorRegion;
  type: HomeType;
  livingM2: number;
  constructionYear: number | null;
  /** The EPC value, kWh/m²·year. */
  epcValue: number;
  measures: readonly Measure[];
}

export interface MeasureResult {
  measure: Measure;
  cost: Range;
  grant: GrantEstimate;
  epcBefore: number;
  epcAfter: number;
}

export type TargetLetter = 'd' | 'a';

export type TargetPlan =
  | { kind: 'reached' }
  | { kind: 'plan'; measures: Measure[]; cost: Range; epcAfter: number; label: string | null }
  | { kind: 'unreachable' };

export interface RenovationResult {
  label: string | null;
  /** The ticked measures that apply to the home, in the order they are done. */
  measures: MeasureResult[];
  /** Ticked measures that do not apply to this type of home (an apartment's roof). */
  notApplicable: Measure[];
  total: Range;
  epcAfter: number;
  labelAfter: string | null;
  /** Null for Luxembourg, whose labels are not bands of a value. */
  targets: Record<TargetLetter, TargetPlan> | null;
}

/** The highest EPC value that still has a label of this letter (D, D+ and D- all count as D). */
export function worstValueOf(region: Region, letter: TargetLetter): number {
  return Math.max(...EPC_BANDS[region].filter((band) => band.label.startsWith(letter)).map((band) => band.max));
}

const labelOf = (region: CalculatorRegion, value: number) => (region === 'luxembourg' ? null : epcLabelFor(region, value));

/** The value after one measure: it removes its share of what is left (nothing below zero). */
function after(measure: Measure, value: number): number {
  return value > 0 ? Math.round(value * (1 - EPC_REDUCTION[measure])) : value;
}

const inOrder = (measures: readonly Measure[]) => MEASURES.filter((m) => measures.includes(m));

function sum(ranges: Range[]): Range {
  return ranges.reduce((total, r) => ({ min: total.min + r.min, max: total.max + r.max }), { min: 0, max: 0 });
}

function planFor(input: RenovationInput, region: Region, letter: TargetLetter): TargetPlan {
  const target = worstValueOf(region, letter);
  let value = input.epcValue;
  if (value <= target) return { kind: 'reached' };
  const chosen: Measure[] = [];
  for (const measure of MEASURES) {
    if (!measureApplies(measure, input.type)) continue;
    chosen.push(measure);
    value = after(measure, value);
    if (value <= target) {
      const cost = sum(chosen.map((m) => measureCost(m, input.type, input.livingM2)!));
      return { kind: 'plan', measures: chosen, cost, epcAfter: value, label: epcLabelFor(region, value) };
    }
  }
  return { kind: 'unreachable' };
}

export function calculateRenovation(input: RenovationInput): RenovationResult {
  const ticked = inOrder(input.measures);
  const measures: MeasureResult[] = [];
  let value = input.epcValue;
  for (const measure of ticked) {
    const cost = measureCost(measure, input.type, input.livingM2);
    if (!cost) continue;
    const epcAfter = after(measure, value);
    const area = measureArea(measure, input.type, input.livingM2);
    const grant = grantFor(input.region, measure, cost, area, input.constructionYear);
    measures.push({ measure, cost, grant, epcBefore: value, epcAfter });
    value = epcAfter;
  }
  const { region } = input;
  return {
    label: labelOf(region, input.epcValue),
    measures,
    notApplicable: ticked.filter((m) => !measureApplies(m, input.type)),
    total: sum(measures.map((m) => m.cost)),
    epcAfter: value,
    labelAfter: labelOf(region, value),
    targets: region === 'luxembourg' ? null : { d: planFor(input, region, 'd'), a: planFor(input, region, 'a') },
  };
}
