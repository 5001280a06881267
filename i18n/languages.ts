import languageSetting from '@/data/languages.json';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';

type LanguageSetting = { languages: { code: string; use: boolean }[]; defaultLanguage: string };

/**
 * Reads the language setting of SPEC §3 (a list of {code, use} and the default).
 * Validated by hand, not with zod: this module reaches client bundles through the routing.
 */
export function enabledLocalesOf(setting: LanguageSetting): {
  locales: SiteLocale[];
  defaultLocale: SiteLocale;
} {
  const locales: SiteLocale[] = [];
  for (const { code, use } of setting.languages) {
    if (!isSiteLocale(code)) throw new Error(`data/languages.json: unknown language code '${code}'`);
    if (use) locales.push(code);
  }
  const defaultLocale = setting.defaultLanguage;
  if (!isSiteLocale(defaultLocale) || !locales.includes(defaultLocale)) {
    throw new Error(
      `data/languages.json: defaultLanguage '${defaultLocale}' must be one of the enabled languages (${locales.join(', ')})`,
    );
  }
  return { locales, defaultLocale };
}

export const { locales, defaultLocale } = enabledLocalesOf(languageSetting);
