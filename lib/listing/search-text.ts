/**
 * What a visitor typed in a search box that works without JavaScript (the 404 page's: `?q=` on a
 * list), read as the home search reads it (SPEC §5: a property's ID, a postal code or a town
 * exactly, a type by its name): each word becomes a list filter, or the property itself.
 */
import { dataStore, getProperties, getProperty, type City } from '@/lib/catalogue';
import { searchNameOf } from '@/lib/catalogue/store';
import type { SiteLocale } from '@/lib/locale';

export type SearchTextTarget =
  /** The ID of a property the site shows: its page. */
  | { kind: 'property'; id: number }
  /** The filters the words name; a word that names nothing keeps the list empty (`unknown`). */
  | { kind: 'filters'; city: { name: string; zip: string } | null; type: number | null; unknown: string | null };

export interface SearchTextCatalogue {
  propertyExists(id: number): boolean;
  cities: readonly Pick<City, 'Name' | 'Zip'>[];
  types: readonly { WebID: number; Name: string }[];
}

const POSTAL_CODE = /^(?:[a-z]{1,2}-?)?(\d{4,5})$/i;

/** Splits the text into words, but keeps a town or type name of several words ('Sint-Lambrechts-Woluwe', 'Garage/Parking') whole. */
function phrases(text: string, known: readonly string[]): string[] {
  const normal = searchNameOf(text).replace(/\s+/g, ' ');
  const found = known.filter((name) => name.length > 0 && ` ${normal} `.includes(` ${name} `)).sort((a, b) => b.length - a.length);
  let rest = ` ${normal} `;
  const out: string[] = [];
  for (const name of found) {
    if (!rest.includes(` ${name} `)) continue;
    out.push(name);
    rest = rest.replace(` ${name} `, ' ');
  }
  return [...out, ...rest.split(' ').filter(Boolean)];
}

/** Where `text` leads, or null for blank text. */
export function resolveSearchText(text: string, catalogue: SearchTextCatalogue): SearchTextTarget | null {
  const trimmed = text.trim().slice(0, 100);
  if (!trimmed) return null;
  if (/^\d{5,9}$/.test(trimmed) && catalogue.propertyExists(Number(trimmed))) return { kind: 'property', id: Number(trimmed) };
  const towns = catalogue.cities.map((c) => ({ city: c, name: searchNameOf(c.Name) }));
  const types = catalogue.types.map((t) => ({ type: t, name: searchNameOf(t.Name) }));
  let city: { name: string; zip: string } | null = null;
  let type: number | null = null;
  const unknown: string[] = [];
  for (const word of phrases(trimmed, [...towns.map((t) => t.name), ...types.map((t) => t.name)])) {
    const zip = POSTAL_CODE.exec(word)?.[1];
    const named = zip ? towns.filter((t) => t.city.Zip.replace(/\D/g, '') === zip) : towns.filter((t) => t.name === word);
    const kind = types.find((t) => t.name === word);
    if (named.length > 0 && !city) {
      // A name several postal codes share is every town of that name.
      const zips = new Set(named.map((t) => t.city.Zip));
      city = { name: named[0]!.city.Name, zip: zips.size === 1 ? named[0]!.city.Zip : '' };
    } else if (kind && type === null) type = kind.type.WebID;
    else unknown.push(word);
  }
  return { kind: 'filters', city, type, unknown: unknown.length > 0 ? unknown.join(' ') : null };
}

const getTypeRecords = (locale: SiteLocale) => dataStore().getTypeRecords()[locale];

/** The stock the site shows in `locale`, as the search reads it (its towns straight from the properties: no counts to make per request). */
export function searchTextCatalogue(locale: SiteLocale): SearchTextCatalogue {
  const towns = new Map(getProperties(locale).map((p) => [`${p.City}|${p.Zip}`, { Name: p.City, Zip: p.Zip }]));
  return { propertyExists: (id) => getProperty(locale, id) !== undefined, cities: [...towns.values()], types: getTypeRecords(locale) };
}
