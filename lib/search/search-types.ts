/**
 * The shapes of the home search, apart from its engine (search-index.ts, which pulls in fuse.js):
 * the search box imports these statically and the engine only on first use.
 */
export type SearchProperty = { id: number; title: string; type: string; city: string; zip: string; price: string; href: string };
export type SearchCity = { name: string; zip: string; searchName: string; href: string; count: number };
export type SearchType = { webId: number; name: string; href: string; count: number };
export type SearchIndex = { properties: SearchProperty[]; cities: SearchCity[]; types: SearchType[] };
export type SearchResults = SearchIndex;

export const EMPTY_RESULTS: SearchResults = { properties: [], cities: [], types: [] };
