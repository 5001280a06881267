import { routing } from '@/i18n/routing';
import { pathnames } from '@/i18n/pathnames';
import { articleHref } from '@/lib/content/article-routes';
import { getArticles } from '@/lib/content/articles';
import { getProperties, getPropertyIds } from '@/lib/data';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';
import { alternatesOf, staticAlternates, type Alternates } from './alternates';

/** Pages of the route table that search engines should not index. */
const NOT_INDEXED = new Set(['/login', '/unsubscribe']);

/**
 * Every indexable public page, as its URL in each enabled language: the route table's static
 * pages, the articles with their own slug-rule page and every property. Feeds the sitemap.
 */
export function indexablePages(locales: readonly SiteLocale[] = routing.locales): Alternates[] {
  const table = Object.keys(pathnames)
    .filter(isStaticPathname)
    .filter((p) => !NOT_INDEXED.has(p))
    .map((p) => staticAlternates(locales, p));
  const articles = getArticles()
    .filter((a) => a.slugParts !== null)
    .map((a) => alternatesOf(locales, (l) => articleHref(a, l)));
  const byLocale = new Map(locales.map((l) => [l, new Map(getProperties(l).map((p) => [p.ID, p]))]));
  const properties = getPropertyIds().map((id) =>
    alternatesOf(locales, (l) => {
      const p = byLocale.get(l)?.get(id);
      return p ? canonicalPropertyPath(p, l) : null;
    }),
  );
  return [...table, ...articles, ...properties];
}
