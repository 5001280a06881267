import { z } from 'zod';
import { renovationInputShape } from '@/lib/renovation/input';
import { integer, LIMITS, optionalText, personFields } from '../fields';

/**
 * 'Ask for renovation advice' from the renovation calculator: the person, the calculator's inputs
 * (the agency's mail recomputes the result from them, lib/renovation) and the property it was
 * asked from, if any.
 */
export const renovationAdviceSchema = z.object({
  ...personFields(),
  ...renovationInputShape,
  propertyId: integer({ min: 1, max: 2_147_483_647 }),
  remark: optionalText(LIMITS.long),
});
export type RenovationAdviceInput = z.input<typeof renovationAdviceSchema>;
