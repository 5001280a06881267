import 'server-only';
import { LANGUAGES, SITE_LOCALES, type SiteLocale } from '@/lib/locale';

/** Omnicasa's id of a language (LanguageId, DescriptionLanguageId, LanguageIdFromParameter): lib/locale's table. */
export function languageIdOf(locale: SiteLocale): number {
  return LANGUAGES[locale].omnicasaId;
}

/** The site language of an Omnicasa language id, or null for one the site does not serve. */
export function localeOfLanguageId(id: number): SiteLocale | null {
  return SITE_LOCALES.find((locale) => languageIdOf(locale) === id) ?? null;
}

export { perLanguage } from '@/lib/locale';

/** LanguageId and DescriptionLanguageId of a language: the texts of an answer in it. */
export function languageParams(locale: SiteLocale) {
  return {
    LanguageId: languageIdOf(locale),
    DescriptionLanguageId: languageIdOf(locale),
  };
}
