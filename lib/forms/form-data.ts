import { CAPTCHA_ANSWER_FIELD, CAPTCHA_FIELD, CAPTCHA_TOKEN_FIELD, HONEYPOT_FIELD } from './meta';

const NOT_TYPED = new Set([CAPTCHA_FIELD, CAPTCHA_ANSWER_FIELD, CAPTCHA_TOKEN_FIELD, HONEYPOT_FIELD]);

/** FormData → plain object; repeated names become arrays (checkbox groups). */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** A field the visitor fills in, as opposed to the captcha, the honeypot and React's action fields. */
export function isVisitorField(name: string): boolean {
  return !name.startsWith('$') && !NOT_TYPED.has(name);
}
