/**
 * What the calculator knows from a property: the detail page of a home for sale with a Belgian EPC
 * value carries it, prominent for labels E, F and G (SPEC §9's renovation obligation, and worse).
 */
import { epcForProperty } from '@/lib/epc';
import type { Property } from '@/lib/catalogue';
import type { TypeKind } from '@/lib/property/type-kinds';
import type { RenovationInput } from './calculate';
import type { HomeType } from './measures';

/**
 * The calculator's home type of a category's kind (a studio is an apartment). A house split into
 * flats or an apartment with its own facades would be better told by the property's Facades and
 * Floors, which the CRM does not always fill in.
 */
const HOME_TYPE_OF: Partial<Record<TypeKind, HomeType>> = { house: 'house', apartment: 'apartment' };

export type CalculatorPrefill = Omit<RenovationInput, 'measures' | 'livingM2'> & { livingM2: number | null };

/** The calculator's inputs for a home for sale (`kind`: its category's) with a known Belgian EPC value, or null for any other property. */
export function calculatorPrefillFor(p: Property, kind: TypeKind): CalculatorPrefill | null {
  const type = HOME_TYPE_OF[kind];
  const epc = epcForProperty(p);
  if (p.Goal !== 0 || !type || !epc || epc.region === 'luxembourg') return null;
  return {
    region: epc.region,
    type,
    livingM2: p.Surfaces?.Living ?? null,
    constructionYear: p.Years?.Construction ?? null,
    epcValue: Math.round(Number(p.EnergyPerformance)),
  };
}

/** Whether the calculator is shown in full (E, F, G and their + and - labels) rather than as a link. */
export function calculatorIsProminent(label: string): boolean {
  return /^[efg]/.test(label);
}
