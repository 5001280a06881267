import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing, LOCALE_COOKIE } from '@/i18n/routing';
import { isSiteLocale } from '@/lib/locale';
import { canonicalPrefixedPath, localizeUnprefixedPath } from '@/lib/proxy/canonical-url';
import {
  CONSENT_COOKIE,
  CONSENT_RESET_COOKIE,
  consentResetRedirect,
} from '@/lib/proxy/consent-reset';
import { detectLocale } from '@/lib/proxy/detect-locale';
import { segmentsOf } from '@/lib/proxy/normalize-path';
import { isPreviewPath, previewTarget } from '@/lib/proxy/preview';

const intl = createIntlMiddleware(routing);

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.searchParams.delete('lang');
  return NextResponse.redirect(url, status);
}

/**
 * next-intl passes paths that are not in the route table (articles, unknown pages) through
 * unchanged. With `trailingSlash` such a pass-through misses the prerendered page (served at the
 * path without its slash) and even the catch-all, so it becomes an explicit rewrite.
 */
function withExplicitRewrite(request: NextRequest, response: NextResponse): NextResponse {
  if (!response.headers.has('x-middleware-next')) return response;
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  const rewrite = NextResponse.rewrite(url);
  for (const cookie of response.cookies.getAll()) rewrite.cookies.set(cookie);
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next' && key !== 'set-cookie') rewrite.headers.set(key, value);
  });
  return rewrite;
}

/** Language prefix, canonical spelling, original paths (SPEC §2.1), then next-intl's rewrites. */
function route(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const [first] = segmentsOf(pathname);
  if (isSiteLocale(first) && routing.locales.includes(first)) {
    const canonical = canonicalPrefixedPath(pathname, first);
    return canonical ? redirectTo(request, canonical, 308) : withExplicitRewrite(request, intl(request));
  }
  const locale = detectLocale(
    {
      query: searchParams.get('lang'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value ?? null,
      acceptLanguage: request.headers.get('accept-language'),
    },
    routing.locales,
    routing.defaultLocale,
  );
  // Temporary: the target depends on the visitor's language, so it must not be cached as permanent.
  return redirectTo(request, localizeUnprefixedPath(pathname, locale), 307);
}

/** '/preview/<page path>' serves that page; redirects stay inside preview. */
function routePreview(request: NextRequest, inner: string): NextResponse {
  const innerUrl = request.nextUrl.clone();
  innerUrl.pathname = inner;
  const response = route(new NextRequest(innerUrl, request));
  const location = response.headers.get('location');
  if (location) {
    const target = new URL(location, request.url);
    target.pathname = `/preview${target.pathname}`;
    return NextResponse.redirect(target, response.status);
  }
  if (response.headers.has('x-middleware-rewrite')) return response;
  return NextResponse.rewrite(innerUrl);
}

export default function proxy(request: NextRequest): NextResponse {
  const reset = consentResetRedirect(request.nextUrl);
  if (reset) {
    const response = NextResponse.redirect(reset, 307);
    response.cookies.delete(CONSENT_COOKIE);
    response.cookies.set(CONSENT_RESET_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
    return response;
  }
  const { pathname } = request.nextUrl;
  const inner = previewTarget(pathname);
  const response = inner ? routePreview(request, inner) : route(request);
  if (isPreviewPath(pathname)) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Everything but Next internals, route handlers and files with an extension.
  matcher: ['/((?!api|_next|_vercel|map-frame|.*\\..*).*)'],
};
