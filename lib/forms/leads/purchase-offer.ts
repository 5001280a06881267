import { z } from 'zod';
import { date, datesInOrder, integer, LIMITS, mustAccept, optionalText, personFields, propertyId, requiredText } from '../fields';

/** Purchase offer (SPEC §3 'Offer form'): signers A and B, amount in digits and in words, dates, place. */
export const purchaseOfferSchema = z
  .object({
    propertyId: propertyId(),
    ...personFields(),
    signerBFirstName: optionalText(LIMITS.name),
    signerBLastName: optionalText(LIMITS.name),
    amount: integer({ min: 1, max: 1_000_000_000, requiredKey: 'Forms.errors.amount' }),
    amountWords: requiredText('Forms.errors.amountWords', 300),
    startDate: date('Validation.startDate'),
    endDate: date('Validation.endDate'),
    place: requiredText('Validation.city', LIMITS.name),
    signDate: date('Forms.errors.signDate'),
    conditions: optionalText(LIMITS.long),
    acceptAdvance: mustAccept('Forms.errors.acceptAdvance'),
  })
  .refine((v) => datesInOrder(v.startDate, v.endDate), { error: 'Validation.endDate', path: ['endDate'] });
export type PurchaseOfferInput = z.input<typeof purchaseOfferSchema>;
