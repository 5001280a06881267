/**
 * The site's languages: the one list, and the one table of what the code must know about each.
 * Everything per language is derived from SITE_LOCALES or typed as a Record over SiteLocale, so a
 * language added here is named by the compiler wherever it still lacks a value
 * (docs/adding-a-language.md).
 */
export const SITE_LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** What the code needs to know about a language besides its code; its names are in messages/. */
export type LanguageFacts = {
  /** Open Graph's og:locale of the pages in it (language_TERRITORY). */
  ogLocale: string;
  /** Omnicasa's id of the language (LanguageId, DescriptionLanguageId, LanguageIdFromParameter). */
  omnicasaId: number;
  /** How it writes a decimal number a visitor types (a rate of 3,2 % or 3.2 %). */
  decimalSeparator: ',' | '.';
};

export const LANGUAGES: Readonly<Record<SiteLocale, LanguageFacts>> = {
  nl: { ogLocale: 'nl_BE', omnicasaId: 1, decimalSeparator: ',' },
  fr: { ogLocale: 'fr_BE', omnicasaId: 2, decimalSeparator: ',' },
  en: { ogLocale: 'en_GB', omnicasaId: 3, decimalSeparator: '.' },
  de: { ogLocale: 'de_DE', omnicasaId: 4, decimalSeparator: ',' },
};

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** One value per site language: { nl: value('nl'), fr: …, en: …, de: … }. */
export function perLanguage<T>(value: (locale: SiteLocale) => T): Record<SiteLocale, T> {
  return Object.fromEntries(SITE_LOCALES.map((locale) => [locale, value(locale)])) as Record<SiteLocale, T>;
}
