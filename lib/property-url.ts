/**
 * Localized property detail paths, SPEC §2.2:
 * /{lang}/{for-sale|for-rent slug}/[{country-slug}/]{city-slug}/{title-slug}/{id}/
 * The list slugs come from the route table in `@/lib/routes/registry`.
 */
import { pathnames } from '@/lib/routes/registry';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { slugify } from '@/lib/slug';

export type PropertyGoal = 'sale' | 'rent';

/** SPEC §3: Goal 0 is sale; any non-zero value means rent. */
export function goalOf(goal: number | PropertyGoal): PropertyGoal {
  if (goal === 'sale' || goal === 'rent') return goal;
  return goal === 0 ? 'sale' : 'rent';
}

/** The list slug of a goal in a language, without slashes: ('sale', 'nl') → 'te-koop'. */
export function listSlug(goal: PropertyGoal, locale: SiteLocale): string {
  const entry = goal === 'sale' ? pathnames['/for-sale'] : pathnames['/for-rent'];
  return entry[locale].replace(/^\/+|\/+$/g, '');
}

/** The title segment when the title (and the type) slug is empty. */
export const PROPERTY_SLUG_FALLBACK: Readonly<Record<SiteLocale, string>> = {
  nl: 'pand',
  fr: 'bien',
  en: 'property',
  de: 'immobilie',
};

/** The city segment when the city slug is empty. */
export const CITY_SLUG_FALLBACK = 'city';

export type PropertyPathInput = {
  locale: SiteLocale;
  /** CRM Goal (0 sale, non-zero rent) or the goal itself. */
  goal: number | PropertyGoal;
  city: string;
  /** TypeDescription; may be empty. */
  title: string | null | undefined;
  id: number;
  /** The localized type name (MainTypeName), used when the title gives an empty slug. */
  type?: string | null;
  /** A country segment before the city ('belgium'); left out when empty. */
  country?: string | null;
};

/**
 * ('nl', goal 0, 'Bruxelles', 'Appartement 2 chambres', 123) → '/nl/te-koop/bruxelles/appartement-2-chambres/123/'.
 * An empty title slug falls back to the type's slug, then to the language's word for property
 * ('pand', 'bien', 'property', 'immobilie'); an empty city slug to 'city'.
 */
export function localizedPropertyPath(input: PropertyPathInput): string {
  const { locale, goal, city, title, id, type, country } = input;
  const countrySlug = slugify(country ?? '');
  const citySlug = slugify(city) || CITY_SLUG_FALLBACK;
  const titleSlug = slugify(title ?? '') || slugify(type ?? '') || PROPERTY_SLUG_FALLBACK[locale];
  const segments = [
    locale,
    listSlug(goalOf(goal), locale),
    countrySlug,
    citySlug,
    titleSlug,
    String(id),
  ];
  return `/${segments.filter(Boolean).join('/')}/`;
}

export type ParsedPropertyPath = {
  locale: SiteLocale;
  goal: PropertyGoal;
  country: string | null;
  citySlug: string;
  titleSlug: string;
  id: number;
};

/**
 * Reads a localized property path in either form (with or without the country segment), in any
 * case, with or without a trailing slash; a query string or hash is ignored. Returns null for an
 * unknown language, a list slug that is not this language's sale or rent slug, a wrong number of
 * segments, or an id that is not a positive whole number. Slugs are returned lower-cased.
 */
export function parsePropertyPath(path: string): ParsedPropertyPath | null {
  let pathname = path.split(/[?#]/, 1)[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  if (segments.length !== 5 && segments.length !== 6) return null;
  const [localeSegment, list, ...rest] = segments;
  const locale = SITE_LOCALES.find((l) => l === localeSegment);
  if (!locale || !list) return null;
  const goal: PropertyGoal | null =
    list === listSlug('sale', locale) ? 'sale' : list === listSlug('rent', locale) ? 'rent' : null;
  if (!goal) return null;
  const [idSegment, titleSlug, citySlug, country] = rest.reverse();
  if (!idSegment || !titleSlug || !citySlug || !/^\d+$/.test(idSegment)) return null;
  const id = Number(idSegment);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { locale, goal, country: country ?? null, citySlug, titleSlug, id };
}
