import { z } from 'zod';
import { personFields, propertyId } from '../fields';

/** Request the documents of a property (answered 'already requested' the second time). */
export const documentRequestSchema = z.object({
  propertyId: propertyId(),
  ...personFields({ phoneRequired: false }),
});
export type DocumentRequestInput = z.input<typeof documentRequestSchema>;
