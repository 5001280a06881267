import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './languages';
import { pathnames } from '@/lib/routes/registry';

export { LOCALE_COOKIE } from '@/lib/locale-cookie';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // next-intl would set the language cookie on every page answer, and a shared cache does not
  // store an answer that sets a cookie: lib/locale-cookie writes it instead.
  localeCookie: false,
  // hreflang alternates are rendered in each page's <head>; the header would duplicate them.
  alternateLinks: false,
  pathnames,
});
