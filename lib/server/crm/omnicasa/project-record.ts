/**
 * A new-build project of the site from its GetProject record in each language the CRM has it in,
 * read leniently like a property (./property-record): a name and a town are needed (in any
 * language: the others take that language's text), a unit that does not fit is left out alone, and
 * any other field that does not fit is left empty. A unit may name a property that is not on the
 * site: the project page shows it without a link.
 */
import 'server-only';
import { projectSchema, type Manager, type Picture, type Project } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import {
  readCode,
  readCoordinate,
  readDay,
  readFlag,
  readFreeText,
  readId,
  readInteger,
  readLabel,
  readNumber,
  readTimestamp,
  readTitle,
  type Reading,
} from './field-kinds';
import { shownValue, type Notes } from './notes';
import type { WireRecord } from './records';
import { parseLeavingOut, valueAt, type LeaveOut } from './schema-repair';

const METHOD = 'GetProject';

export interface ProjectContext {
  pictures: readonly Picture[];
  manager: Manager | null;
  /** When the site first saw the project: its dates when the CRM gives none. */
  firstSeen: string;
  notes: Notes;
}

/** Project fields whose Omnicasa name differs (the units' fields are named as a property's). */
const OMNICASA_NAMES: Record<string, string> = {
  Description: 'DescriptionA',
  Latitude: 'GoogleX',
  Longitude: 'GoogleY',
  CreateDate: 'CreatedDate',
  ModifyDate: 'LastChangedDate',
  Bedrooms: 'NumberOfBedRooms',
  Surface: 'SurfaceLiving',
};
const omnicasaPathOf = (path: readonly PropertyKey[]) => path.filter((key) => typeof key !== 'number').map((key) => OMNICASA_NAMES[String(key)] ?? String(key)).join('.');

/** Each language's reading of a text field, the missing ones taking the first language's that has it. */
function localized(records: Partial<Record<SiteLocale, WireRecord>>, field: string, read: (value: unknown) => Reading<string>): Record<SiteLocale, string> | null {
  const own = perLanguage((locale) => {
    const reading = read(records[locale]?.[field]);
    return reading.ok ? reading.value : null;
  });
  const fallback = SITE_LOCALES.map((locale) => own[locale]).find((text) => text !== null);
  return fallback === undefined ? null : perLanguage((locale) => own[locale] ?? fallback!);
}

function unitOf(raw: Record<string, unknown>) {
  const value = <T>(reading: Reading<T>) => (reading.ok ? reading.value : null);
  const id = value(readId(raw.ID));
  return {
    ID: id,
    Reference: value(readLabel(raw.Reference)) ?? value(readLabel(raw.RecordFile)) ?? (id === null ? null : String(id)),
    WebID: value(readId(raw.WebID)),
    Floor: value(readInteger(raw.Floor)),
    Bedrooms: value(readInteger(raw.NumberOfBedRooms)),
    Surface: value(readNumber(raw.SurfaceLiving)),
    Price: value(readNumber(raw.Price)),
    Marquee: value(readCode(raw.Marquee)),
    // Some accounts give the unit its property's id as its own ID: a property of that id, if the
    // site has one, is the unit's (the page links a unit only to a property it has).
    PropertyID: value(readId(raw.PropertyID)) ?? id,
  };
}

const leaveOut: LeaveOut = (candidate, path) => {
  const [first, second] = path.map(String);
  if (first === undefined || ['ID', 'Name', 'City'].includes(first)) return null;
  if ((first === 'Units' || first === 'Pictures') && second !== undefined && /^\d+$/.test(second)) return 'item';
  if (['Description', 'CountryName'].includes(first)) candidate[first] = perLanguage(() => '');
  else candidate[first] = null;
  return 'field';
};

/** The project, or null (noted) when it has no name or no town in any language. */
export function readProject(records: Partial<Record<SiteLocale, WireRecord>>, ctx: ProjectContext): Project | null {
  const first = SITE_LOCALES.map((locale) => records[locale]).find(Boolean)!;
  const id = first.ID;
  const name = localized(records, 'Name', readTitle);
  const city = localized(records, 'City', readLabel);
  if (!name || !city) {
    ctx.notes.add({ method: METHOD, id, field: name ? 'City' : 'Name', code: 'missing', effect: 'record' });
    return null;
  }
  const one = <T>(field: string, read: (value: unknown) => Reading<T>): T | null => {
    const reading = read(first[field]);
    if (reading.ok) return reading.value;
    ctx.notes.add({ method: METHOD, id, field, code: reading.code, effect: 'field', value: shownValue(first[field]) });
    return null;
  };
  const created = one('CreatedDate', readTimestamp) ?? ctx.firstSeen;
  const modified = one('LastChangedDate', readTimestamp) ?? created;
  const units = Array.isArray(first.Units) ? (first.Units as unknown[]) : [];
  const candidate: Record<string, unknown> = {
    ID: id,
    Name: name,
    Description: localized(records, 'DescriptionA', readFreeText) ?? perLanguage(() => ''),
    PublicAddress: one('PublicAddress', readFlag) ?? one('PublishAddress', readFlag) ?? false,
    Street: localized(records, 'Street', readLabel),
    HouseNumber: one('HouseNumber', readLabel),
    BoxNr: one('BoxNr', readLabel),
    Zip: one('Zip', readLabel) ?? '',
    City: city,
    CountryID: one('CountryID', readId),
    CountryName: localized(records, 'CountryName', readLabel) ?? perLanguage(() => ''),
    Latitude: one('GoogleX', readCoordinate),
    Longitude: one('GoogleY', readCoordinate),
    DeliveryDate: one('DeliveryDate', readDay),
    Pictures: ctx.pictures,
    Units: units.map((unit) => unitOf((unit ?? {}) as Record<string, unknown>)),
    Manager: ctx.manager,
    CreateDate: created,
    ModifyDate: modified < created ? created : modified,
  };
  const result = parseLeavingOut(projectSchema, candidate, leaveOut, ({ path, effect, value, item }) => {
    const itemId = (item as { ID?: unknown } | undefined)?.ID;
    ctx.notes.add({ method: METHOD, id, ...(effect === 'item' ? { itemId: typeof itemId === 'number' ? itemId : null } : {}), field: omnicasaPathOf(path), code: value === null || value === undefined ? 'missing' : 'outOfRange', effect, value: shownValue(value) });
  });
  if (result.ok) return result.value;
  ctx.notes.add({ method: METHOD, id, field: omnicasaPathOf(result.path), code: 'invalid', effect: 'record', value: shownValue(valueAt(candidate, result.path)) });
  return null;
}
