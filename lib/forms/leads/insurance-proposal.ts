import { z } from 'zod';
import { addressFields, date, integer, LIMITS, multiChoice, optionalText, personFields, typeChoice, type TypeIds } from '../fields';

export const INSURANCE_ROLES = ['owner', 'tenant'] as const;
export const INSURANCE_OPTIONS = ['contents', 'theft', 'legalAid'] as const;

/**
 * A home-insurance (fire insurance) proposal for an owner or a tenant: the person, the home's
 * address (prefilled on a property's page, whose id it carries), its type, the rebuild value an
 * owner insures or the monthly rent a tenant pays, the start date and the options. The type is one
 * of the categories offered.
 */
export const insuranceProposalSchema = (typeIds: TypeIds) =>
  z
    .object({
      ...personFields(),
      role: z.enum(INSURANCE_ROLES, { error: 'Forms.errors.insuranceRole' }),
      ...addressFields(),
      propertyType: typeChoice(typeIds, 'Validation.propertyType'),
      rebuildValue: integer({ min: 10_000, max: 20_000_000 }),
      monthlyRent: integer({ min: 50, max: 50_000 }),
      coverStart: date('Forms.errors.coverStart'),
      insuranceOptions: multiChoice(INSURANCE_OPTIONS, 'Forms.errors.invalid', 0),
      propertyId: integer({ min: 1, max: 2_147_483_647 }),
      remark: optionalText(LIMITS.long),
    })
    // The same rule shape as the other forms' refinements: react-hook-form shows these under their field.
    .refine((v) => v.role !== 'owner' || v.rebuildValue !== undefined, { error: 'Forms.errors.rebuildValue', path: ['rebuildValue'] })
    .refine((v) => v.role !== 'tenant' || v.monthlyRent !== undefined, { error: 'Forms.errors.monthlyRent', path: ['monthlyRent'] });
export type InsuranceProposalInput = z.input<ReturnType<typeof insuranceProposalSchema>>;
