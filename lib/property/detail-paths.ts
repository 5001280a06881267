/**
 * The canonical path of a property detail page and the static params of its routes.
 */
import { pathnames } from '@/lib/routes/registry';
import { COUNTRY, type Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { goalOf, localizedPropertyPath, parsePropertyPath, type PropertyGoal } from '@/lib/property-url';

/** '/nl/te-koop/elsene/appartement-met-2-slaapkamers/4012345/' */
export function canonicalPropertyPath(p: Property, locale: SiteLocale): string {
  return localizedPropertyPath({
    locale,
    goal: p.Goal,
    city: p.City,
    title: p.TypeDescription,
    type: p.MainTypeName,
    id: p.ID,
  });
}

export type DetailParams = { city: string; title: string; id: string };

/** The route params of a property's canonical path (city, title, id segments). */
export function detailParamsOf(p: Property, locale: SiteLocale): DetailParams | null {
  const parsed = parsePropertyPath(canonicalPropertyPath(p, locale));
  return parsed ? { city: parsed.citySlug, title: parsed.titleSlug, id: String(parsed.id) } : null;
}

/** Route params compared as the router hands them over: lower-cased and URL-decoded. */
function sameParams(path: string, params: DetailParams): boolean {
  const parsed = parsePropertyPath(path);
  if (!parsed) return false;
  const norm = (s: string) => {
    try {
      return decodeURIComponent(s).toLowerCase();
    } catch {
      return s.toLowerCase();
    }
  };
  return norm(params.city) === parsed.citySlug && norm(params.title) === parsed.titleSlug && params.id === String(parsed.id);
}

/**
 * True when a request reached the property by its canonical path: the right goal's list and the
 * right slugs (compared lower-cased and URL-decoded, as the router hands them over).
 */
export function isCanonicalRequest(
  p: Property,
  locale: SiteLocale,
  goal: PropertyGoal,
  params: DetailParams,
): boolean {
  return goalOf(p.Goal) === goal && sameParams(canonicalPropertyPath(p, locale), params);
}

/**
 * The country sub-lists of SPEC §2.3 (Belgique, International) and the property detail variant
 * that carries their segment: /{lang}/{list}/{country}/{city}/{title}/{id}/ (SPEC §2.2).
 */
export const COUNTRY_SEGMENTS = ['belgique', 'international'] as const;
export type CountrySegment = (typeof COUNTRY_SEGMENTS)[number];

/** The sub-list a property belongs to: Belgium (CountryID 10) or international. */
export function countrySegmentOf(p: Pick<Property, 'CountryID'>): CountrySegment {
  return p.CountryID === COUNTRY.BELGIUM ? 'belgique' : 'international';
}

/** The internal path of a country sub-list: ('sale', 'belgique') → '/for-sale/belgique'. */
export function countryListPath(goal: PropertyGoal, country: CountrySegment) {
  return `/for-${goal}/${country}` as const;
}

/** The localized country segment of a sub-list, as its list route spells it: ('sale', 'belgique', 'nl') → 'belgie'. */
export function countrySlug(goal: PropertyGoal, country: CountrySegment, locale: SiteLocale): string {
  return pathnames[countryListPath(goal, country)][locale].split('/').filter(Boolean).pop() ?? country;
}

/** '/nl/te-koop/belgie/elsene/appartement-met-2-slaapkamers/4012345/' */
export function countryVariantPath(p: Property, locale: SiteLocale): string {
  const goal = goalOf(p.Goal);
  return localizedPropertyPath({
    locale,
    goal,
    country: countrySlug(goal, countrySegmentOf(p), locale),
    city: p.City,
    title: p.TypeDescription,
    type: p.MainTypeName,
    id: p.ID,
  });
}

/** True when the property is listed in that goal's country sub-list. */
export function belongsToCountryList(p: Property, goal: PropertyGoal, country: CountrySegment): boolean {
  return goalOf(p.Goal) === goal && countrySegmentOf(p) === country;
}

/** True when a request reached the property by its country-variant path with the right slugs. */
export function isCanonicalVariantRequest(
  p: Property,
  locale: SiteLocale,
  goal: PropertyGoal,
  country: CountrySegment,
  params: DetailParams,
): boolean {
  return belongsToCountryList(p, goal, country) && sameParams(countryVariantPath(p, locale), params);
}

/** The route params of a property's country-variant path (city, title, id segments). */
export function variantParamsOf(p: Property, locale: SiteLocale): DetailParams | null {
  const parsed = parsePropertyPath(countryVariantPath(p, locale));
  return parsed ? { city: parsed.citySlug, title: parsed.titleSlug, id: String(parsed.id) } : null;
}

/**
 * Where a request for a known property belongs: null when it reached the page by the path it
 * should (the canonical one, or the country variant of the sub-list it belongs to), else that
 * path. The country variant of a sub-list the property is not in goes to the canonical path.
 * Shared by the page and by proxy.ts, which redirects before any rendering (a wrong slug must not
 * reach the page: every variant rendered on demand would be written to the page cache).
 */
export function detailRedirectTarget(
  p: Property,
  locale: SiteLocale,
  goal: PropertyGoal,
  params: DetailParams,
  country?: CountrySegment,
): string | null {
  if (country) {
    if (!belongsToCountryList(p, goal, country)) return canonicalPropertyPath(p, locale);
    return isCanonicalVariantRequest(p, locale, goal, country, params) ? null : countryVariantPath(p, locale);
  }
  return isCanonicalRequest(p, locale, goal, params) ? null : canonicalPropertyPath(p, locale);
}
