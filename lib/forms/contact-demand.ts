import { z } from 'zod';
import { addressFields, contactPreference, integer, LIMITS, optionalText, personFields, timeSlot } from './fields';

/** Free valuation (/contact-demand/): the address of the property to value is required (SPEC §5). */
export const contactDemandSchema = z.object({
  ...personFields(),
  ...addressFields(),
  propertyType: integer({ min: 1, max: 99, requiredKey: 'Validation.propertyType' }),
  remark: optionalText(LIMITS.long),
  contactPreference: contactPreference(),
  timeSlot: timeSlot(),
});
export type ContactDemandInput = z.input<typeof contactDemandSchema>;
