import { z } from 'zod';
import { contactPreference, LIMITS, personFields, requiredText, timeSlot } from '../fields';

/** The site contact form (contact module 10 on /contact). */
export const siteContactSchema = z.object({
  ...personFields({ phoneRequired: false }),
  remark: requiredText('Forms.errors.message', LIMITS.long),
  contactPreference: contactPreference(),
  timeSlot: timeSlot(),
});
export type SiteContactInput = z.input<typeof siteContactSchema>;
