import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { normalizePath, segmentsOf } from './normalize-path';
import { localizedPathname } from '@/lib/routes';
import { landingOfRoute } from '@/lib/listing/landing-pages';
import { dynamicRouteFor, internalPathFor, localizedDynamicPath, type DynamicRoute } from './route-index';

/** The listings (SPEC §2.1 'listing roots'): the sale and rent lists and the new-build projects. */
const LISTING_ROOTS = ['/for-sale', '/for-rent', '/projects'] as const;

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Where a path without an enabled language segment belongs, in `locale`: its original or any
 * localized spelling goes to the localized page; anything else keeps its path under the language
 * prefix (and so reaches the 404 page in that language). A segment naming a disabled language is dropped.
 */
export function localizeUnprefixedPath(pathname: string, locale: SiteLocale): string {
  let canonical = normalizePath(pathname);
  const [first] = segmentsOf(canonical);
  if (isSiteLocale(first)) canonical = normalizePath(canonical.slice(first.length + 1));
  const internal = internalPathFor(canonical) ?? listingRootOf(canonical, locale);
  if (internal) return withSlash(`/${locale}${localizedPathname(internal, locale)}`.replace(/\/$/, ''));
  const dynamic = dynamicRouteFor(canonical);
  if (dynamic) return `/${locale}${localizedDynamicPath(dynamic, locale)}/`;
  return `/${locale}${canonical}`;
}

/** A page of a dynamic route: anything but a landing page (one type in one town) that has no properties in `locale`. */
function isDynamicPage(route: DynamicRoute | undefined, locale: SiteLocale): boolean {
  if (!route) return false;
  const landing = landingOfRoute(route);
  return landing === null || landing.exists(locale);
}

/**
 * SPEC §2.1: when a path under a listing root has no exact match, it is matched on its first
 * segment, i.e. it goes to that listing. Returns the internal listing root, or undefined when the
 * path is not under a listing root or is a real page (a sub-list, a property detail with or without
 * its country segment, a project detail: a route of the table whose `[id]` is numeric, a landing
 * page that has properties in the language).
 */
function listingRootOf(canonical: string, locale: SiteLocale): (typeof LISTING_ROOTS)[number] | undefined {
  const [first, ...rest] = segmentsOf(canonical);
  if (!first || rest.length === 0 || internalPathFor(canonical) || isDynamicPage(dynamicRouteFor(canonical), locale)) return undefined;
  const root = internalPathFor(`/${first}/`);
  return LISTING_ROOTS.find((r) => r === root);
}

/**
 * For a path that starts with an enabled language: the URL it should be redirected to, or null
 * when it is already canonical. Upper-case letters, accents and stray punctuation are fixed, and
 * unknown paths under a listing root go to the listing of that language.
 */
export function canonicalPrefixedPath(pathname: string, locale: SiteLocale): string | null {
  const canonical = normalizePath(pathname);
  const tail = canonical.slice(locale.length + 1) || '/';
  const root = listingRootOf(tail, locale);
  if (root) return `/${locale}${localizedPathname(root, locale)}/`;
  const exact = internalPathFor(tail);
  if (exact) {
    const localized = withSlash(`/${locale}${localizedPathname(exact, locale)}`.replace(/\/$/, ''));
    return localized === pathname ? null : localized;
  }
  // A dynamic route gets this language's fixed segments: '/nl/a-vendre/belgique/x/y/1/' → '/nl/te-koop/belgie/x/y/1/'.
  const dynamic = dynamicRouteFor(tail);
  if (dynamic) {
    const localized = `/${locale}${localizedDynamicPath(dynamic, locale)}/`;
    return localized === pathname ? null : localized;
  }
  return canonical === pathname ? null : canonical;
}
