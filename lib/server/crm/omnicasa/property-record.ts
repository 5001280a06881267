/**
 * A property of the site (lib/catalogue/schemas) from one language's GetProperty record, leaving out the
 * smallest thing that does not fit: each field is read on its own (./field-kinds) and
 * one that cannot be read is left empty and noted; then the record is checked with the site's own
 * schema, and each value it refuses (a negative surface, a year 3020, a picture without a size) is
 * left out the same way. Only the fields a page cannot do without (an id, a goal, a type, a town)
 * decide whether there is a record at all. Field names: ./property-fields.
 */
import 'server-only';
import {
  propertySchema,
  type Manager,
  type Picture,
  type PointOfInterest,
  type Property,
  type PropertyDocument,
} from '@/lib/catalogue/schemas';
import { perLanguage, type SiteLocale } from '@/lib/locale';
import { MESSAGES } from '@/lib/messages';
import {
  readCode,
  readCoordinate,
  readField,
  readFlag,
  readFreeText,
  readIdList,
  readInteger,
  readLabel,
  readNumber,
  readTimestamp,
  readTitle,
  readUrl,
  type Reading,
} from './field-kinds';
import { shownValue, type NoteCode, type Notes } from './notes';
import { parseLeavingOut, valueAt, type LeaveOut } from './schema-repair';
import {
  DETAIL_GROUPS,
  GROUP_FIELDS,
  NULLABLE_GROUP_KEYS,
  omnicasaFieldOf,
  type FieldSpec,
} from './property-fields';
import type { WireRecord } from './records';

export interface PropertyContext {
  locale: SiteLocale;
  /** GetPropertyPictureList's pictures, read (./catalogue-records), in order. */
  pictures: readonly Picture[];
  /** SmallPictureItem read, or null. */
  smallPicture: Picture | null;
  documents: readonly PropertyDocument[];
  /** The agent whose user id is the record's Manager. */
  manager: Manager | null;
  /** The web categories' names in this language, by WebID (GetWebIDList). */
  categories: ReadonlyMap<number, string>;
  /** When the site first saw the property: its CreateDate when the CRM gives none. */
  firstSeen: string;
  notes: Notes;
  /** Omnicasa fields found in records, to tell which of ours no record had. */
  seenFields?: Set<string>;
}

/** What a record lacks that a page cannot do without, with why. */
export type MissingField = { field: string; code: NoteCode; value?: string };
export type PropertyReading = { ok: true; property: Property } | { ok: false; missing: MissingField[] };

const METHOD = 'GetProperty';

/** The name of a type neither the record nor the categories name: 'Property' in each language. */
const UNNAMED_TYPE: Record<SiteLocale, string> = perLanguage((locale) => MESSAGES[locale].Property.unnamedType);

/** Snapshot fields that only a whole record can have: a value the schema refuses there drops the language's record. */
const ESSENTIAL = new Set(['ID', 'Goal', 'City', 'WebID', 'language']);

/**
 * A text that may be empty, a flag whose absence means 'do not publish': the value a field takes
 * when it cannot be read (null for every other field).
 */
const EMPTY_VALUE: Partial<Record<keyof Property, unknown>> = {
  TypeDescription: '',
  Description: '',
  PublishPrice: false,
  PublishAddress: false,
};

/** A property's core fields: snapshot name, Omnicasa name, reader. */
const CORE_FIELDS: ReadonlyArray<readonly [keyof Property, string, (value: unknown) => Reading<unknown>]> = [
  ['Zip', 'Zip', readLabel],
  ['TypeDescription', 'TypeDescription', readTitle],
  ['RecordFile', 'RecordFile', readLabel],
  ['Marquee', 'Marquee', readCode],
  ['MarqueeName', 'MarqueeName', readLabel],
  ['PublishPrice', 'PublishPrice', readFlag],
  ['Price', 'Price', readNumber],
  ['PriceUnit', 'PriceUnit', readCode],
  ['PriceUnitText', 'PriceUnitText', readLabel],
  ['PublishAddress', 'PublishAddress', readFlag],
  ['Street', 'Street', readLabel],
  ['HouseNumber', 'HouseNumber', readLabel],
  ['BoxNr', 'BoxNr', readLabel],
  ['CountryID', 'CountryID', readInteger],
  ['CountryName', 'CountryName', readLabel],
  ['EnergyPerformance', 'EnergyPerformance', readNumber],
  ['EPCLabelText', 'EPCLabelText', readLabel],
  ['Latitude', 'GoogleX', readCoordinate],
  ['Longitude', 'GoogleY', readCoordinate],
  ['CreateDate', 'CreatedDate', readTimestamp],
  ['ModifyDate', 'LastChangedDate', readTimestamp],
  ['Description', 'DescriptionA', readFreeText],
  ['VirtualTour', 'VirtualTour', readUrl],
  ['Video', 'Video', readUrl],
];

const POI_FIELDS: ReadonlyArray<readonly [keyof PointOfInterest, (value: unknown) => Reading<unknown>]> = [
  ['Name', readLabel],
  ['Category', readLabel],
  ['Type', readLabel],
  ['Distance', readNumber],
  ['Latitude', readCoordinate],
  ['Longitude', readCoordinate],
];

/** Reads one field, noting a value that could not be read; null then. */
function fieldOf(raw: WireRecord, name: string, read: (value: unknown) => Reading<unknown>, ctx: PropertyContext): unknown {
  if (name in raw) ctx.seenFields?.add(name);
  const reading = read(raw[name]);
  if (reading.ok) return reading.value;
  ctx.notes.add({ method: METHOD, id: raw.ID, language: ctx.locale, field: name, code: reading.code, effect: 'field', value: shownValue(raw[name]) });
  return null;
}

/** Nearby places: each read whole or left out. */
function pointsOfInterest(raw: WireRecord, ctx: PropertyContext): unknown[] {
  const value = raw.PointsOfInterest;
  if (value === null || value === undefined) return [];
  ctx.seenFields?.add('PointsOfInterest');
  if (!Array.isArray(value)) {
    ctx.notes.add({ method: METHOD, id: raw.ID, language: ctx.locale, field: 'PointsOfInterest', code: 'invalid', effect: 'field', value: shownValue(value) });
    return [];
  }
  return value.flatMap((item, index) => {
    const fields = POI_FIELDS.map(([name, read]) => [name, read((item as Record<string, unknown> | null)?.[name])] as const);
    const unreadable = fields.find(([, reading]) => !reading.ok || reading.value === null);
    if (!unreadable) return [Object.fromEntries(fields.map(([name, reading]) => [name, (reading as { value: unknown }).value]))];
    const [name, reading] = unreadable;
    ctx.notes.add({ method: METHOD, id: raw.ID, itemId: index + 1, language: ctx.locale, field: `PointsOfInterest.${name}`, code: reading.ok ? 'missing' : reading.code, effect: 'item' });
    return [];
  });
}

function detailGroups(raw: WireRecord, ctx: PropertyContext): Record<string, unknown> {
  const groups: Record<string, unknown> = {};
  for (const group of DETAIL_GROUPS) {
    const fields = Object.entries(GROUP_FIELDS[group] as Record<string, FieldSpec>);
    const values = Object.fromEntries(fields.map(([field, [name, kind]]) => [field, fieldOf(raw, name, (v) => readField(kind, v), ctx)]));
    const key = NULLABLE_GROUP_KEYS[group];
    groups[group] = key && values[key] === null ? null : values;
  }
  return groups;
}

/** The type: WebID, else the first of WebIDs; WebIDs always holds it. */
function typeOf(raw: WireRecord, ctx: PropertyContext): { WebID: number | null; WebIDs: number[] } {
  const listed = fieldOf(raw, 'WebIDs', readIdList, ctx) as number[] | null;
  const own = fieldOf(raw, 'WebID', readInteger, ctx) as number | null;
  const webId = own !== null && own > 0 ? own : (listed?.[0] ?? null);
  if (webId === null) return { WebID: null, WebIDs: [] };
  return { WebID: webId, WebIDs: [webId, ...(listed ?? []).filter((id) => id !== webId)] };
}

/** The fields without which there is no page: returns what is missing, noted by the caller. */
function essentialsOf(raw: WireRecord, ctx: PropertyContext) {
  const missing: MissingField[] = [];
  const goal = readInteger(raw.Goal);
  if (!goal.ok || goal.value === null || goal.value < 0) missing.push({ field: 'Goal', code: goal.ok && goal.value === null ? 'missing' : 'invalid', value: shownValue(raw.Goal) });
  const city = readLabel(raw.City);
  if (!city.ok || city.value === null) missing.push({ field: 'City', code: city.ok ? 'missing' : city.code, value: shownValue(raw.City) });
  const type = typeOf(raw, ctx);
  if (type.WebID === null) missing.push({ field: 'WebID', code: 'missing', value: shownValue(raw.WebID) });
  const typeName = (fieldOf(raw, 'MainTypeName', readLabel, ctx) as string | null) ?? (type.WebID === null ? null : (ctx.categories.get(type.WebID) ?? null));
  if (type.WebID !== null && typeName === null) {
    ctx.notes.add({ method: METHOD, id: raw.ID, language: ctx.locale, field: 'MainTypeName', code: 'missing', effect: 'field', value: shownValue(raw.MainTypeName) });
  }
  for (const name of ['Goal', 'City', 'WebID', 'WebIDs', 'MainTypeName']) if (name in raw) ctx.seenFields?.add(name);
  return { missing, goal: goal.ok ? goal.value : null, city: city.ok ? city.value : null, type, typeName: typeName ?? UNNAMED_TYPE[ctx.locale] };
}

/** The candidate record before the site's schema has had its say. */
function candidateOf(raw: WireRecord, ctx: PropertyContext, essentials: ReturnType<typeof essentialsOf>): Record<string, unknown> {
  const core = Object.fromEntries(CORE_FIELDS.map(([field, name, read]) => [field, fieldOf(raw, name, read, ctx) ?? EMPTY_VALUE[field] ?? null]));
  const created = (core.CreateDate as string | null) ?? ctx.firstSeen;
  const modified = (core.ModifyDate as string | null) ?? created;
  return {
    ...core,
    ID: raw.ID,
    Goal: essentials.goal,
    City: essentials.city,
    Zip: core.Zip ?? '',
    WebID: essentials.type.WebID,
    WebIDs: essentials.type.WebIDs.join(','),
    MainTypeName: essentials.typeName,
    language: ctx.locale,
    SmallPictureItem: ctx.smallPicture ?? ctx.pictures[0] ?? null,
    CreateDate: created,
    ModifyDate: modified < created ? created : modified,
    Pictures: ctx.pictures,
    ...detailGroups(raw, ctx),
    Manager: ctx.manager,
    Documents: ctx.documents,
    PointsOfInterest: pointsOfInterest(raw, ctx),
  };
}

/** Arrays whose items are left out one by one. */
const ITEM_LISTS = new Set(['Pictures', 'Documents', 'PointsOfInterest']);
/** Parts that are left out whole (null) when a value of theirs is refused. */
const WHOLE_PARTS = new Set(['SmallPictureItem', 'Manager', 'MobilityScore', 'Annuity']);

/**
 * Leaves out what the schema refused at `path`: an item of a list, a whole part, a detail field or
 * a top-level field (null, or its empty value); null for a field a record cannot do without.
 */
const leaveOut: LeaveOut = (candidate, path) => {
  const [first, second] = path.map(String);
  if (first === undefined || ESSENTIAL.has(first)) return null;
  if (ITEM_LISTS.has(first) && typeof path[1] === 'number') return 'item';
  if (WHOLE_PARTS.has(first)) candidate[first] = null;
  else if ((DETAIL_GROUPS as readonly string[]).includes(first) && second !== undefined) {
    // A refused item of a list field (a comfort text) empties the field: its other items may be as wrong.
    (candidate[first] as Record<string, unknown>)[second] = null;
  } else if (first === 'WebIDs') candidate.WebIDs = String(candidate.WebID);
  else if (first === 'ModifyDate') candidate.ModifyDate = candidate.CreateDate;
  else candidate[first] = EMPTY_VALUE[first as keyof Property] ?? null;
  return 'field';
};

/** Checks `candidate` with the site's schema, leaving out (and noting) what it refuses. */
function checked(raw: WireRecord, candidate: Record<string, unknown>, ctx: PropertyContext): PropertyReading {
  const result = parseLeavingOut(propertySchema, candidate, leaveOut, ({ path, effect, value, item }) => {
    const itemId = (item as { ID?: unknown } | undefined)?.ID;
    ctx.notes.add({
      method: METHOD,
      id: raw.ID,
      ...(effect === 'item' ? { itemId: typeof itemId === 'number' ? itemId : null } : {}),
      language: ctx.locale,
      field: omnicasaFieldOf(path.filter((key) => typeof key !== 'number')),
      code: 'outOfRange',
      effect,
      value: shownValue(value),
    });
  });
  if (result.ok) return { ok: true, property: result.value };
  const field = omnicasaFieldOf(result.path);
  return { ok: false, missing: [{ field, code: 'invalid', value: shownValue(valueAt(candidate, result.path)) }] };
}

/** The site's property from one language's GetProperty record, or what it lacks to be one. */
export function readProperty(raw: WireRecord, ctx: PropertyContext): PropertyReading {
  const essentials = essentialsOf(raw, ctx);
  if (essentials.missing.length > 0) return { ok: false, missing: essentials.missing };
  return checked(raw, candidateOf(raw, ctx, essentials), ctx);
}
