/**
 * Where a page of the page tree is in each language (localized paths). A page of the
 * route table is spelled by lib/routes/registry ('/for-sale' is '/te-koop' in nl); a page staff added
 * has its internal path in every language unless it has an address of its own in that language
 * (`params.localizedPaths`). Every link to a page, the routing and the sitemap go through here.
 */
import { isExternalLink, resolveLink } from '@/lib/links';
import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';
import type { MenuPage } from './menu-schema';

type PagePaths = Pick<MenuPage, 'path'> & { params: Pick<MenuPage['params'], 'localizedPaths'> };

/**
 * The path the catch-all serves the page at in `locale`, without the language: its address in
 * that language, else its internal path (which is also what next-intl turns a route-table
 * page's localized spelling into).
 */
export function menuPagePath(page: PagePaths, locale: SiteLocale): string {
  if (isStaticPathname(page.path)) return page.path;
  return page.params.localizedPaths?.[locale] ?? page.path;
}

/** The page's public URL in `locale` ('/nl/ons-team/', '/fr/a-vendre/'). */
export function menuPageHref(page: PagePaths, locale: SiteLocale): string {
  return resolveLink(menuPagePath(page, locale), locale);
}

/**
 * A link staff configured (top bar, footer, a page's redirect): the internal path of a page with
 * an address of its own goes straight to that address, anything else as resolveLink has it.
 */
export function siteLinkHref(link: string, locale: SiteLocale, pages: readonly MenuPage[]): string {
  const path = link.trim().replace(/\/+$/, '');
  const page = isExternalLink(link) ? undefined : pages.find((p) => p.path === path && p.params.localizedPaths && !isStaticPathname(p.path));
  return page ? menuPageHref(page, locale) : resolveLink(link, locale);
}

/** Every path the page answers to or is redirected from: its internal path and its addresses. */
export function menuPageSpellings(page: PagePaths): string[] {
  return [...new Set([page.path, ...Object.values(page.params.localizedPaths ?? {})])];
}

/**
 * The paths under `locale` that belong to a page in another spelling (another language's address,
 * or the internal path of a page with an address of its own in `locale`), each with the page's URL
 * in `locale`: the proxy answers them with a 308 there. An old address after a rename is not kept:
 * it answers 404.
 */
export function misspelledPagePaths(pages: readonly MenuPage[], locale: SiteLocale): Map<string, string> {
  const result = new Map<string, string>();
  for (const page of pages) {
    if (!page.params.localizedPaths || isStaticPathname(page.path)) continue;
    const own = menuPagePath(page, locale);
    for (const path of menuPageSpellings(page)) if (path !== own && !result.has(path)) result.set(path, menuPageHref(page, locale));
  }
  return result;
}
