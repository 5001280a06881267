import { z } from 'zod';
import { email, LIMITS, optionalText } from '../fields';

/** Newsletter sign-up (footer). */
export const signNewsletterSchema = z.object({
  email: email(),
  firstName: optionalText(LIMITS.name),
});
export type SignNewsletterInput = z.input<typeof signNewsletterSchema>;

/** Unsubscribe link target: the token mailed with the confirmation. */
export const unsubscribeSchema = z.object({
  token: z.string({ error: 'Forms.errors.invalid' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Forms.errors.invalid' }),
});
