import { routing } from '@/i18n/routing';
import { languageRule } from '@/lib/content/languages';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { pageShownLanguage } from '@/lib/content/translations';
import type { MenuPage } from '@/lib/content/menu-schema';
import { getCities } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { listPageResult } from '@/lib/listing/list-page-result';
import { filtersList, listQueryHref, type ListQuery } from '@/lib/listing/list-query';
import { listQueryIn } from '@/lib/listing/list-query-language';
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

/**
 * The language switcher's links on a list page (SPEC §2.4): the same list in each language with
 * what the visitor searched, the town under its name there and the page kept where it exists
 * (lib/listing/list-query-language). Unlike hreflang, a filtered list links to its translation.
 * A page not there in a language (lib/content/translations) has no link to it: the switch offers
 * that language's home page.
 */
export function listSwitchHrefs(page: MenuPage, locale: SiteLocale, query: ListQuery): Alternates {
  const rule = languageRule();
  return alternatesOf(routing.locales, (l) => {
    if (pageShownLanguage(page, l, rule) === null) return null;
    const translated =
      l === locale
        ? query
        : listQueryIn(query, {
            towns: () => ({ from: getCities(locale), to: getCities(l) }),
            pages: (q) => listPageResult(page, l, q).pages,
          });
    return listQueryHref(menuPageHref(page, l), translated);
  });
}
