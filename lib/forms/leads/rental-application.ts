import { z } from 'zod';
import { checkbox, date, integer, LIMITS, mustAccept, optionalText, personFields, propertyId } from '../fields';

/** Rental application with the rent profile of SPEC §3. */
export const rentalApplicationSchema = z.object({
  propertyId: propertyId(),
  ...personFields(),
  income1: integer({ min: 0, max: 1_000_000, requiredKey: 'Forms.errors.income' }),
  income2: integer({ min: 0, max: 1_000_000 }),
  adults: integer({ min: 1, max: 20, requiredKey: 'Forms.errors.adults' }),
  kids: integer({ min: 0, max: 20 }),
  kidsAges: optionalText(LIMITS.short),
  pets: checkbox(),
  movingDate: date('Forms.errors.movingDate'),
  movingReason: optionalText(LIMITS.long),
  acceptConditions: mustAccept('Forms.errors.acceptConditions'),
});
export type RentalApplicationInput = z.input<typeof rentalApplicationSchema>;
