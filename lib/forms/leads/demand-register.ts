import { z } from 'zod';
import { integer, LIMITS, multiChoice, optionalText, personFields, typeChoices, type TypeIds } from '../fields';

export const GOALS = ['sale', 'rent'] as const;
export const ZONES = ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const;

/** Keep me informed (/demand-register/): a search registration among the categories offered, mailed as alerts (lib/server/alerts). */
export const demandRegisterSchema = (typeIds: TypeIds) =>
  z
    .object({
      ...personFields(),
      goal: z.enum(GOALS, { error: 'Validation.goal' }),
      types: typeChoices(typeIds, 'Validation.types'),
      zones: multiChoice(ZONES, 'Validation.zone'),
      /** A city or a postal code the alerts keep to; empty: anywhere in the zones. */
      cityOrZip: optionalText(LIMITS.short),
      priceMin: integer({ min: 0, max: 100_000_000 }),
      priceMax: integer({ min: 0, max: 100_000_000 }),
      bedrooms: integer({ min: 0, max: 20 }),
    })
    .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
      error: 'Forms.errors.priceOrder',
      path: ['priceMax'],
    });
export type DemandRegisterInput = z.input<ReturnType<typeof demandRegisterSchema>>;
