import Fuse from 'fuse.js';

/**
 * The home search (SPEC §2.4, §5): properties, then cities, then types, from the data of the
 * current language only. Property ID, city name and postal code match exactly (threshold 0);
 * titles and type names match fuzzily.
 */
export type SearchProperty = { id: number; title: string; type: string; city: string; zip: string; price: string; href: string };
export type SearchCity = { name: string; zip: string; searchName: string; href: string; count: number };
export type SearchType = { webId: number; name: string; href: string; count: number };
export type SearchIndex = { properties: SearchProperty[]; cities: SearchCity[]; types: SearchType[] };
export type SearchResults = SearchIndex;

export const EMPTY_RESULTS: SearchResults = { properties: [], cities: [], types: [] };
const LIMIT = { properties: 6, cities: 5, types: 4 } as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Builds a searcher over one language's index; the Fuse instances are made once. */
export function createSearcher(index: SearchIndex): (query: string) => SearchResults {
  const fuzzyProperties = new Fuse(index.properties, {
    keys: ['title', 'type'],
    threshold: 0.35,
    ignoreLocation: true,
    getFn: (obj, path) => fold(String(obj[(Array.isArray(path) ? path[0] : path) as keyof SearchProperty])),
  });
  const fuzzyTypes = new Fuse(index.types, { keys: ['name'], threshold: 0.3, getFn: (t) => fold(t.name) });

  return (raw: string) => {
    const query = fold(raw);
    if (!query) return EMPTY_RESULTS;
    // Exact matches (threshold 0): a property ID, a city name or a postal code (prefix while typing).
    const exactProperties = index.properties.filter(
      (p) => String(p.id) === query || p.zip.startsWith(query) || fold(p.city).startsWith(query),
    );
    const fuzzy = /^\d+$/.test(query) ? [] : fuzzyProperties.search(query).map((r) => r.item);
    const properties = [...new Set([...exactProperties, ...fuzzy])].slice(0, LIMIT.properties);
    const cities = index.cities
      .filter((c) => c.searchName.startsWith(query) || c.zip.startsWith(query))
      .slice(0, LIMIT.cities);
    const types = /^\d+$/.test(query) ? [] : fuzzyTypes.search(query).map((r) => r.item).slice(0, LIMIT.types);
    return { properties, cities, types };
  };
}
