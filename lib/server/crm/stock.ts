/**
 * The next stock from the live one and what a sync read, as the rows to write: every
 * property in every site language (a language the CRM lacks shows another language's record, the
 * site's default first, marked by its `language`), with a hash per row so that only what changed is
 * written, the ids added, changed and removed, and the prices to record. Pure: no database, no CRM.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { Project, Property, PropertyTypeRecord } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { CatalogueRead, PropertyRecords } from './omnicasa/catalogue';
import { readId, readInteger, readLabel } from './omnicasa/field-kinds';

/** What the sync needs to know of one live row (lib/server/crm/catalogue-store loadLiveIndex). */
export type LiveRow = {
  propertyId: number;
  locale: SiteLocale;
  hash: string;
  createDate: string | null;
  /** The record's own language (another one for a language the CRM lacked). */
  language: SiteLocale;
  city: string;
  zip: string;
  countryId: number | null;
};

export type LiveIndex = {
  rows: LiveRow[];
  /** Each property's last recorded price (null: hidden), by id. */
  lastPrices: Map<number, number | null>;
  /** The hash of the live types and projects; null when none is published. */
  documentHashes: { types: string | null; projects: string | null };
  /** How many web categories the live types have (per language, the first's). */
  typeCount: number;
};

export type StockRow = { propertyId: number; locale: SiteLocale; data: Property; hash: string };

export interface StockChange {
  /** Rows to insert or replace. */
  upserts: StockRow[];
  /** Properties to remove, with every row and price of theirs. */
  removed: number[];
  added: number[];
  updated: number[];
  /** The new price of each property first seen or whose price changed. */
  prices: Array<{ propertyId: number; price: number | null }>;
  types: { data: Record<SiteLocale, PropertyTypeRecord[]>; hash: string } | null;
  projects: { data: Project[]; hash: string } | null;
  /** Properties live before and after, properties read that a page can be made of, categories before and after. */
  counts: { before: number; after: number; read: number; typesBefore: number; typesAfter: number };
}

export const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** The price a visitor sees: null when hidden. */
export const shownPriceOf = (p: Pick<Property, 'PublishPrice' | 'Price'>) => (p.PublishPrice ? p.Price : null);

type Place = Pick<Property, 'City' | 'Zip' | 'CountryID'>;
const placeKey = (locale: SiteLocale, p: Place) => `${locale}|${p.CountryID}|${p.Zip}|${p.City}`;

/**
 * A town's name in each language, learned from the properties the CRM has in several languages: a
 * record shown in another language keeps the town name a visitor of this language knows
 * ('Ixelles', not 'Elsene'), when another property tells it. (A country's name stays the record's:
 * only lists of the same properties every sync may teach, or a page would change between syncs.)
 */
export function createPlaceNames() {
  const towns = new Map<string, string>();
  return {
    learn(byLocale: Partial<Record<SiteLocale, Place>>): void {
      for (const [from, a] of Object.entries(byLocale) as [SiteLocale, Place][]) {
        for (const [to, b] of Object.entries(byLocale) as [SiteLocale, Place][]) {
          if (from !== to && a.Zip === b.Zip && a.CountryID === b.CountryID) towns.set(`${placeKey(from, a)}>${to}`, b.City);
        }
      }
    },
    /** The town of `p` (a record in `p.language`) as `locale` names it, when learned. */
    townIn(p: Place & { language: SiteLocale }, locale: SiteLocale): string {
      return towns.get(`${placeKey(p.language, p)}>${locale}`) ?? p.City;
    },
  };
}
export type PlaceNames = ReturnType<typeof createPlaceNames>;

/**
 * A property in every site language: its own record where the CRM has one; elsewhere the record
 * of the site's default language (else the first the CRM has), with the type's and the town's
 * town's names of that language where they are known, and its texts marked as in their own language.
 */
export function inEveryLanguage(
  records: PropertyRecords,
  defaultLocale: SiteLocale,
  types: Record<SiteLocale, PropertyTypeRecord[]>,
  places: PlaceNames,
): Record<SiteLocale, Property> {
  const source = records[defaultLocale] ?? SITE_LOCALES.map((locale) => records[locale]).find(Boolean);
  if (!source) throw new Error('a property without any record');
  return perLanguage((locale) => {
    const own = records[locale];
    if (own) return own;
    const typeName = types[locale].find((type) => type.WebID === source.WebID)?.Name;
    return { ...source, City: places.townIn(source, locale), MainTypeName: typeName ?? source.MainTypeName };
  });
}

function liveById(rows: readonly LiveRow[]) {
  const byId = new Map<number, Map<SiteLocale, LiveRow>>();
  for (const row of rows) byId.set(row.propertyId, (byId.get(row.propertyId) ?? new Map()).set(row.locale, row));
  return byId;
}

/** What the list answers say of a property's place in each language (City and Zip are list fields). */
function listedPlaces(listed: Record<SiteLocale, readonly Record<string, unknown>[]>) {
  const byId = new Map<number, Partial<Record<SiteLocale, Place>>>();
  for (const locale of SITE_LOCALES) {
    for (const item of listed[locale]) {
      const id = readId(item.ID);
      const city = readLabel(item.City);
      const zip = readLabel(item.Zip);
      const country = readInteger(item.CountryID);
      if (!id.ok || id.value === null || !city.ok || city.value === null) continue;
      const place = { City: city.value, Zip: zip.ok ? (zip.value ?? '') : '', CountryID: country.ok ? country.value : null };
      byId.set(id.value, { ...byId.get(id.value), [locale]: place });
    }
  }
  return byId.values();
}

/**
 * Builds the next stock as a sync reads it, one property at a time (a big stock is never whole in
 * memory): `take` gives the rows of a property that differ from the live ones, `finish` what is
 * removed and the figures. Place names are learned from the live stock and the list answers, not
 * from the properties as they come: their order must not change what a page says.
 */
export function createStockBuilder(live: LiveIndex, defaultLocale: SiteLocale) {
  const byId = liveById(live.rows);
  const places = createPlaceNames();
  for (const rows of byId.values()) {
    places.learn(Object.fromEntries([...rows].filter(([locale, row]) => row.language === locale).map(([locale, row]) => [locale, { City: row.city, Zip: row.zip, CountryID: row.countryId }])));
  }
  let types: Record<SiteLocale, PropertyTypeRecord[]> = perLanguage(() => []);
  const read = new Set<number>();
  const added: number[] = [];
  const updated: number[] = [];
  const prices: StockChange['prices'] = [];
  return {
    /** The categories and the list answers, before any property. */
    begin(readTypes: Record<SiteLocale, PropertyTypeRecord[]>, listed: Record<SiteLocale, readonly Record<string, unknown>[]>) {
      types = readTypes;
      for (const byLocale of listedPlaces(listed)) places.learn(byLocale);
    },
    /** A property read: its rows that differ from the live ones. */
    take(id: number, records: PropertyRecords): StockRow[] {
      read.add(id);
      const rows = byId.get(id);
      const all = inEveryLanguage(records, defaultLocale, types, places);
      const changed: StockRow[] = [];
      for (const locale of SITE_LOCALES) {
        const hash = hashOf(all[locale]);
        if (rows?.get(locale)?.hash !== hash) changed.push({ propertyId: id, locale, data: all[locale], hash });
      }
      if (!rows) added.push(id);
      else if (changed.length > 0) updated.push(id);
      const price = shownPriceOf(all[defaultLocale]);
      if (!live.lastPrices.has(id) || live.lastPrices.get(id) !== price) prices.push({ propertyId: id, price });
      return changed;
    },
    /** What the read removes, the documents that changed, the figures. */
    finish(catalogue: Pick<CatalogueRead, 'complete' | 'leftOut' | 'deletedPropertyIds' | 'types' | 'projects'>): Omit<StockChange, 'upserts'> {
      const gone = catalogue.complete ? [...byId.keys()].filter((id) => !read.has(id)) : [...catalogue.deletedPropertyIds, ...catalogue.leftOut].filter((id) => byId.has(id) && !read.has(id));
      const removed = [...new Set(gone)].sort((a, b) => a - b);
      const typesHash = hashOf(catalogue.types);
      const projectsHash = hashOf(catalogue.projects);
      return {
        removed,
        added: [...added].sort((a, b) => a - b),
        updated: [...updated].sort((a, b) => a - b),
        prices,
        types: typesHash === live.documentHashes.types ? null : { data: catalogue.types, hash: typesHash },
        projects: projectsHash === live.documentHashes.projects ? null : { data: catalogue.projects, hash: projectsHash },
        counts: { before: byId.size, after: byId.size + added.length - removed.length, read: read.size, typesBefore: live.typeCount, typesAfter: catalogue.types[SITE_LOCALES[0]].length },
      };
    },
  };
}

/** What replaces the live stock after a whole reading: the rows that changed, the properties added, changed and removed, the prices. */
export function nextStock(live: LiveIndex, read: CatalogueRead, defaultLocale: SiteLocale, listed: Record<SiteLocale, readonly Record<string, unknown>[]> = perLanguage(() => [])): StockChange {
  const builder = createStockBuilder(live, defaultLocale);
  builder.begin(read.types, listed);
  const upserts = [...read.properties].flatMap(([id, records]) => builder.take(id, records));
  return { ...builder.finish(read), upserts };
}

/** Whether a change writes anything. */
export const isEmptyChange = (change: StockChange) =>
  change.upserts.length === 0 && change.removed.length === 0 && change.prices.length === 0 && !change.types && !change.projects;
