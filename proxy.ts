import { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { offeredLanguages } from '@/lib/content/languages';
import { newsItems, newsPageVerdict } from '@/lib/content/news';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { LOCALE_COOKIE_MAX_AGE } from '@/lib/locale-cookie';
import { canonicalPrefixedPath, localizeUnprefixedPath } from '@/lib/proxy/canonical-url';
import {
  CONSENT_COOKIE,
  CONSENT_RESET_COOKIE,
  consentResetRedirect,
} from '@/lib/proxy/consent-reset';
import { isFilterableListPath, listQueryVerdict } from '@/lib/listing/list-pages';
import { resolveSearchText, searchTextCatalogue } from '@/lib/listing/search-text';
import { detectLocale } from '@/lib/proxy/detect-locale';
import { postBodyRefusal, postHeaderRefusal } from '@/lib/proxy/form-post';
import { declaredLength } from '@/lib/forms/request-limits';
import { segmentsOf } from '@/lib/proxy/normalize-path';
import { isDetailRoute, pageVerdict } from '@/lib/proxy/page-verdict';
import { isPreviewPath, previewTarget } from '@/lib/proxy/preview';
import { refusalResponse, type RefusalKind } from '@/lib/proxy/refusal-page';
import { mayPreviewDrafts, staffRoute, tooLargeReturn } from '@/lib/proxy/staff-paths';
import { isPropertyFormKind } from '@/lib/forms/leads/registry';
import { INTERNAL_ROUTES } from '@/lib/routes/registry';

/**
 * Where a request goes: `page` when it reaches a page of the site as it is; `draftable` when it is
 * the home page or a content page (or none yet), which a preview may show with staff's drafts.
 */
type Routed = { response: NextResponse; page: boolean; notFound: boolean; draftable?: boolean; tail?: string };

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308, search?: string): Routed {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (search !== undefined) url.search = search;
  url.searchParams.delete('lang');
  return { response: NextResponse.redirect(url, status), page: false, notFound: false };
}

/**
 * The page a canonical URL names, served from its route folder: '/fr/a-vendre/' renders
 * app/[locale]/(site)/[...slug] for '/fr/for-sale'. The verdict already knows the route, so this
 * is the rewrite next-intl's middleware would compute, without running it on every request (it
 * cost a third of the requests per second of a page: docs/BENCHMARKS.md, proxy cost). The target
 * has no trailing slash: that is where Next keeps a prerendered page.
 */
function rewriteTo(request: NextRequest, locale: SiteLocale, route: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${route}`;
  return NextResponse.rewrite(url);
}

/**
 * How long a shared cache (CDN, nginx: deploy/nginx.conf) may keep a public page: a minute, then
 * it may serve the old copy for a day while it fetches the new one. Next would send a year
 * (`s-maxage=31536000` for a page without `revalidate`), which outlives a page the CRM changed.
 * Browsers keep nothing (`max-age=0`): they revalidate with the ETag.
 */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';

/**
 * An unknown path gets the static 404 page of its language with the status 404: nothing renders
 * and nothing is written (lib/proxy/page-verdict says why). A shared cache may keep the answer a
 * minute, no longer: a property added by the CRM must not stay hidden behind a cached 404.
 */
function notFound(request: NextRequest, locale: SiteLocale, page: 'page' | 'property'): Routed {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${page === 'page' ? INTERNAL_ROUTES.pageNotFound : INTERNAL_ROUTES.propertyNotFound}`;
  const response = NextResponse.rewrite(url, { status: 404 });
  response.headers.set('cache-control', 'public, max-age=0, s-maxage=60');
  response.headers.set('x-robots-tag', 'noindex');
  return { response, page: false, notFound: true };
}

/** Language prefix, canonical spelling, original paths (SPEC §2.1), the page verdict, then the rewrite to its route. */
function route(request: NextRequest): Routed {
  const { pathname, searchParams } = request.nextUrl;
  const [first] = segmentsOf(pathname);
  // A language staff took out of use (lib/content/languages) is handled as no language: its
  // segment is dropped and the visitor goes to the same page in an offered one.
  const offered = offeredLanguages();
  if (isSiteLocale(first) && offered.locales.includes(first)) {
    // No page has a file name ('/fr/wp-login.php'), and its canonical form would loop: Next strips
    // the trailing slash of a path with an extension.
    if (/\.[^/]*\/?$/.test(pathname)) return notFound(request, first, 'page');
    const staff = staffRoute(pathname.slice(first.length + 1));
    if (staff) {
      if (!pathname.endsWith('/')) return redirectTo(request, `${pathname}/`, 308);
      const response = rewriteTo(request, first, staff);
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return { response, page: true, notFound: false };
    }
    const canonical = canonicalPrefixedPath(pathname, first);
    if (canonical) return redirectTo(request, canonical, 308);
    const tail = pathname.slice(first.length + 1) || '/';
    const verdict = pageVerdict(tail, first);
    if (verdict.kind === 'redirect') return redirectTo(request, verdict.location, 308);
    if (verdict.kind === 'not-found') return { ...notFound(request, first, verdict.page), draftable: verdict.page === 'page', tail };
    const list = isFilterableListPath(verdict.route) ? listQueryVerdict(searchParams, (text) => resolveSearchText(text, searchTextCatalogue(first))) : null;
    // Typed words (the 404 page's search, q=) are read against the stock, which changes: never a
    // permanent redirect for them.
    const typed = searchParams.has('q');
    if (list?.kind === 'redirect') return redirectTo(request, pathname, typed ? 307 : 308, list.search);
    if (list?.kind === 'property') return redirectTo(request, `/${first}/property/${list.id}/`, 307, '');
    const news = verdict.route === '/news' ? newsPageVerdict(searchParams, newsItems(getArticles(), getCategories(), first).length) : null;
    if (news?.kind === 'redirect') return redirectTo(request, pathname, 308, news.search);
    if (news?.kind === 'not-found') return notFound(request, first, 'page');
    // A request of the contact block chosen without JavaScript: the page with that form open, per request.
    const asked = searchParams.get('request');
    if (asked && isPropertyFormKind(asked) && isDetailRoute(verdict.route)) {
      const response = rewriteTo(request, first, `${INTERNAL_ROUTES.detailRequest}/${asked}${verdict.route}`);
      response.headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
      return { response, page: true, notFound: false, tail };
    }
    const target = list?.kind === 'query' ? `${INTERNAL_ROUTES.listQuery}${verdict.route}` : news?.kind === 'page' ? INTERNAL_ROUTES.newsPage : verdict.route;
    const response = rewriteTo(request, first, target);
    if (verdict.shared) response.headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
    return { response, page: true, notFound: false, draftable: verdict.route === '' || verdict.content === true, tail };
  }
  const locale = detectLocale(
    {
      query: searchParams.get('lang'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value ?? null,
      acceptLanguage: request.headers.get('accept-language'),
    },
    offered.locales,
    offered.defaultLocale,
  );
  // Temporary: the target depends on the visitor's language, so it must not be cached as permanent.
  const routed = redirectTo(request, localizeUnprefixedPath(pathname, locale), 307);
  // The language chosen here is remembered (lib/locale-cookie): a redirect is never kept by a cache.
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    routed.response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return routed;
}

/** '/preview/<page path>' serves that page; redirects stay inside preview. */
function routePreview(request: NextRequest, inner: string): Routed {
  const innerUrl = request.nextUrl.clone();
  innerUrl.pathname = inner;
  const routed = route(new NextRequest(innerUrl, request));
  const location = routed.response.headers.get('location');
  if (location) {
    const target = new URL(location, request.url);
    target.pathname = `/preview${target.pathname}`;
    return { ...routed, response: NextResponse.redirect(target, routed.response.status) };
  }
  const [locale] = segmentsOf(inner);
  const cookieNames = request.cookies.getAll().map((c) => c.name);
  if (routed.draftable && routed.tail && isSiteLocale(locale) && mayPreviewDrafts(cookieNames, request.nextUrl.searchParams.get('token'))) {
    // Staff's drafts: rendered per request for that person, never kept by a cache.
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${INTERNAL_ROUTES.draftPreview}${routed.tail === '/' ? '' : routed.tail.replace(/\/+$/, '')}`;
    const response = NextResponse.rewrite(url);
    response.headers.set('cache-control', 'private, no-store');
    return { response, page: true, notFound: false };
  }
  if (routed.response.headers.has('x-middleware-rewrite')) return routed;
  return { ...routed, response: NextResponse.rewrite(innerUrl) };
}

/** The language of a refusal: the path's, else the site's default. */
function refusalLocale(pathname: string): SiteLocale {
  const [first] = segmentsOf(pathname.replace(/^\/preview(?=\/)/i, ''));
  const offered = offeredLanguages();
  return isSiteLocale(first) && offered.locales.includes(first) ? first : offered.defaultLocale;
}

function refuse(request: NextRequest, kind: RefusalKind): Response {
  const { pathname } = request.nextUrl;
  // A staff member's photo over the limit, posted without the page's script: back to the screen, which says its size.
  const back = kind === 'tooLarge' && !request.headers.has('next-action') ? tooLargeReturn(pathname, declaredLength(request.headers)) : null;
  if (back) return NextResponse.redirect(new URL(back, request.url), 303);
  // The form was on the page it posted to; an unknown path has no page to go back to.
  const backHref = kind === 'notFound' ? null : pathname;
  return refusalResponse(kind, refusalLocale(pathname), { backHref, plain: request.headers.has('next-action') });
}

export default async function proxy(request: NextRequest): Promise<Response> {
  const reset = consentResetRedirect(request.nextUrl);
  if (reset) {
    const response = NextResponse.redirect(reset, 307);
    response.cookies.delete(CONSENT_COOKIE);
    response.cookies.set(CONSENT_RESET_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
    return response;
  }
  // Posts are checked here, not left to Next: see lib/proxy/form-post.
  const post = request.method === 'POST';
  if (post) {
    const refusal = postHeaderRefusal(request.headers);
    if (refusal) return refuse(request, refusal);
  }
  const { pathname } = request.nextUrl;
  // The map frame is a page outside the languages, without a form: Next would take any multipart
  // post to it for a server action and fail with a 500.
  if (pathname === '/map-frame' || pathname.startsWith('/map-frame/')) {
    return post ? refuse(request, 'badRequest') : NextResponse.next();
  }
  const inner = previewTarget(pathname);
  const routed = inner ? routePreview(request, inner) : route(request);
  if (post && routed.notFound) return refuse(request, 'notFound');
  if (post && routed.page) {
    const refusal = await postBodyRefusal(request);
    if (refusal) return refuse(request, refusal);
  }
  if (isPreviewPath(pathname)) routed.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return routed.response;
}

export const config = {
  // Every path but Next's own files, the route handlers and the files of public/, each named
  // exactly (tests/proxy/refusal-page.test.ts checks the list against app/api and public/). A
  // prefix would let '/photos/for-sale/a/b/1/' or '/api/for-sale/a/b/1/' reach a route folder
  // that renders new parameters on demand (a property the CRM added) and leave a page cache entry
  // for junk; through the proxy they get the translated 404 page. Paths with a dot are not
  // skipped either: '/fr/wp-login.php' and '/.git/config' get that page too.
  // Uploaded images pass only under their exact name, '/media/<id>-<sha16>.<ext>' (app/media), and a
  // banner photo's phone crop only under its photo's name (lib/images/banner-crop-path).
  matcher: [
    '/((?!_next/|api/(?:altcha|health|list-entries|list-markers|page-view|property-cards|revalidate|search-index/[a-z]{2}|video-upload)/?$|(?:favicon\\.svg|logo\\.svg|robots\\.txt|sitemap\\.xml)$|(?:photos|epc|documents|images)/[^/]+/[^/]+\\.(?:jpg|svg|pdf|png|webp)$|media/[1-9][0-9]{0,14}-[0-9a-f]{16}\\.(?:jpg|png|webp|avif|mp4|webm)$|api/banner-crop/(?:images/[A-Za-z0-9_-]+/[A-Za-z0-9_-][A-Za-z0-9_.-]*\\.(?:jpg|png|webp)|media/[1-9][0-9]{0,14}-[0-9a-f]{16}\\.(?:jpg|png|webp|avif))$).*)',
  ],
};
