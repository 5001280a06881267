import { z } from 'zod';
import { addressFields, LIMITS, optionalText, personFields } from '../fields';

/** Request to have a property managed by the agency. */
export const propertyManagementSchema = z.object({
  ...personFields(),
  ...addressFields(),
  remark: optionalText(LIMITS.long),
});
export type PropertyManagementInput = z.input<typeof propertyManagementSchema>;
