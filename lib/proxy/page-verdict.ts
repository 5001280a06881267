/**
 * What is at a canonical path of a language, decided in proxy.ts before anything renders: a page,
 * a redirect to the path a page should be reached by, or nothing (404).
 *
 * Why here and not in the pages: a dynamic route renders an unknown path on demand and Next
 * writes the result (the 404, or the redirect of a wrong slug) to its page cache, ~130 KB a path,
 * so a crawler or an attacker requesting random URLs filled the disk and the memory cache. And a
 * `notFound()` from a page comes out as Next's empty error shell (vercel/next.js#62228), blank
 * without JavaScript. Deciding here lets unknown paths get the static translated 404 page and
 * wrong slugs a redirect, and lets the route folders refuse every path they do not prerender.
 */
import { embeddedArticles } from '@/lib/content/articles';
import { embeddedCategories } from '@/lib/content/categories';
import { embeddedLanguageSetting, languageRule, languageRuleOf } from '@/lib/content/languages';
import { embeddedMenu, flattenMenu } from '@/lib/content/menu';
import { misspelledPagePaths } from '@/lib/content/menu-page-paths';
import { publishedContent } from '@/lib/content/published';
import { contentSlugs } from '@/lib/content/resolve-page';
import { pageShownLanguage } from '@/lib/content/translations';
import { isThankYouPage } from '@/lib/forms/leads/registry';
import { getProject, getProperty } from '@/lib/catalogue';
import { landingAt } from '@/lib/listing/landing-pages';
import type { SiteLocale } from '@/lib/locale';
import { isCanonicalProjectRequest, projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath, detailRedirectTarget } from '@/lib/property/detail-paths';
import { isStaticPathname, PRIVATE_PATHNAMES, type StaticPathname } from '@/lib/routes';
import { INTERNAL_ROUTES, PAGE_ROUTES, routesWhere, type PageRoute } from '@/lib/routes/registry';
import { segmentsOf } from './normalize-path';
import { dynamicRouteFor, internalPathFor, type DynamicRoute } from './route-index';

export type PageVerdict =
  /**
   * `route`: the path of the route folder that renders it, without the language ('/for-sale',
   * '/for-sale/[city]/[title]/[id]' filled in, '' for the home page); `shared`: the page is the
   * same for everyone, so a shared cache may keep it.
   */
  | { kind: 'page'; route: string; shared: boolean; content?: true }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; page: 'property' | 'page' };

/** Pages of the route table without parameters that render from a route folder of their own; the others are pages of the page tree. */
export const ROUTE_FOLDER_PATHNAMES: ReadonlySet<StaticPathname> = new Set(routesWhere((r) => r.renders === 'folder').filter(isStaticPathname));

const detailOf = (internal: DynamicRoute['internal']): PageRoute['detail'] => (PAGE_ROUTES[internal] as PageRoute).detail;

const page = (route: string, shared = true): Extract<PageVerdict, { kind: 'page' }> => ({ kind: 'page', route: route === '/' ? '' : route, shared });
const NO_PAGE: PageVerdict = { kind: 'not-found', page: 'page' };
const NO_PROPERTY: PageVerdict = { kind: 'not-found', page: 'property' };

const contentPaths = new Map<string, ReadonlySet<string>>();

function pathSet(key: string, slugs: () => string[][]): ReadonlySet<string> {
  let paths = contentPaths.get(key);
  if (!paths) {
    paths = new Set(slugs().map((slug) => `/${slug.join('/')}`));
    contentPaths.set(key, paths);
  }
  return paths;
}

/** The content paths of a language now ('/for-sale', '/nieuws/mijn-artikel'); rebuilt when staff publish. */
function contentPathsOf(locale: SiteLocale): ReadonlySet<string> {
  const { revision } = publishedContent();
  for (const key of contentPaths.keys()) if (!key.startsWith('built:') && !key.endsWith(`:${revision}`)) contentPaths.delete(key);
  return pathSet(`${locale}:${revision}`, () => contentSlugs(locale));
}

const misspelled = new Map<string, ReadonlyMap<string, string>>();

/**
 * A page's path in another spelling → its URL in this language (lib/content/menu-page-paths), for
 * the pages there in this language (lib/content/translations); rebuilt when staff publish.
 */
function misspelledPathsOf(locale: SiteLocale): ReadonlyMap<string, string> {
  const { revision } = publishedContent();
  const key = `${locale}:${revision}`;
  let paths = misspelled.get(key);
  if (!paths) {
    for (const old of misspelled.keys()) if (!old.endsWith(`:${revision}`)) misspelled.delete(old);
    const rule = languageRule();
    paths = misspelledPagePaths(flattenMenu().filter((page) => pageShownLanguage(page, locale, rule) !== null), locale);
    misspelled.set(key, paths);
  }
  return paths;
}

/** The paths the catch-all prerendered: those of the committed JSON. */
function builtContentPathsOf(locale: SiteLocale): ReadonlySet<string> {
  return pathSet(`built:${locale}`, () =>
    contentSlugs(locale, { menu: embeddedMenu(), articles: embeddedArticles(), categories: embeddedCategories(), rule: languageRuleOf(embeddedLanguageSetting()) }),
  );
}

/** A content page: the catch-all when the build prerendered its path, else the on-demand folder. */
function contentPage(path: string, locale: SiteLocale): PageVerdict {
  return { ...(builtContentPathsOf(locale).has(path) ? page(path) : page(`${INTERNAL_ROUTES.addedContent}${path}`)), content: true };
}

/** The internal path of a dynamic route with its parameters: ('/projects/[city]/[title]/[id]', …) → '/projects/etterbeek/x/9'. */
const filled = ({ internal, params }: DynamicRoute) => internal.replace(/\[(\w+)\]/g, (_m, name: string) => params[name] ?? '');

const redirectOrPage = (target: string | null, route: string): PageVerdict => (target ? { kind: 'redirect', location: target } : page(route));

function dynamicVerdict(route: DynamicRoute, locale: SiteLocale): PageVerdict {
  const { internal, params } = route;
  const detail = detailOf(internal);
  if (detail) {
    const p = getProperty(locale, params.id!);
    if (!p) return NO_PROPERTY;
    const detailParams = { city: params.city!, title: params.title!, id: params.id! };
    return redirectOrPage(detailRedirectTarget(p, locale, detail.goal, detailParams, detail.country), filled(route));
  }
  switch (internal) {
    case '/projects/[city]/[title]/[id]': {
      const project = getProject(params.id!);
      if (!project) return NO_PAGE;
      const projectParams = { city: params.city!, title: params.title!, id: params.id! };
      return redirectOrPage(isCanonicalProjectRequest(project, locale, projectParams) ? null : projectPath(project, locale), filled(route));
    }
    case '/for-sale/[type]/[city]':
    case '/for-rent/[type]/[city]': {
      // A landing page without properties never gets here: canonical-url sends it to the list.
      const goal = internal === '/for-sale/[type]/[city]' ? 'sale' : 'rent';
      return landingAt(locale, goal, params.type!, params.city!) ? page(`${INTERNAL_ROUTES.landing}/${goal}/${params.type}/${params.city}`) : NO_PAGE;
    }
    case '/feedback/[form]':
      return isThankYouPage(params.form!) ? page(filled(route)) : NO_PAGE;
    case '/portal/[id]':
      return page(filled(route), false);
    default:
      return NO_PAGE;
  }
}

/**
 * The verdict for `tail`, a canonical path without its language segment ('/a-vendre/', '/').
 * It must already be canonical (lib/proxy/canonical-url): spelling and language are not fixed here.
 */
const DETAIL_ROUTE = new RegExp(
  `^(?:${routesWhere((route) => route.detail !== undefined)
    .map((internal) => internal.replace(/\[\w+\]/g, '[^/]+'))
    .join('|')})$`,
);

/** Whether a page verdict's `route` is a property's detail page ('/for-sale/ixelles/maison/4012345'). */
export const isDetailRoute = (route: string): boolean => DETAIL_ROUTE.test(route);

export function pageVerdict(tail: string, locale: SiteLocale): PageVerdict {
  const internal = internalPathFor(tail);
  if (internal) {
    if (PRIVATE_PATHNAMES.includes(internal)) return page(internal, false);
    if (ROUTE_FOLDER_PATHNAMES.has(internal)) return page(internal);
    return contentPathsOf(locale).has(internal) ? contentPage(internal, locale) : NO_PAGE;
  }
  const dynamic = dynamicRouteFor(tail);
  if (dynamic) return dynamicVerdict(dynamic, locale);
  const segments = segmentsOf(tail);
  // /{lang}/property/{ID}/ (the search results' short form, SPEC §2.2) goes to the detail page.
  if (segments.length === 2 && segments[0] === 'property' && /^\d{1,12}$/.test(segments[1]!)) {
    const p = getProperty(locale, segments[1]!);
    return p ? { kind: 'redirect', location: canonicalPropertyPath(p, locale) } : NO_PROPERTY;
  }
  const path = `/${segments.join('/')}`;
  if (contentPathsOf(locale).has(path)) return contentPage(path, locale);
  // Another language's address of a page, or its internal path: the page's address in this language.
  const location = misspelledPathsOf(locale).get(path);
  return location ? { kind: 'redirect', location } : NO_PAGE;
}
