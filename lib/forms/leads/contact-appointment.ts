import { z } from 'zod';
import { date, LIMITS, optionalText, personFields, propertyId, timeSlot } from '../fields';

/** Visit booking for a property: a day and one of the time slots of SPEC §9. */
export const contactAppointmentSchema = z.object({
  propertyId: propertyId(),
  ...personFields(),
  date: date('Validation.startDate'),
  timeSlot: timeSlot('Forms.errors.timeSlot'),
  remark: optionalText(LIMITS.long),
});
export type ContactAppointmentInput = z.input<typeof contactAppointmentSchema>;

/** Visits accepted per property, day and slot before 'appointments full'. */
export const APPOINTMENTS_PER_SLOT = 3;
