/**
 * The next stock from the live one and what a sync read (issue 28), as the rows to write: every
 * property in every site language (a language the CRM lacks shows another language's record, the
 * site's default first, marked by its `language`), with a hash per row so that only what changed is
 * written, the ids added, changed and removed, and the prices to record. Pure: no database, no CRM.
 */
import { createHash } from 'node:crypto';
import type { Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { CatalogueRead, PropertyRecords } from './omnicasa/catalogue';

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
  countryName: string | null;
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
  counts: { before: number; after: number; typesBefore: number; typesAfter: number };
}

export const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** The price a visitor sees: null when hidden. */
export const shownPriceOf = (p: Pick<Property, 'PublishPrice' | 'Price'>) => (p.PublishPrice ? p.Price : null);

type Place = Pick<Property, 'City' | 'Zip' | 'CountryID' | 'CountryName'>;
const placeKey = (locale: SiteLocale, p: Pick<Place, 'City' | 'Zip' | 'CountryID'>) => `${locale}|${p.CountryID}|${p.Zip}|${p.City}`;

/**
 * A town's name and its country's name in each language, learned from the properties the CRM has
 * in several languages: a record shown in another language keeps the town name a visitor of this
 * language knows ('Ixelles', not 'Elsene'), when any other property tells it.
 */
export function createPlaceNames() {
  const towns = new Map<string, string>();
  const countries = new Map<string, string>();
  return {
    learn(byLocale: Partial<Record<SiteLocale, Place>>): void {
      for (const [from, a] of Object.entries(byLocale) as [SiteLocale, Place][]) {
        for (const [to, b] of Object.entries(byLocale) as [SiteLocale, Place][]) {
          if (from === to || a.Zip !== b.Zip || a.CountryID !== b.CountryID) continue;
          towns.set(`${placeKey(from, a)}>${to}`, b.City);
          if (a.CountryID !== null && b.CountryName) countries.set(`${a.CountryID}>${to}`, b.CountryName);
        }
      }
    },
    /** The place of `p` (a record in `p.language`) as `locale` names it, when learned. */
    in(p: Place & { language: SiteLocale }, locale: SiteLocale): Pick<Place, 'City' | 'CountryName'> {
      return {
        City: towns.get(`${placeKey(p.language, p)}>${locale}`) ?? p.City,
        CountryName: (p.CountryID !== null ? countries.get(`${p.CountryID}>${locale}`) : undefined) ?? p.CountryName,
      };
    },
  };
}
export type PlaceNames = ReturnType<typeof createPlaceNames>;

/**
 * A property in every site language: its own record where the CRM has one; elsewhere the record
 * of the site's default language (else the first the CRM has), with the type's and the town's
 * names of that language where they are known, and its texts marked as in their own language.
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
    return { ...source, ...places.in(source, locale), MainTypeName: typeName ?? source.MainTypeName };
  });
}

function liveById(rows: readonly LiveRow[]) {
  const byId = new Map<number, Map<SiteLocale, LiveRow>>();
  for (const row of rows) byId.set(row.propertyId, (byId.get(row.propertyId) ?? new Map()).set(row.locale, row));
  return byId;
}

/** What replaces the live stock: the rows that changed, the properties added, changed and removed, the prices. */
export function nextStock(live: LiveIndex, read: CatalogueRead, defaultLocale: SiteLocale): StockChange {
  const byId = liveById(live.rows);
  const places = createPlaceNames();
  for (const rows of byId.values()) {
    places.learn(Object.fromEntries([...rows].filter(([locale, row]) => row.language === locale).map(([locale, row]) => [locale, { City: row.city, Zip: row.zip, CountryID: row.countryId, CountryName: row.countryName }])));
  }
  for (const records of read.properties.values()) places.learn(records);

  const change: StockChange = { upserts: [], removed: [], added: [], updated: [], prices: [], types: null, projects: null, counts: { before: byId.size, after: 0, typesBefore: live.typeCount, typesAfter: read.types[SITE_LOCALES[0]].length } };
  for (const [id, records] of read.properties) {
    const rows = byId.get(id);
    const all = inEveryLanguage(records, defaultLocale, read.types, places);
    let changed = false;
    for (const locale of SITE_LOCALES) {
      const hash = hashOf(all[locale]);
      if (rows?.get(locale)?.hash === hash) continue;
      change.upserts.push({ propertyId: id, locale, data: all[locale], hash });
      changed = true;
    }
    if (!rows) change.added.push(id);
    else if (changed) change.updated.push(id);
    const price = shownPriceOf(all[defaultLocale]);
    if (!live.lastPrices.has(id) || live.lastPrices.get(id) !== price) change.prices.push({ propertyId: id, price });
  }
  const gone = read.complete ? [...byId.keys()].filter((id) => !read.properties.has(id)) : [...read.deletedPropertyIds, ...read.leftOut].filter((id) => byId.has(id) && !read.properties.has(id));
  change.removed = [...new Set(gone)].sort((a, b) => a - b);
  change.counts.after = byId.size + change.added.length - change.removed.length;

  const typesHash = hashOf(read.types);
  if (typesHash !== live.documentHashes.types) change.types = { data: read.types, hash: typesHash };
  const projectsHash = hashOf(read.projects);
  if (projectsHash !== live.documentHashes.projects) change.projects = { data: read.projects, hash: projectsHash };
  return change;
}

/** Whether a change writes anything. */
export const isEmptyChange = (change: StockChange) =>
  change.upserts.length === 0 && change.removed.length === 0 && change.prices.length === 0 && !change.types && !change.projects;
