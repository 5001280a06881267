import { propertyCardHref, type PropertyCardLabels } from '@/lib/property/card';
import type { PhotoProps } from '@/lib/images/photo-props';
import { getPropertyList, getPropertyListItems } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { formatPrice } from '@/lib/price';
import { listCountrySegment } from './list-country';
import { listEntryOf, propertyCardOf } from './list-entries';
import { EMPTY_LIST_QUERY, listQueryParams, matches, parseListQuery, type ListQuery } from './list-query';

/** A property on the list map, with what its card shows when its marker is clicked. */
export type ListMarker = {
  id: number;
  lat: number;
  lng: number;
  title: string;
  type: string;
  city: string;
  price: string;
  href: string;
  photo: PhotoProps | null;
};

/** More markers than a map of the agency's lists could ever need: the answer stays small whatever is asked. */
export const MAX_LIST_MARKERS = 1000;

/** The list filters the markers follow: the map shows every page, in any order, beyond the searched area. */
export const MARKER_FILTER_PARAMS = ['city', 'type', 'min', 'max', 'bedrooms'] as const;

/** The card photo's slot on the map. */
const MARKER_PHOTO_SIZES = '120px';

/**
 * The query of a markers request, or null when it is not one: an unknown or repeated parameter, or
 * a filter not in its canonical form (the list's own links only send canonical ones), so each
 * distinct marker set has one URL in the shared cache.
 */
export function markerQueryOf(search: URLSearchParams, fixed: readonly string[]): ListQuery | null {
  const keys = [...search.keys()];
  if (new Set(keys).size !== keys.length) return null;
  if (keys.some((k) => !fixed.includes(k) && !(MARKER_FILTER_PARAMS as readonly string[]).includes(k))) return null;
  const given = new URLSearchParams([...search].filter(([k]) => !fixed.includes(k)));
  const query = { ...parseListQuery(given), bounds: null, sort: EMPTY_LIST_QUERY.sort, page: 1 };
  return listQueryParams(query).toString() === given.toString() ? query : null;
}

/** The URL of a list's markers for a query: its filters only, in canonical form (markerQueryOf). */
export function listMarkersUrl(locale: SiteLocale, listId: number, query: ListQuery): string {
  const filters = listQueryParams({ ...query, bounds: null, sort: EMPTY_LIST_QUERY.sort, page: 1 });
  return `/api/list-markers/?${new URLSearchParams([['lang', locale], ['list', String(listId)], ...filters])}`;
}

/** The markers of a list's properties that pass a query's filters (its area aside) and whose address is public. */
export function listMarkers(
  locale: SiteLocale,
  listId: number,
  query: ListQuery,
  labels: Pick<PropertyCardLabels, 'startingFrom' | 'priceOnRequest'>,
): ListMarker[] {
  const country = listCountrySegment(getPropertyList(listId), locale);
  const filters = { ...query, bounds: null };
  const markers: ListMarker[] = [];
  for (const p of getPropertyListItems(locale, listId)) {
    const entry = listEntryOf(p);
    if (!entry.position || !matches(entry, filters)) continue;
    const card = propertyCardOf(p, MARKER_PHOTO_SIZES);
    markers.push({
      id: p.ID,
      ...entry.position,
      title: p.TypeDescription?.trim() || p.MainTypeName,
      type: p.MainTypeName,
      city: p.City,
      price: formatPrice(card, { startingFromText: labels.startingFrom, ignoredMarquees: PRICE_HIDING_MARQUEES }) || labels.priceOnRequest,
      href: propertyCardHref(card, locale, country),
      photo: card.photo,
    });
    if (markers.length === MAX_LIST_MARKERS) break;
  }
  return markers;
}
