import { isSiteLocale } from '@/lib/locale';
import { routing } from '@/i18n/routing';
import { moduleCardSizes } from '@/lib/images/slot-sizes';
import { MAX_RECENTLY_VIEWED, parseIdsParam } from '@/lib/saved-properties/id-list';
import { savedCards } from '@/components/saved-properties/saved-cards';
import { RECENTLY_VIEWED_PER_ROW } from '@/components/saved-properties/recently-viewed-layout';

/**
 * `GET /api/property-cards/?locale=nl&ids=4012345,4012388`: the cards of the properties a browser
 * remembers as recently viewed (components/saved-properties/recently-viewed), as they are now, with
 * their photo for the strip's slots. An id that left the snapshot comes back with `card: null`.
 * The same for everyone who asks the same URL, so a shared cache may keep it a minute.
 */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  if (!isSiteLocale(locale) || !routing.locales.includes(locale)) return new Response('Unknown language', { status: 404 });
  const ids = parseIdsParam(query.get('ids'), MAX_RECENTLY_VIEWED);
  return Response.json(savedCards(locale, ids, moduleCardSizes(RECENTLY_VIEWED_PER_ROW)), {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400' },
  });
}
