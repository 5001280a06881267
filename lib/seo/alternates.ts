import type { SiteLocale } from '@/lib/locale';
import { localizedHref, type StaticPathname } from '@/lib/routes';

/** The URL path of one page in each enabled language: feeds hreflang, canonical and the language switcher. */
export type Alternates = Partial<Record<SiteLocale, string>>;

export function alternatesOf(
  locales: readonly SiteLocale[],
  hrefFor: (locale: SiteLocale) => string | null,
): Alternates {
  const result: Alternates = {};
  for (const locale of locales) {
    const href = hrefFor(locale);
    if (href) result[locale] = href;
  }
  return result;
}

export function staticAlternates(locales: readonly SiteLocale[], internal: StaticPathname): Alternates {
  return alternatesOf(locales, (locale) => localizedHref(internal, locale));
}
