export const SITE_LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** One value per site language: { nl: value('nl'), fr: …, en: …, de: … }. */
export function perLanguage<T>(value: (locale: SiteLocale) => T): Record<SiteLocale, T> {
  return Object.fromEntries(SITE_LOCALES.map((locale) => [locale, value(locale)])) as Record<SiteLocale, T>;
}
