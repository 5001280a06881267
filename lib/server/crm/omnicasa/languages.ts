import 'server-only';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

/** Omnicasa's language ids (LanguageId, DescriptionLanguageId, LanguageIdFromParameter). */
export const OMNICASA_LANGUAGE_IDS: Readonly<Record<SiteLocale, number>> = {
  nl: 1,
  fr: 2,
  en: 3,
  de: 4,
};

export function languageIdOf(locale: SiteLocale): number {
  return OMNICASA_LANGUAGE_IDS[locale];
}

/** The site language of an Omnicasa language id, or null for one the site does not serve. */
export function localeOfLanguageId(id: number): SiteLocale | null {
  return SITE_LOCALES.find((locale) => OMNICASA_LANGUAGE_IDS[locale] === id) ?? null;
}

export { perLanguage } from '@/lib/locale';

/** LanguageId and DescriptionLanguageId of a language: the texts of an answer in it. */
export function languageParams(locale: SiteLocale) {
  return {
    LanguageId: OMNICASA_LANGUAGE_IDS[locale],
    DescriptionLanguageId: OMNICASA_LANGUAGE_IDS[locale],
  };
}
