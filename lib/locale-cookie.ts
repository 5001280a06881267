/**
 * The cookie that remembers the visitor's language for a visit to a path without one (SPEC §2.1
 * detection: query, cookie, browser). A page never sets it in its answer: a response with
 * Set-Cookie is not stored by a shared cache (CDN, nginx proxy_cache), so the pages would all reach
 * Node. The browser writes it (rememberLanguageScript, in every page), and so does the redirect
 * from an unprefixed path, which no cache keeps.
 */
import type { SiteLocale } from '@/lib/locale';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie as `document.cookie` takes it. */
export function localeCookieText(locale: SiteLocale): string {
  return `${LOCALE_COOKIE}=${locale};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax`;
}

/**
 * An inline script for a page in `locale`: writes the cookie when it does not hold that language
 * yet. Inline and tiny, so it costs no bundle and runs before any other script.
 */
export function rememberLanguageScript(locale: SiteLocale): string {
  return `if(!/(?:^|; )${LOCALE_COOKIE}=${locale}(?:;|$)/.test(document.cookie))document.cookie=${JSON.stringify(localeCookieText(locale))}`;
}
