/**
 * The account's web categories (GetWebIDList: the site's property types, named by the agency in
 * each language) and the CRM's own types under them (GetTypeOfPropertyList). An agency has 3 to 12
 * categories under WebIDs of its own choosing (3, 17, 40, 1003…), in an order (ShowOrder) that is
 * not the order of the list.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { streamOf } from './random';
import type { Rates } from './rates';
import { CATEGORY_KINDS, type CategoryKind } from './vocabulary';

export interface Category {
  /** The item's own ID (not the WebID). */
  id: number;
  webId: number;
  kind: CategoryKind;
  /** The agency's name in each language: null or '' where it gave none. */
  names: Record<SiteLocale, string | null>;
  showOrder: number;
  sale: boolean;
  rent: boolean;
}

export const MIN_CATEGORIES = 3;
export const MAX_CATEGORIES = 12;

/** WebIDs an agency might use: small numbers, hundreds, thousands. */
function webIdPool(seed: number): number[] {
  const random = streamOf(seed, 'web-ids');
  const pool = new Set<number>();
  while (pool.size < 40) {
    pool.add(random.pick([random.int(1, 60), random.int(100, 160), random.int(1000, 1030)]));
  }
  return [...pool];
}

export function makeCategories(seed: number, rates: Rates, count?: number): Category[] {
  const random = streamOf(seed, 'categories');
  const wanted = count ?? random.int(MIN_CATEGORIES, MAX_CATEGORIES);
  if (!Number.isInteger(wanted) || wanted < MIN_CATEGORIES || wanted > MAX_CATEGORIES) {
    throw new RangeError(`categories must be ${MIN_CATEGORIES} to ${MAX_CATEGORIES}`);
  }
  // A house or an apartment category always: an agency without homes is not this site's.
  const homes = CATEGORY_KINDS.filter((k) => k.key === 'house' || k.key === 'apartment');
  const first = random.pick(homes);
  const kinds = [
    first,
    ...random.sample(
      CATEGORY_KINDS.filter((k) => k !== first),
      wanted - 1,
    ),
  ];
  const webIds = random.sample(webIdPool(seed), wanted);
  const orders = random.sample(
    kinds.map((_, i) => (i + 1) * 10),
    wanted,
  );
  return kinds.map((kind, i) => ({
    id: 700 + i * 10 + random.int(0, 9),
    webId: webIds[i]!,
    kind,
    names: Object.fromEntries(
      SITE_LOCALES.map((locale) => {
        const missing = random.chance(rates.categoryNameMissing);
        const name = random.pick(kind.names[locale]);
        return [locale, missing ? random.pick([null, '']) : name];
      }),
    ) as Record<SiteLocale, string | null>,
    showOrder: orders[i]!,
    sale: kind.sale,
    rent: kind.rent,
  }));
}

/** WebIDs no category has (outside the pool), for the properties that give one. */
export const UNKNOWN_WEB_IDS: readonly number[] = [99, 404, 2024, 9000];

/** GetWebIDList's items in one language. */
export function webIdItems(categories: readonly Category[], locale: SiteLocale) {
  return categories.map((c) => ({
    ID: c.id,
    WebID: c.webId,
    Name: c.names[locale],
    ShowOrder: c.showOrder,
    Sale: c.sale,
    Rent: c.rent,
  }));
}

/** GetTypeOfPropertyList's items in one language: each CRM type with the WebID it falls under. */
export function typeOfPropertyItems(categories: readonly Category[], locale: SiteLocale) {
  return categories.flatMap((c) =>
    c.kind.types.map((type) => ({ ID: type.id, Name: type.name[locale], WebID: c.webId })),
  );
}
