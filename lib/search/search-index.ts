import Fuse from 'fuse.js';
import { EMPTY_RESULTS, type SearchIndex, type SearchProperty, type SearchResults } from './search-types';

/**
 * The home search (SPEC §2.4, §5): properties, then cities, then types, from the data of the
 * current language only. Property ID, city name and postal code match exactly (threshold 0);
 * titles and type names match fuzzily, and so does a city name when no city matches exactly
 * (a typo finds the city and its properties; an exact prefix is never mixed with near misses).
 */
export type { SearchCity, SearchIndex, SearchProperty, SearchResults, SearchType } from './search-types';

const LIMIT = { properties: 6, cities: 5, types: 4 } as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The words of a text, folded: 'Maison de maître' → ['maison', 'de', 'maitre']. */
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Titles and types, fuzzily, in time that does not grow with the text of every property: each
 * query word is matched against the vocabulary (the distinct words of all titles and types: by
 * prefix, and with Fuse from 3 letters), and an inverted index gives the properties that hold a
 * matched word. Properties that hold a match for every query word come first.
 */
function wordSearcher(properties: SearchProperty[]) {
  const postings = new Map<string, number[]>();
  properties.forEach((p, i) => {
    for (const word of new Set(wordsOf(`${p.title} ${p.type}`))) {
      const list = postings.get(word);
      if (list) list.push(i);
      else postings.set(word, [i]);
    }
  });
  const vocabulary = [...postings.keys()];
  const fuzzyWords = new Fuse(vocabulary, { threshold: 0.34, ignoreLocation: true });

  /** The best `limit` properties, and whether the first of them matches every query word. */
  return (query: string, limit: number): { items: SearchProperty[]; complete: boolean } => {
    const words = wordsOf(query);
    // counts[i]: how many query words property i matches; mark[i]: the last word that counted it.
    const counts = new Uint8Array(properties.length);
    const mark = new Uint16Array(properties.length);
    words.forEach((word, w) => {
      const matched = new Set(vocabulary.filter((v) => v.startsWith(word)));
      if (word.length >= 3) for (const r of fuzzyWords.search(word)) matched.add(r.item);
      for (const v of matched) {
        for (const i of postings.get(v)!) {
          if (mark[i] === w + 1) continue;
          mark[i] = w + 1;
          counts[i] = counts[i]! + 1;
        }
      }
    });
    const found: SearchProperty[] = [];
    let complete = false;
    for (let k = Math.min(words.length, 255); k >= 1 && found.length < limit; k -= 1) {
      for (let i = 0; i < properties.length && found.length < limit; i += 1) {
        if (counts[i] !== k) continue;
        if (found.length === 0) complete = k === words.length;
        found.push(properties[i]!);
      }
    }
    return { items: found, complete };
  };
}

/** Builds a searcher over one language's index; the Fuse instances are made once. */
export function createSearcher(index: SearchIndex): (query: string) => SearchResults {
  const fuzzyProperties = wordSearcher(index.properties);
  const foldedCity = index.properties.map((p) => fold(p.city));
  const fuzzyTypes = new Fuse(index.types, { keys: ['name'], threshold: 0.3, getFn: (t) => fold(t.name) });
  const fuzzyCities = new Fuse(index.cities, { keys: ['searchName'], threshold: 0.34, ignoreLocation: true });

  return (raw: string) => {
    const query = fold(raw);
    if (!query) return EMPTY_RESULTS;
    // Exact matches (threshold 0): a property ID, a city name or a postal code (prefix while typing).
    const exactProperties = index.properties.filter(
      (p, i) => String(p.id) === query || p.zip.startsWith(query) || foldedCity[i]!.startsWith(query),
    );
    const digits = /^\d+$/.test(query);
    const fuzzy = digits ? { items: [], complete: false } : fuzzyProperties(query, LIMIT.properties * 2);
    let cities = index.cities.filter((c) => c.searchName.startsWith(query) || c.zip.startsWith(query));
    let cityProperties: SearchProperty[] = [];
    if (!digits && cities.length === 0 && exactProperties.length === 0 && !fuzzy.complete) {
      // Neither a city nor title words: a misspelt city ('Elesne'). The nearest names, their properties.
      cities = fuzzyCities.search(query).map((r) => r.item);
      const names = new Set(cities.map((c) => c.searchName));
      cityProperties = index.properties.filter((_, i) => names.has(foldedCity[i]!));
    }
    cities = cities.slice(0, LIMIT.cities);
    const properties: SearchProperty[] = [];
    const seen = new Set<SearchProperty>();
    for (const p of [...exactProperties, ...cityProperties, ...fuzzy.items]) {
      if (properties.length === LIMIT.properties) break;
      if (seen.has(p)) continue;
      seen.add(p);
      properties.push(p);
    }
    const types = digits ? [] : fuzzyTypes.search(query).map((r) => r.item).slice(0, LIMIT.types);
    return { properties, cities, types };
  };
}
