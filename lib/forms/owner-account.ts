/** The owner-portal forms: login, forgot password and choosing a password (SPEC §2.2, §8). */
import { z } from 'zod';
import { email } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

const password = () =>
  z
    .string({ error: 'Validation.password' })
    .min(1, { error: 'Validation.password' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Portal.reset.tooLong' });

export const ownerLoginSchema = z.object({
  email: email(),
  password: password(),
});

export const forgotPasswordSchema = z.object({
  email: email(),
});

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'Portal.reset.missingToken' })
      .min(20, { error: 'Portal.reset.missingToken' })
      .max(100, { error: 'Portal.reset.missingToken' }),
    password: password().refine((v) => v.length >= PASSWORD_MIN_LENGTH, {
      error: 'Portal.reset.tooShort',
    }),
    confirm: z.string({ error: 'Validation.password' }),
  })
  .refine((v) => v.password === v.confirm, {
    error: 'Validation.passwordMismatch',
    path: ['confirm'],
  });

export type OwnerLoginInput = z.input<typeof ownerLoginSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
