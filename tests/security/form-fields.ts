/** Which fields of a form take free text, found from its own schema (shared by the security tests). */
import { FORM_DEFINITIONS } from '@/lib/server/forms/definitions';
import type { LeadFormId } from '@/lib/forms/leads/registry';
import { validPayload } from '../server/fixtures';

const PROBE = 'Probe text 12';

/**
 * The fields of `form` that keep any short text as typed: a string in the valid payload that the
 * schema accepts unchanged when replaced by a plain sentence (names, remarks, street, city…).
 * Enumerations, dates, numbers, e-mails, phones and postal codes are not free text.
 */
export function freeTextFields(form: LeadFormId): string[] {
  const payload = validPayload(form, `${form}.probe@example.be`);
  const { schema } = FORM_DEFINITIONS[form];
  return Object.keys(payload).filter((key) => {
    if (typeof payload[key] !== 'string') return false;
    const parsed = schema.safeParse({ ...payload, [key]: PROBE });
    return parsed.success && parsed.data[key] === PROBE;
  });
}
