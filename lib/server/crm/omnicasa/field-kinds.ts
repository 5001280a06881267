/**
 * How Omnicasa writes each kind of value, and how it becomes the snapshot's. The wire schemas are
 * lenient where an API serialiser may differ without the value being wrong (a missing key or ''
 * for nothing, a house number as a number, coordinates as strings); what the value must be (a
 * positive surface, a known label) is the snapshot schema's job, after mapping.
 */
import { z } from 'zod';
import { fromIsoDate, isOmnicasaDate, toIsoDate } from './dates';

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/** A text; a number is written as text, '' and blanks are nothing. */
export const omnicasaText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v)));

/** A text that may be empty ('' rather than null when missing): titles, descriptions. */
export const omnicasaFreeText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const omnicasaNumber = z.number().nullish().transform(orNull);
export const omnicasaInteger = z.number().int().nullish().transform(orNull);
/** A code where 0 means none (Marquee, PriceUnit). */
export const omnicasaCode = z
  .number()
  .int()
  .nullish()
  .transform((v) => (v ? v : null));
export const omnicasaFlag = z.boolean().nullish().transform(orNull);
export const omnicasaTexts = z.array(z.string()).nullish().transform(orNull);
export const omnicasaDate = z
  .string()
  .refine(isOmnicasaDate, 'expected a date (YYYY-MM-DD HH:mm:ss)')
  .nullish()
  .transform(orNull);
export const omnicasaRequiredDate = z
  .string()
  .refine(isOmnicasaDate, 'expected a date (YYYY-MM-DD HH:mm:ss)');

/** GoogleX / GoogleY: a number, or a decimal in a string. */
export const omnicasaCoordinate = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message: 'expected a coordinate' });
    return z.NEVER;
  });

const annuityHeads = z
  .array(z.object({ Age: z.number().int(), Sex: z.string() }))
  .nullish()
  .transform((v) => v ?? []);

/** The public client's GroundCertificate codes: 0 missing, 1 pending, 2 present. */
const GROUND_CERTIFICATE = { MISSING: 0, PENDING: 1, PRESENT: 2 } as const;

type Kind = {
  schema: z.ZodType;
  toSnapshot: (value: never) => unknown;
  toOmnicasa: (value: never) => unknown;
};
const same = <T>(value: T) => value;

/** Each kind of detail field: its wire schema and its two conversions. */
export const FIELD_KINDS = {
  number: { schema: omnicasaNumber, toSnapshot: same, toOmnicasa: same },
  integer: { schema: omnicasaInteger, toSnapshot: same, toOmnicasa: same },
  flag: { schema: omnicasaFlag, toSnapshot: same, toOmnicasa: same },
  text: { schema: omnicasaText, toSnapshot: same, toOmnicasa: same },
  texts: { schema: omnicasaTexts, toSnapshot: same, toOmnicasa: same },
  date: {
    schema: omnicasaDate,
    toSnapshot: (v: string | null) => (v === null ? null : toIsoDate(v)),
    toOmnicasa: (v: string | null) => (v === null ? null : fromIsoDate(v)),
  },
  /** Snapshot: true present, false missing, null unknown (a pending certificate is not there yet). */
  groundCertificate: {
    schema: z.number().int().min(0).max(2).nullish().transform(orNull),
    toSnapshot: (v: number | null) =>
      v === GROUND_CERTIFICATE.PRESENT ? true : v === GROUND_CERTIFICATE.MISSING ? false : null,
    toOmnicasa: (v: boolean | null) =>
      v === true ? GROUND_CERTIFICATE.PRESENT : v === false ? GROUND_CERTIFICATE.MISSING : null,
  },
  annuityHeads: { schema: annuityHeads, toSnapshot: same, toOmnicasa: same },
} as const satisfies Record<string, Kind>;

export type FieldKind = keyof typeof FIELD_KINDS;

/** The conversions with their argument types erased, for table-driven code. */
export function kindOf(kind: FieldKind): {
  toSnapshot(value: unknown): unknown;
  toOmnicasa(value: unknown): unknown;
} {
  return FIELD_KINDS[kind] as unknown as {
    toSnapshot(value: unknown): unknown;
    toOmnicasa(value: unknown): unknown;
  };
}
