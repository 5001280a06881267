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

/** Which members the staff screen lists: a search in e-mails and names, and a page. */
export type StaffQuery = { q: string; page: number };
export const STAFF_SEARCH_MAX = 100;

/** From the screen's query or a posted form: anything odd is the first page of everyone. */
export function staffQueryOf(values: Readonly<Record<string, unknown>>): StaffQuery {
  const q = typeof values.q === 'string' ? values.q.trim().slice(0, STAFF_SEARCH_MAX).trim() : '';
  const page = typeof values.page === 'string' && /^\d{1,6}$/.test(values.page) ? Math.max(1, Number(values.page)) : 1;
  return { q, page };
}

/** The query string that shows `query` after `lead` (e.g. 'invited=12'), '' for everyone's first page. */
export function staffQueryString(query: StaffQuery, lead = ''): string {
  const params = new URLSearchParams(lead);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
