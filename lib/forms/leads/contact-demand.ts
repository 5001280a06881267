import { z } from 'zod';
import { addressFields, contactPreference, LIMITS, optionalText, personFields, timeSlot, typeChoice, type TypeIds } from '../fields';

/** Free valuation (/contact-demand/): the address of the property to value is required (SPEC §5), its type one of the categories offered. */
export const valuationSchema = (typeIds: TypeIds) =>
  z.object({
    ...personFields(),
    ...addressFields(),
    propertyType: typeChoice(typeIds, 'Validation.propertyType'),
    remark: optionalText(LIMITS.long),
    contactPreference: contactPreference(),
    timeSlot: timeSlot(),
  });
export type ContactDemandInput = z.input<ReturnType<typeof valuationSchema>>;
