/**
 * Field rules shared by every form schema (SPEC §5). Error messages are message KEYS
 * ('Validation.email', 'Forms.errors.tooLong'), translated where they are shown, so one schema
 * serves react-hook-form in the browser and the server action.
 */
import '@/lib/security/zod-jitless'; // first: no eval probe under the CSP (see that module)
import { z } from 'zod';
import { formatPhone } from '@/lib/phone';
import { TIME_SLOTS } from '@/lib/time-slots';

export const LIMITS = { name: 80, short: 120, long: 2000, email: 254, phone: 30, zip: 10 } as const;

/** Markup or script in free text: an HTML tag opener or a `javascript:` URL. */
const MARKUP = /<\s*[a-z!/?]|javascript\s*:/i;

/** Control characters other than tab and line breaks (a NUL cannot even be stored). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const noMarkup = (value: string) => !MARKUP.test(value) && !CONTROL.test(value);

/** A required text: missing, wrong type or blank → `requiredKey`. */
export function requiredText(requiredKey: string, max: number = LIMITS.short) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'Forms.errors.tooLong' })
    .refine(noMarkup, { error: 'Forms.errors.noMarkup' });
}

/** An optional text; an empty string stays ''. */
export function optionalText(max: number = LIMITS.short) {
  return z
    .string({ error: 'Forms.errors.invalid' })
    .trim()
    .max(max, { error: 'Forms.errors.tooLong' })
    .refine(noMarkup, { error: 'Forms.errors.noMarkup' })
    .optional()
    .transform((v) => v ?? '');
}

function isEmailAddress(value: string) {
  return z.email().safeParse(value).success;
}

export function email(requiredKey = 'Validation.email', invalidKey = 'Validation.emailInvalid') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(LIMITS.email, { error: 'Forms.errors.tooLong' })
    .refine((v) => v === '' || isEmailAddress(v), { error: invalidKey })
    .transform((v) => v.toLowerCase());
}

const PHONE = /^\+?[\d\s./()-]{6,}$/;

/** A phone number: digits with the usual separators; stored formatted as SPEC §5. */
export function phone(required = true) {
  const base = z
    .string({ error: 'Validation.phone' })
    .trim()
    .max(LIMITS.phone, { error: 'Forms.errors.tooLong' });
  if (required) {
    return base
      .min(1, { error: 'Validation.phone' })
      .refine((v) => v === '' || PHONE.test(v), { error: 'Forms.errors.phoneInvalid' })
      .transform(formatPhone);
  }
  return base
    .refine((v) => v === '' || PHONE.test(v), { error: 'Forms.errors.phoneInvalid' })
    .optional()
    .transform((v) => (v ? formatPhone(v) : ''));
}

export const TITLES = ['mr', 'ms', 'miss'] as const;
export const title = () => z.enum(TITLES, { error: 'Validation.title' });

export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export const contactPreference = () =>
  z
    .enum([...CONTACT_PREFERENCES, ''], { error: 'Forms.errors.invalid' })
    .optional()
    .transform((v) => v ?? '');

const ALL_SLOTS = [...new Set(Object.values(TIME_SLOTS).flat())] as [string, ...string[]];
/** A time slot of SPEC §9 (any language's slot list); optional unless `requiredKey` is given. */
export function timeSlot(requiredKey?: string) {
  if (requiredKey) return z.enum(ALL_SLOTS, { error: requiredKey });
  return z
    .enum([...ALL_SLOTS, ''], { error: 'Forms.errors.invalid' })
    .optional()
    .transform((v) => v ?? '');
}

/** An integer from a number or a digit string; '' or missing is `undefined` unless required. */
export function integer({ min, max, requiredKey }: { min: number; max: number; requiredKey?: string }) {
  return z
    .union([z.number(), z.string()], { error: requiredKey ?? 'Forms.errors.number' })
    .optional()
    .transform((value, ctx): number | undefined => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === undefined || text === '') {
        if (requiredKey) ctx.addIssue({ code: 'custom', message: requiredKey });
        return undefined;
      }
      const n = typeof text === 'number' ? text : /^-?\d{1,15}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: 'Forms.errors.number' });
        return undefined;
      }
      return n;
    });
}

/** A property id; whether it exists is checked by the server (the catalogue is not in the browser). */
export const propertyId = () => integer({ min: 1, max: 2_147_483_647, requiredKey: 'Errors.propertyNotFound' });

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A date as `<input type="date">` sends it (YYYY-MM-DD). */
export function date(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .refine(isCalendarDate, { error: requiredKey });
}

export function optionalDate(invalidKey: string) {
  return z
    .string({ error: invalidKey })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), { error: invalidKey })
    .optional()
    .transform((v) => v ?? '');
}

/** A checkbox that must be ticked ('on' from a form post, true from the client). */
export function mustAccept(key: string) {
  return z.union([z.literal('on'), z.literal('true'), z.literal(true)], { error: key }).transform(() => true);
}

export function checkbox() {
  return z
    .union([z.literal('on'), z.literal('true'), z.literal(true), z.literal(false), z.literal('')], {
      error: 'Forms.errors.invalid',
    })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true');
}

/** A posted multiple choice as a list: none ticked is nothing in a form post and `false` from react-hook-form (a group of checkboxes before any is ticked). */
const postedList = (v: unknown) => (v === undefined || v === null || v === '' || v === false ? [] : Array.isArray(v) ? v : [v]);

/** A multiple choice: one posted value or several; `min` chosen at least. */
export function multiChoice<const T extends readonly [string, ...string[]]>(options: T, key: string, min = 1) {
  return z.preprocess(
    postedList,
    z
      .array(z.enum(options, { error: key }), { error: key })
      .min(min, { error: key })
      .max(options.length, { error: key })
      .transform((values) => [...new Set(values)]),
  );
}

/**
 * The property categories a form offers, as WebIDs in text: those of the stock the site shows
 * (lib/catalogue `getTypes`), asked each time a value is checked, since a CRM sync may change them. In
 * the browser, the ones the page was rendered with.
 */
export type TypeIds = () => readonly string[];

/** One of the offered categories, as its WebID; anything else → `key`. */
export function typeChoice(typeIds: TypeIds, key: string) {
  return integer({ min: 1, max: Number.MAX_SAFE_INTEGER, requiredKey: key }).refine(
    (webId) => webId === undefined || typeIds().includes(String(webId)),
    { error: key },
  );
}

/** `min` or more of the offered categories, as WebIDs in text; anything else → `key`. */
export function typeChoices(typeIds: TypeIds, key: string, min = 1) {
  return z.preprocess(
    postedList,
    z
      .array(z.string({ error: key }).refine((webId) => typeIds().includes(webId), { error: key }), { error: key })
      .min(min, { error: key })
      .transform((values) => [...new Set(values)]),
  );
}

/** `end` must not come before `start` (both YYYY-MM-DD or '' when optional). */
export function datesInOrder(start: string | undefined, end: string | undefined) {
  return !start || !end || start <= end;
}

/** The person fields of SPEC §3, for spreading into a form's object shape. */
export function personFields({ phoneRequired = true } = {}) {
  return {
    // An unchosen radio group is null in the browser and absent from a form post.
    title: z
      .enum([...TITLES, ''], { error: 'Validation.title' })
      .nullish()
      .transform((v) => v ?? ''),
    firstName: requiredText('Validation.firstName', LIMITS.name),
    lastName: requiredText('Validation.lastName', LIMITS.name),
    email: email(),
    phone: phone(phoneRequired),
  };
}

/** Street, number, postal code and city (the valuation address is required, SPEC §5). */
export function addressFields() {
  return {
    street: requiredText('Validation.address', LIMITS.short),
    houseNumber: optionalText(12),
    zip: requiredText('Validation.zip', LIMITS.zip),
    city: requiredText('Validation.city', LIMITS.name),
  };
}
