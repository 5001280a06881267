import type { ListQuery } from './list-query';

/** A town of the catalogue in one language (lib/catalogue getCities). */
export type CatalogueTown = { Name: string; Zip: string; CountryID: number | null };

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * A list's town ('Name|Zip', SPEC §2.2) under its name in another language: the catalogue's town
 * with the same postal code (in the same country) there, 'Ixelles|1050' → 'Elsene|1050'. Where the
 * code has several towns and none of the same name, the postal code alone; a code the other
 * language does not list keeps the town as it is.
 */
export function townIn(
  town: NonNullable<ListQuery['city']>,
  from: readonly CatalogueTown[],
  to: readonly CatalogueTown[],
): NonNullable<ListQuery['city']> {
  const source = from.find((c) => c.Zip === town.zip && sameName(c.Name, town.name));
  const candidates = to.filter((c) => c.Zip === town.zip && (!source || c.CountryID === source.CountryID));
  if (candidates.length === 0) return town;
  const match = candidates.length === 1 ? candidates[0] : candidates.find((c) => sameName(c.Name, town.name));
  return match ? { name: match.Name, zip: match.Zip } : { name: '', zip: town.zip };
}

/**
 * A list's query for the same list in another language (the language switcher): the town under
 * its name there; the type, prices, bedrooms, area and sort as they are (type ids are the CRM's,
 * the same in every language); the page kept when the list has it there, else its last page.
 * The catalogue is asked only for what the query uses.
 */
export function listQueryIn(
  query: ListQuery,
  target: {
    towns: () => { from: readonly CatalogueTown[]; to: readonly CatalogueTown[] };
    /** How many pages the list has there for a query. */
    pages: (query: ListQuery) => number;
  },
): ListQuery {
  let translated = query;
  if (query.city) {
    const { from, to } = target.towns();
    translated = { ...query, city: townIn(query.city, from, to) };
  }
  if (query.page > 1) translated = { ...translated, page: Math.min(query.page, target.pages(translated)) };
  return translated;
}
