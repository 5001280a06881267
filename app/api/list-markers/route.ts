import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getPropertyList } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { listMarkers, markerQueryOf } from '@/lib/listing/list-markers';

const FIXED_PARAMS = ['lang', 'list'];

/**
 * `GET /api/list-markers/?lang=nl&list=2&type=7`: the map markers of a property list
 * (components/listing/list-map), for the list's filters in their canonical form, every page of
 * them. Properties whose address is hidden have none. The same for everyone who asks the same URL,
 * so a shared cache keeps it as long as a list page.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  if (request.url.length > 1000) return new Response('Request too long', { status: 414 });
  const locale = search.get('lang');
  if (!isSiteLocale(locale) || !routing.locales.includes(locale)) return new Response('Unknown language', { status: 404 });
  const listId = search.get('list');
  const list = listId && /^\d{1,6}$/.test(listId) ? getPropertyList(Number(listId)) : undefined;
  if (!list) return new Response('Unknown list', { status: 404 });
  const query = markerQueryOf(search, FIXED_PARAMS);
  if (!query) return new Response('Malformed query', { status: 400 });
  const t = await getTranslations({ locale });
  const markers = listMarkers(locale, list.id, query, {
    startingFrom: t('STARTING_FROM'),
    priceOnRequest: t('Listing.priceOnRequest'),
  });
  return Response.json(markers, {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400' },
  });
}
