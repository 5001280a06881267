import { routing } from '@/i18n/routing';
import { getPropertyList, getPropertyListItems } from '@/lib/catalogue';
import { listEntryOf } from '@/lib/listing/list-entries';
import type { FilterKeys } from '@/lib/listing/list-query';
import { isSiteLocale } from '@/lib/locale';

/**
 * `GET /api/list-entries/?locale=nl&list=1`: what the filters read of each property of a list
 * (lib/listing/list-query FilterKeys), for the phone filter sheet (components/listing/filter-sheet)
 * to count a query's results as the visitor changes it, with the server's own matching function.
 * Asked only when a visitor opens the sheet; the same for everyone, so a shared cache keeps it a minute.
 */
export function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  if (!isSiteLocale(locale) || !routing.locales.includes(locale))
    return new Response('Unknown language', { status: 404 });
  const id = query.get('list') ?? '';
  if (!/^\d{1,6}$/.test(id) || !getPropertyList(Number(id)))
    return new Response('Unknown list', { status: 404 });
  const entries = getPropertyListItems(locale, Number(id)).map((p): FilterKeys => {
    const { city, zip, webIds, price, bedrooms, position } = listEntryOf(p);
    return { city, zip, webIds, price, bedrooms, position };
  });
  return Response.json(entries, {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400' },
  });
}
