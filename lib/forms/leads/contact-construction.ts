import { z } from 'zod';
import { integer, LIMITS, optionalText, personFields } from '../fields';

/** Contact about a new-build project. */
export const contactConstructionSchema = z.object({
  projectId: integer({ min: 1, max: 2_147_483_647, requiredKey: 'Forms.errors.invalid' }),
  ...personFields(),
  remark: optionalText(LIMITS.long),
});
export type ContactConstructionInput = z.input<typeof contactConstructionSchema>;
