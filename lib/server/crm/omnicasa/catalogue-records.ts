/**
 * The smaller records of a catalogue read, each read leniently: pictures, documents,
 * agents and web categories. A picture or a document that does not fit is left out alone; a field
 * of an agent that does not fit is left empty; a category missing a language's name takes another
 * language's. Each thing left out is noted (./notes).
 */
import 'server-only';
import { z } from 'zod';
import type { Manager, Picture, PropertyDocument, PropertyTypeRecord } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { readFlag, readId, readInteger, readLabel, type Reading } from './field-kinds';
import { shownValue, type NoteCode, type Notes, type SyncNote } from './notes';
import { isShowablePictureUrl } from './picture-origins';

/** Where a record was read: its method, the property (or project) it belongs to, the language. */
export type Where = { method: string; id: number | null; language?: SiteLocale };

type Raw = Record<string, unknown> | null | undefined;

const emailSchema = z.email();

/** The value of a required field, or the note of why there is none. */
function required<T>(raw: Raw, field: string, read: (value: unknown) => Reading<T>): { value: T } | { code: NoteCode; field: string } {
  const reading = read(raw?.[field]);
  if (reading.ok && reading.value !== null) return { value: reading.value };
  return { code: reading.ok ? 'missing' : reading.code, field };
}

function noteItem(notes: Notes, where: Where, raw: Raw, problem: { code: NoteCode; field: string }) {
  const itemId = readId(raw?.ID);
  notes.add({ ...where, itemId: itemId.ok ? itemId.value : null, field: problem.field, code: problem.code, effect: 'item', value: shownValue(raw?.[problem.field]) });
}

/** A picture: id, URL on the site or a picture origin, width and height; or null (noted). */
export function readPicture(raw: Raw, where: Where, origins: readonly string[], notes: Notes): Picture | null {
  const id = required(raw, 'ID', readId);
  const url = required(raw, 'Url', readLabel);
  const width = required(raw, 'Width', readId);
  const height = required(raw, 'Height', readId);
  const problem = [id, url, width, height].find((part) => 'code' in part);
  if (problem && 'code' in problem) {
    noteItem(notes, where, raw, problem);
    return null;
  }
  const picture = { ID: (id as { value: number }).value, Url: (url as { value: string }).value, Width: (width as { value: number }).value, Height: (height as { value: number }).value };
  if (!isShowablePictureUrl(picture.Url, origins)) {
    noteItem(notes, where, raw, { code: 'pictureOrigin', field: 'Url' });
    return null;
  }
  const name = readLabel(raw?.Name);
  return { ...picture, Name: name.ok ? name.value : null };
}

/** The pictures of a list answer that can be shown, in order, each id once. */
export function readPictures(items: readonly unknown[], where: Where, origins: readonly string[], notes: Notes): Picture[] {
  const seen = new Set<number>();
  return items.flatMap((item) => {
    const picture = readPicture(item as Raw, where, origins, notes);
    if (!picture) return [];
    if (seen.has(picture.ID)) {
      notes.add({ ...where, itemId: picture.ID, field: 'ID', code: 'duplicate', effect: 'item' });
      return [];
    }
    seen.add(picture.ID);
    return [picture];
  });
}

const SITE_PATH = /^\/[^/]/;

function readLink(value: unknown): Reading<string> {
  const text = readLabel(value);
  if (!text.ok || text.value === null) return text;
  if (SITE_PATH.test(text.value)) return text;
  try {
    const url = new URL(text.value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { ok: true, value: url.href } : { ok: false, code: 'invalid' };
  } catch {
    return { ok: false, code: 'invalid' };
  }
}

/** The file name at the end of a URL, as a document's name when the CRM gives none. */
function fileNameOf(url: string): string | null {
  const last = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '').trim();
  return last || null;
}

/**
 * A document of GetDocumentList with its property (ObjectID): id, link and name are needed (a
 * missing name is the file's); a size that is absent or not a number is left empty.
 */
export function readDocument(raw: Raw, where: Where, notes: Notes): { propertyId: number; document: PropertyDocument } | null {
  const property = required(raw, 'ObjectID', readId);
  const id = required(raw, 'ID', readId);
  const url = required(raw, 'Url', readLink);
  const problem = [property, id, url].find((part) => 'code' in part);
  if (problem && 'code' in problem) {
    noteItem(notes, { ...where, id: 'value' in property ? property.value : null }, raw, problem);
    return null;
  }
  const propertyId = (property as { value: number }).value;
  const link = (url as { value: string }).value;
  const name = readLabel(raw?.Name);
  const size = readId(raw?.Size);
  const itemId = (id as { value: number }).value;
  if (!size.ok) notes.add({ ...where, id: propertyId, itemId, field: 'Size', code: size.code, effect: 'field', value: shownValue(raw?.Size) });
  const title = (name.ok ? name.value : null) ?? fileNameOf(link);
  if (title === null) {
    noteItem(notes, { ...where, id: propertyId }, raw, { code: 'missing', field: 'Name' });
    return null;
  }
  return { propertyId, document: { ID: itemId, Name: title, Url: link, Size: size.ok ? size.value : null } };
}

/** An agent of GetUserList: a name is needed; an e-mail, phone or photo that does not fit is left empty. */
export function readAgent(raw: Raw, origins: readonly string[], notes: Notes): Manager | null {
  const where: Where = { method: 'GetUserList', id: null };
  const id = required(raw, 'ID', readId);
  const name = required(raw, 'Name', readLabel);
  if ('code' in id || 'code' in name) {
    const problem = 'code' in id ? id : (name as { code: NoteCode; field: string });
    notes.add({ ...where, id: 'value' in id ? id.value : null, field: problem.field, code: problem.code, effect: 'record', value: shownValue(raw?.[problem.field]) });
    return null;
  }
  const field = (fieldName: string, value: string | null, code: NoteCode = 'invalid'): string | null => {
    if (value === null && raw?.[fieldName] !== undefined && raw?.[fieldName] !== null && raw?.[fieldName] !== '') {
      notes.add({ ...where, id: id.value, field: fieldName, code, effect: 'field', value: shownValue(raw?.[fieldName]) });
    }
    return value;
  };
  const email = readLabel(raw?.Email);
  const phone = readLabel(raw?.PhoneNumber);
  const photo = readLink(raw?.PhotoUrl);
  const photoUrl = photo.ok && photo.value !== null && isShowablePictureUrl(photo.value, origins) ? photo.value : null;
  return {
    ID: id.value,
    Name: name.value,
    Email: field('Email', email.ok && email.value !== null && emailSchema.safeParse(email.value).success ? email.value : null),
    Phone: field('PhoneNumber', phone.ok ? phone.value : null),
    Photo: field('PhotoUrl', photoUrl, photo.ok && photo.value !== null ? 'pictureOrigin' : 'invalid'),
  };
}

type Category = { ID: number; WebID: number; ShowOrder: number | null; Sale: boolean | null; Rent: boolean | null; names: Partial<Record<SiteLocale, string>> };

/**
 * The web categories (GetWebIDList in each language) as the site's types: every WebID any
 * language gives, in ShowOrder; a name missing in a language is another language's (noted).
 */
export function readCategories(answers: Record<SiteLocale, readonly unknown[]>, notes: Notes): Record<SiteLocale, PropertyTypeRecord[]> {
  const byWebId = new Map<number, Category>();
  for (const locale of SITE_LOCALES) {
    const seen = new Set<number>();
    for (const item of answers[locale] as Raw[]) {
      const where: SyncNote = { method: 'GetWebIDList', id: null, language: locale, field: 'WebID', code: 'missing', effect: 'record' };
      const webId = required(item, 'WebID', readId);
      if ('code' in webId) {
        notes.add({ ...where, code: webId.code, value: shownValue(item?.WebID) });
        continue;
      }
      if (seen.has(webId.value)) {
        notes.add({ ...where, id: webId.value, code: 'duplicate' });
        continue;
      }
      seen.add(webId.value);
      const category = byWebId.get(webId.value) ?? { ID: webId.value, WebID: webId.value, ShowOrder: null, Sale: null, Rent: null, names: {} };
      const id = readId(item?.ID);
      const order = readInteger(item?.ShowOrder);
      const sale = readFlag(item?.Sale);
      const rent = readFlag(item?.Rent);
      const name = readLabel(item?.Name);
      if (id.ok && id.value !== null && locale === SITE_LOCALES[0]) category.ID = id.value;
      category.ShowOrder ??= order.ok ? order.value : null;
      category.Sale ??= sale.ok ? sale.value : null;
      category.Rent ??= rent.ok ? rent.value : null;
      if (name.ok && name.value !== null) category.names[locale] = name.value;
      byWebId.set(webId.value, category);
    }
  }
  const categories = [...byWebId.values()].filter((category) => {
    if (Object.keys(category.names).length > 0) return true;
    notes.add({ method: 'GetWebIDList', id: category.WebID, field: 'Name', code: 'missing', effect: 'record' });
    return false;
  });
  categories.sort((a, b) => (a.ShowOrder ?? Number.MAX_SAFE_INTEGER) - (b.ShowOrder ?? Number.MAX_SAFE_INTEGER) || a.WebID - b.WebID);
  return perLanguage((locale) =>
    categories.map((category, index) => {
      let name = category.names[locale];
      if (name === undefined) {
        const other = SITE_LOCALES.find((l) => category.names[l] !== undefined)!;
        name = category.names[other]!;
        notes.add({ method: 'GetWebIDList', id: category.WebID, language: locale, field: 'Name', code: 'notInLanguage', effect: 'language' });
      }
      return { ID: category.ID, WebID: category.WebID, Name: name, ShowOrder: category.ShowOrder ?? index + 1, Sale: category.Sale ?? true, Rent: category.Rent ?? true, language: locale };
    }),
  );
}
