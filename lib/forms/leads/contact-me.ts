import { z } from 'zod';
import { contactPreference, LIMITS, optionalText, personFields, propertyId, timeSlot } from '../fields';

/** 'Contact me' about a property. */
export const contactMeSchema = z.object({
  propertyId: propertyId(),
  ...personFields(),
  remark: optionalText(LIMITS.long),
  contactPreference: contactPreference(),
  timeSlot: timeSlot(),
});
export type ContactMeInput = z.input<typeof contactMeSchema>;
