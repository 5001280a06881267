/**
 * What a sync leaves out, and why: the smallest thing that does not fit is left out (a
 * field becomes null, a picture or a document is dropped, a language's record is replaced by
 * another language's) and each time a note says so, with the property's id, the Omnicasa field and
 * a code the staff's sync screen translates (messages `Editor.sync.codes`, `Editor.sync.effects`).
 */
import 'server-only';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

export const NOTE_CODES = [
  /** A field a record cannot do without is absent or empty. */
  'missing',
  /** A value of the wrong kind: 'abc' for a number, a number for a date… */
  'invalid',
  /** A code or category the site does not know. */
  'unknown',
  /** A value outside what it can be (a negative surface, a year 3020). */
  'outOfRange',
  /** A text far longer than the field can hold. */
  'tooLong',
  /** A picture on a server the site may not show pictures from (OMNICASA_PICTURE_ORIGINS). */
  'pictureOrigin',
  /** The record is not in that language's answer. */
  'notInLanguage',
  /** The same id twice in one answer. */
  'duplicate',
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

export const NOTE_EFFECTS = [
  /** The field is left empty; the rest of the record is kept. */
  'field',
  /** One picture, document, nearby place or unit is left out. */
  'item',
  /** The record is shown in another language's text in this language. */
  'language',
  /** The whole record (a property, a category, a project, an agent) is left out. */
  'record',
] as const;
export type NoteEffect = (typeof NOTE_EFFECTS)[number];

export interface SyncNote {
  /** The Omnicasa method whose answer held it. */
  method: string;
  /** The property (or project, category, agent) the note is about, when it has a readable id. */
  id: number | null;
  /** The picture or document, for an item of a list. */
  itemId?: number | null;
  language?: SiteLocale;
  /** The Omnicasa field at fault ('(record)' for a record as a whole). */
  field: string;
  code: NoteCode;
  effect: NoteEffect;
  /** The value received, shortened, for the staff to find it in their CRM. */
  value?: string;
}

const VALUE_LENGTH = 60;

/** A value as a short text: `"abc"`, `12.5`, `true`, `[3 items]`, `{…}`; long texts end with '…'. */
export function shownValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = JSON.stringify(value.length > VALUE_LENGTH ? `${value.slice(0, VALUE_LENGTH)}…` : value);
    return text;
  }
  if (Array.isArray(value)) return `[${value.length} items]`;
  if (value !== null && typeof value === 'object') return '{…}';
  return String(value);
}

/** Notes in a stable order: by id, method, language, field. */
export function sortNotes(notes: readonly SyncNote[]): SyncNote[] {
  const languages: readonly (SiteLocale | undefined)[] = [undefined, ...SITE_LOCALES];
  return [...notes].sort(
    (a, b) =>
      (a.id ?? 0) - (b.id ?? 0) ||
      a.method.localeCompare(b.method) ||
      languages.indexOf(a.language) - languages.indexOf(b.language) ||
      a.field.localeCompare(b.field) ||
      (a.itemId ?? 0) - (b.itemId ?? 0),
  );
}

/** Notes a sync keeps in memory; beyond them it only counts (a feed broken in every field must not fill the memory). */
export const NOTES_HELD = 20_000;

/** Collects notes while a sync reads; `add` returns nothing so callers can note and go on. */
export function createNotes(limit = NOTES_HELD) {
  const list: SyncNote[] = [];
  let count = 0;
  return {
    add(note: SyncNote): void {
      count += 1;
      if (list.length < limit) list.push(note);
    },
    all: (): SyncNote[] => sortNotes(list),
    /** Every note taken, the ones only counted included. */
    get size() {
      return count;
    },
  };
}
export type Notes = ReturnType<typeof createNotes>;
