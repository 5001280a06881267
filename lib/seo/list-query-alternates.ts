import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { filtersList, listQueryHref, type ListQuery } from '@/lib/listing/list-query';
import { localizedHref, type StaticPathname } from '@/lib/routes';
import { alternatesOf, type Alternates } from './alternates';

/**
 * The canonical URL and hreflang of a list page with a query. A page of the whole list
 * ('?page=2') is that page in every language. A filtered list has only its own URL (a city's
 * name differs between languages: 'Ixelles|1050' is 'Elsene|1050' in Dutch), and its canonical
 * leaves the sort out: the same properties in another order are the same page.
 */
export function listQueryAlternates(
  path: StaticPathname,
  locale: SiteLocale,
  query: ListQuery,
): Alternates {
  if (!filtersList(query))
    return alternatesOf(routing.locales, (l) => listQueryHref(localizedHref(path, l), query));
  return { [locale]: listQueryHref(localizedHref(path, locale), { ...query, sort: 'newest' }) };
}
