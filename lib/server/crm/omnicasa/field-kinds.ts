/**
 * How each kind of Omnicasa value is read, leniently: a value an API serialiser may write another
 * way is taken as meant ("350000" for a number, 'True' for true, a coordinate as text, a WCF date),
 * HTML in a text becomes plain text, and a value that is not of its kind is reported (never thrown),
 * so that only that field is left empty. What a value must be once read (a positive
 * surface, a year in range) is the snapshot schema's job (lib/catalogue/schemas, ./property-record).
 */
import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { parseOmnicasaDate, toIsoDate, toIsoDateTime } from './dates';
import type { NoteCode } from './notes';

/** A field's value read: the value, nothing (absent, null or blank), or why it was not usable. */
export type Reading<T> = { ok: true; value: T | null } | { ok: false; code: NoteCode };

const nothing = { ok: true, value: null } as const;
const good = <T>(value: T): Reading<T> => ({ ok: true, value });
const bad = (code: NoteCode): Reading<never> => ({ ok: false, code });

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text from what may be HTML: line and paragraph breaks kept as new lines, tags and the
 * content of scripts and styles dropped, entities decoded, runs of blank lines and spaces tidied.
 */
export function plainText(text: string): string {
  if (!/[<&]/.test(text)) return text.replace(/\r\n?/g, '\n').trim();
  const withBreaks = text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|tr|table)>/gi, '\n\n')
    .replace(/<\/li>|<(ul|ol)(\s[^>]*)?>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '• ');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The longest a label (a name, a city, a code's text) may be; a longer one is not a label. */
export const LABEL_LIMIT = 200;
/** Titles longer than this are cut at a word. */
export const TITLE_LIMIT = 300;
/** Free texts (descriptions) longer than this are cut at a paragraph or a word. */
export const FREE_TEXT_LIMIT = 30_000;

/** `text` cut at the last word boundary before `limit`, with an ellipsis. */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? head.slice(0, space) : head).trimEnd()}…`;
}

function readText(value: unknown): Reading<string> {
  if (isBlank(value)) return nothing;
  if (typeof value === 'number' && Number.isFinite(value)) return good(String(value));
  if (typeof value !== 'string') return bad('invalid');
  const text = plainText(value);
  return text === '' ? nothing : good(text);
}

/** A short text: a name, a city, a translated code. */
export function readLabel(value: unknown): Reading<string> {
  const read = readText(value);
  if (!read.ok || read.value === null) return read;
  return read.value.length > LABEL_LIMIT ? bad('tooLong') : good(read.value.replace(/\s+/g, ' '));
}

/** A title: cut at a word past TITLE_LIMIT. */
export function readTitle(value: unknown): Reading<string> {
  const read = readText(value);
  if (!read.ok || read.value === null) return read;
  return good(cutAtWord(read.value.replace(/\s+/g, ' '), TITLE_LIMIT));
}

/** A description: paragraphs kept, cut past FREE_TEXT_LIMIT. */
export function readFreeText(value: unknown): Reading<string> {
  const read = readText(value);
  if (!read.ok || read.value === null) return read;
  return good(cutAtWord(read.value, FREE_TEXT_LIMIT));
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function readNumber(value: unknown): Reading<number> {
  if (isBlank(value)) return nothing;
  if (typeof value === 'number') return Number.isFinite(value) ? good(value) : bad('invalid');
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return good(Number(value.trim()));
  return bad('invalid');
}

export function readInteger(value: unknown): Reading<number> {
  const read = readNumber(value);
  if (!read.ok || read.value === null) return read;
  return Number.isSafeInteger(read.value) ? read : bad('invalid');
}

/** A code where 0 means none (Marquee, PriceUnit). */
export function readCode(value: unknown): Reading<number> {
  const read = readInteger(value);
  if (!read.ok || read.value === null) return read;
  if (read.value === 0) return nothing;
  return read.value > 0 ? read : bad('outOfRange');
}

export function readId(value: unknown): Reading<number> {
  const read = readInteger(value);
  if (!read.ok || read.value === null) return read;
  return read.value > 0 ? read : bad('outOfRange');
}

export function readFlag(value: unknown): Reading<boolean> {
  if (isBlank(value)) return nothing;
  if (typeof value === 'boolean') return good(value);
  if (value === 1 || value === 0) return good(value === 1);
  if (typeof value === 'string' && /^(true|false|1|0)$/i.test(value.trim())) return good(/^(true|1)$/i.test(value.trim()));
  return bad('invalid');
}

/** A calendar day ('2034-08-06'). */
export function readDay(value: unknown): Reading<string> {
  if (isBlank(value)) return nothing;
  if (typeof value !== 'string') return bad('invalid');
  const day = toIsoDate(value);
  return day ? good(day) : bad('invalid');
}

/** An instant, as the snapshot writes it ('2025-06-05T16:30:00Z'). */
export function readTimestamp(value: unknown): Reading<string> {
  if (isBlank(value)) return nothing;
  if (typeof value !== 'string' || !parseOmnicasaDate(value)) return bad('invalid');
  return good(toIsoDateTime(value)!);
}

/** GoogleX / GoogleY: a number, or a decimal in a string. */
export function readCoordinate(value: unknown): Reading<number> {
  return readNumber(typeof value === 'string' ? value.replace(',', '.') : value);
}

/** An http(s) URL. */
export function readUrl(value: unknown): Reading<string> {
  const read = readText(value);
  if (!read.ok || read.value === null) return read;
  try {
    const url = new URL(read.value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? good(url.href) : bad('invalid');
  } catch {
    return bad('invalid');
  }
}

/** A list of texts (comfort items): each blank one dropped. */
export function readTexts(value: unknown): Reading<string[]> {
  if (isBlank(value)) return nothing;
  if (!Array.isArray(value)) return bad('invalid');
  const texts = value.map(readLabel);
  if (texts.some((t) => !t.ok)) return bad('invalid');
  const kept = texts.flatMap((t) => (t.ok && t.value !== null ? [t.value] : []));
  return kept.length > 0 ? good(kept) : nothing;
}

/** WebIDs: '12,40', '12, 40', [12, 40] or a single id. */
export function readIdList(value: unknown): Reading<number[]> {
  if (isBlank(value)) return nothing;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;\s]+/).filter(Boolean) : [value];
  const ids = parts.map(readId);
  if (ids.some((id) => !id.ok || id.value === null)) return bad('invalid');
  return good([...new Set(ids.map((id) => (id as { value: number }).value))]);
}

/** The public client's GroundCertificate codes: 0 missing, 1 pending, 2 present (pending: not known yet). */
function readGroundCertificate(value: unknown): Reading<boolean> {
  const read = readInteger(value);
  if (!read.ok || read.value === null) return read as Reading<never>;
  if (read.value === 2) return good(true);
  if (read.value === 0) return good(false);
  return read.value === 1 ? nothing : bad('unknown');
}

/** A life annuity's heads: [{ Age, Sex }]. */
function readAnnuityHeads(value: unknown): Reading<Array<{ Age: number; Sex: string }>> {
  if (isBlank(value)) return nothing;
  if (!Array.isArray(value)) return bad('invalid');
  const heads = value.map((head) => {
    const age = readInteger((head as { Age?: unknown } | null)?.Age);
    const sex = readLabel((head as { Sex?: unknown } | null)?.Sex);
    return age.ok && age.value !== null && sex.ok && sex.value !== null ? { Age: age.value, Sex: sex.value.toUpperCase() } : null;
  });
  if (heads.some((head) => head === null)) return bad('invalid');
  return heads.length > 0 ? good(heads as Array<{ Age: number; Sex: string }>) : nothing;
}

/** Each kind of detail field and how it is read. */
export const FIELD_KINDS = {
  number: readNumber,
  integer: readInteger,
  flag: readFlag,
  text: readLabel,
  texts: readTexts,
  date: readDay,
  groundCertificate: readGroundCertificate,
  annuityHeads: readAnnuityHeads,
} as const satisfies Record<string, (value: unknown) => Reading<unknown>>;

export type FieldKind = keyof typeof FIELD_KINDS;

export function readField(kind: FieldKind, value: unknown): Reading<unknown> {
  return FIELD_KINDS[kind](value);
}
