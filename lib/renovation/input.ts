/**
 * The calculator's inputs as a form sends them (the GET form without JavaScript, the advice lead),
 * checked by one zod shape that the renovation-advice lead schema spreads too.
 */
import { z } from 'zod';
import { integer, multiChoice } from '@/lib/forms/fields';
import { REGIONS } from '@/lib/regions';
import type { RenovationInput } from './calculate';
import { HOME_TYPES, MEASURES } from './measures';

export const CALCULATOR_REGIONS = [...REGIONS, 'luxembourg'] as const;

export const renovationInputShape = {
  region: z.enum(CALCULATOR_REGIONS, { error: 'Forms.errors.region' }),
  homeType: z.enum(HOME_TYPES, { error: 'Forms.errors.homeType' }),
  livingArea: integer({ min: 10, max: 2000, requiredKey: 'Forms.errors.livingArea' }),
  constructionYear: integer({ min: 1500, max: 2026 }),
  epcValue: integer({ min: -200, max: 2000, requiredKey: 'Forms.errors.epcValue' }),
  measures: multiChoice(MEASURES, 'Forms.errors.invalid', 0),
};

export const renovationInputSchema = z.object(renovationInputShape);

export type RenovationFields = z.output<typeof renovationInputSchema>;

/** The parsed fields as the calculator's input. */
export function toRenovationInput(fields: RenovationFields): RenovationInput {
  return {
    region: fields.region,
    type: fields.homeType,
    livingM2: fields.livingArea!,
    constructionYear: fields.constructionYear ?? null,
    epcValue: fields.epcValue!,
    measures: fields.measures,
  };
}

export type ParsedCalculatorQuery =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: Partial<Record<string, string[]>> }
  | { kind: 'valid'; input: RenovationInput };

/** The calculator page's query: nothing asked yet, what is wrong with it, or the input to compute. */
export function parseCalculatorQuery(query: Record<string, string | string[] | undefined>): ParsedCalculatorQuery {
  const keys = Object.keys(renovationInputShape);
  if (!keys.some((key) => query[key] !== undefined && query[key] !== '')) return { kind: 'empty' };
  const picked = Object.fromEntries(keys.map((key) => [key, query[key]]));
  const parsed = renovationInputSchema.safeParse(picked);
  if (!parsed.success) return { kind: 'invalid', errors: z.flattenError(parsed.error).fieldErrors };
  return { kind: 'valid', input: toRenovationInput(parsed.data) };
}
