import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './languages';
import { pathnames } from './pathnames';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // hreflang alternates are rendered in each page's <head>; the header would duplicate them.
  alternateLinks: false,
  pathnames,
});
