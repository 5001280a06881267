/**
 * Landing pages as the portals have them: the properties of one type in one town, for
 * sale or for rent, at a localized path of the route table ('/nl/te-koop/appartementen/elsene/',
 * '/fr/a-vendre/appartements/ixelles/'). Only combinations that have properties exist; the type's
 * segment is its category's name in the plural (./type-plurals), the town's its name in the
 * language; a segment two types or two towns share gets the WebID or postal code after it.
 */
import { menuPageAt } from '@/lib/content/menu';
import type { Property, PropertyTypeRecord } from '@/lib/catalogue/schemas';
import { getPropertyListItems, getTypes } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { localizedDynamicHref } from '@/lib/routes';
import { alternatesOf, type Alternates } from '@/lib/seo/alternates';
import { slugify } from '@/lib/slug';
import { fullListModuleOf } from './list-page-result';
import { typePlural } from './type-plurals';
import { INTERNAL_ROUTES } from '@/lib/routes/registry';

export type LandingGoal = 'sale' | 'rent';

export type Landing = {
  locale: SiteLocale;
  goal: LandingGoal;
  webId: number;
  /** The type's plural name in the language: 'Appartementen'. */
  typeName: string;
  typeSlug: string;
  city: { name: string; zip: string };
  citySlug: string;
  /** Its properties, in the order of the sale or rent list. */
  properties: Property[];
};

/** The internal path of the sale or rent list whose properties the landing pages divide. */
export const GOAL_LIST_PATH: Record<LandingGoal, '/for-sale' | '/for-rent'> = {
  sale: '/for-sale',
  rent: '/for-rent',
};

/** The route-table entry of a goal's landing pages. */
export const LANDING_ROUTE = {
  sale: '/for-sale/[type]/[city]',
  rent: '/for-rent/[type]/[city]',
} as const;

function goalProperties(locale: SiteLocale, goal: LandingGoal): Property[] {
  const page = menuPageAt(GOAL_LIST_PATH[goal]);
  const list = page && fullListModuleOf(page);
  return list ? getPropertyListItems(locale, list.relations.id) : [];
}

/** Every landing page of a goal in a language: each type of each town that has properties, by town then type (in the types' order). */
export function landingPages(locale: SiteLocale, goal: LandingGoal): Landing[] {
  return landingsOf(goalProperties(locale, goal), locale, goal);
}

/**
 * Each item's slug, made distinct: a slug several items share gets each one's `suffix`
 * ('brussel-1000'); an empty slug (a name without a Latin letter or digit) is the suffix alone.
 */
function distinctSlugs<T>(items: Iterable<T>, slugOf: (item: T) => string, suffixOf: (item: T) => string): Map<T, string> {
  const slugs = new Map([...items].map((item) => [item, slugOf(item)] as const));
  const count = new Map<string, number>();
  for (const slug of slugs.values()) count.set(slug, (count.get(slug) ?? 0) + 1);
  for (const [item, slug] of slugs) {
    if (slug === '' || (count.get(slug) ?? 0) > 1) slugs.set(item, [slug, suffixOf(item)].filter(Boolean).join('-'));
  }
  return slugs;
}

/** The landing pages `properties` (of one goal, in one language) make, with the categories of that language (by default the shown stock's). */
export function landingsOf(
  properties: readonly Property[],
  locale: SiteLocale,
  goal: LandingGoal,
  types: readonly Pick<PropertyTypeRecord, 'WebID' | 'Name'>[] = getTypes(locale),
): Landing[] {
  const towns = new Map<string, { name: string; zip: string }>();
  for (const p of properties) towns.set(`${p.City}|${p.Zip}`, { name: p.City, zip: p.Zip });
  const citySlugs = distinctSlugs(towns.values(), (town) => slugify(town.name), (town) => town.zip);
  const plurals = new Map(types.map((t) => [t.WebID, typePlural(t.Name, locale)]));
  const typeSlugs = distinctSlugs(plurals.keys(), (webId) => slugify(plurals.get(webId)!), String);
  const landings = new Map<string, Landing>();
  for (const p of properties) {
    for (const webId of new Set(p.WebIDs.split(',').map(Number))) {
      const typeName = plurals.get(webId);
      // A property filed under a category the types do not list has no landing page of it.
      if (!typeName) continue;
      const key = `${webId}|${p.City}|${p.Zip}`;
      let landing = landings.get(key);
      if (!landing) {
        const city = towns.get(`${p.City}|${p.Zip}`)!;
        landing = {
          locale,
          goal,
          webId,
          typeName,
          typeSlug: typeSlugs.get(webId)!,
          city,
          citySlug: citySlugs.get(city)!,
          properties: [],
        };
        landings.set(key, landing);
      }
      landing.properties.push(p);
    }
  }
  const typeOrder = [...plurals.keys()];
  return [...landings.values()].sort(
    (a, b) => a.city.name.localeCompare(b.city.name, locale) || typeOrder.indexOf(a.webId) - typeOrder.indexOf(b.webId),
  );
}

/** The path Next keeps a landing page under (its route folder's, which proxy.ts rewrites to). */
export function landingRoutePath(landing: Landing): string {
  return `/${landing.locale}${INTERNAL_ROUTES.landing}/${landing.goal}/${landing.typeSlug}/${landing.citySlug}`;
}

/** The landing page at a path's type and town segments, if it has properties. */
export function landingAt(
  locale: SiteLocale,
  goal: LandingGoal,
  typeSlug: string,
  citySlug: string,
): Landing | undefined {
  return landingPages(locale, goal).find((l) => l.typeSlug === typeSlug && l.citySlug === citySlug);
}

export function landingHref(landing: Landing, locale: SiteLocale): string {
  return localizedDynamicHref(
    LANDING_ROUTE[landing.goal],
    { type: landing.typeSlug, city: landing.citySlug },
    locale,
  );
}

/** The same landing page in another language: the same type, postal code and properties (a town's name differs). */
export function landingIn(landing: Landing, locale: SiteLocale): Landing | undefined {
  const ids = new Set(landing.properties.map((p) => p.ID));
  return landingPages(locale, landing.goal).find(
    (l) =>
      l.webId === landing.webId &&
      l.city.zip === landing.city.zip &&
      l.properties.some((p) => ids.has(p.ID)),
  );
}

/** A landing page's URL in each language that has it (hreflang, the sitemap). */
export function landingAlternates(landing: Landing, locales: readonly SiteLocale[]): Alternates {
  return alternatesOf(locales, (l) => {
    const other = l === landing.locale ? landing : landingIn(landing, l);
    return other ? landingHref(other, l) : null;
  });
}

/**
 * For a route of the table: whether it is a landing route, and a check of its page in a language
 * (null for any other route). The proxy sends a landing path without properties to the list.
 */
export function landingOfRoute(route: {
  internal: string;
  params: Record<string, string>;
}): { goal: LandingGoal; exists(locale: SiteLocale): boolean } | null {
  const goal = (Object.keys(LANDING_ROUTE) as LandingGoal[]).find(
    (g) => LANDING_ROUTE[g] === route.internal,
  );
  if (!goal) return null;
  return {
    goal,
    exists: (locale) =>
      landingAt(locale, goal, route.params.type ?? '', route.params.city ?? '') !== undefined,
  };
}
