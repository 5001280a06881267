/** The admins' staff forms: add a member, change a role, remove a member. */
import { z } from 'zod';
import { SITE_LOCALES } from '@/lib/locale';
import { email } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

const role = z.enum(['editor', 'admin'], { error: 'Editor.errors.choice' });

export const staffAddSchema = z.object({
  email: email(),
  name: z.string().trim().max(80, { error: 'Forms.errors.tooLong' }).default(''),
  role,
  locale: z.enum(SITE_LOCALES, { error: 'Editor.errors.choice' }),
  /** Empty: the member gets a mail to choose one. */
  password: z
    .string()
    .default('')
    .refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, { error: 'Portal.reset.tooShort' })
    .refine((p) => p.length <= PASSWORD_MAX_LENGTH, { error: 'Forms.errors.tooLong' }),
});
export type StaffAddForm = z.output<typeof staffAddSchema>;

const staffId = z.string().regex(/^\d{1,18}$/).transform(Number);
export const staffRoleSchema = z.object({ staffId, role });
export const staffRemoveSchema = z.object({ staffId });
