import type { SiteLocale } from '@/lib/locale';
import { pathnames, routesWhere, type InternalPathname } from './registry';

export type StaticPathname = Exclude<InternalPathname, `${string}[${string}`>;

export function isStaticPathname(path: string): path is StaticPathname {
  return path in pathnames && !path.includes('[');
}

/** Pages without parameters rendered per request for one person (the owner portal, a password or unsubscribe link): never cached. */
export const PRIVATE_PATHNAMES: readonly StaticPathname[] = routesWhere((r) => r.private === true).filter(isStaticPathname);

/** Pages without parameters that search engines should not index. */
export const NOT_INDEXED_PATHNAMES: readonly StaticPathname[] = routesWhere((r) => r.private === true || r.noindex === true).filter(isStaticPathname);

/** The localized form of an internal path without dynamic segments: ('/for-sale', 'nl') → '/te-koop'. */
export function localizedPathname(internal: StaticPathname, locale: SiteLocale): string {
  const entry = pathnames[internal];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** The full URL path of a page in a language, with its language prefix and trailing slash. */
export function localizedHref(internal: StaticPathname, locale: SiteLocale): string {
  const localized = localizedPathname(internal, locale);
  return localized === '/' ? `/${locale}/` : `/${locale}${localized}/`;
}

/** The full URL path of a dynamic route: ('/feedback/[form]', {form: 'site-contact'}, 'fr') → '/fr/merci/site-contact/'. */
export function localizedDynamicHref(
  internal: Extract<InternalPathname, `${string}[${string}`>,
  params: Record<string, string | number>,
  locale: SiteLocale,
): string {
  const template = pathnames[internal][locale];
  const path = template.replace(/\[(\w+)\]/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param '${key}' for ${internal}`);
    return encodeURIComponent(String(value));
  });
  return `/${locale}${path}/`;
}

/** A mailed link's page with its token ('/nl/uitschrijven/?token=…'): where its form posts back to. */
export function tokenPageHref(internal: StaticPathname, locale: SiteLocale, token: string): string {
  const path = localizedHref(internal, locale);
  return token ? `${path}?${new URLSearchParams({ token })}` : path;
}
