import { z } from 'zod';
import { email, integer, LIMITS, optionalText, requiredText } from '../fields';

/** A testimonial from a client (testimonials article page). */
export const testimonialSchema = z.object({
  firstName: requiredText('Validation.firstName', LIMITS.name),
  lastName: requiredText('Validation.lastName', LIMITS.name),
  email: email(),
  city: optionalText(LIMITS.name),
  rating: integer({ min: 1, max: 5 }),
  text: requiredText('Forms.errors.testimonial', LIMITS.long),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
