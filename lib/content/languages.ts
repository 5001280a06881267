/**
 * The languages visitors are offered now: those staff published (the `languages` document) among
 * those the build has routes for (i18n/languages, from the committed data/languages.json). Pages
 * stay built for every language of the build; a language taken out of use is redirected by
 * proxy.ts and left out of the language switch, hreflang and the sitemap.
 */
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { languageSettingSchema, type LanguageSetting } from './language-schema';
import { overlayOf } from './published';
import { readContentFile } from './read-json';
import type { LanguageRule } from './translations';

let cached: LanguageSetting | undefined;

/** The committed data/languages.json: the embedded default. */
export function embeddedLanguageSetting(): LanguageSetting {
  cached ??= readContentFile('data/languages.json', languageSettingSchema);
  return cached;
}

export function getLanguageSetting(): LanguageSetting {
  return overlayOf('languages') ?? embeddedLanguageSetting();
}

export type OfferedLanguages = { locales: SiteLocale[]; defaultLocale: SiteLocale };

/**
 * What a setting offers of the built languages, in the build's order. A setting naming none of
 * them (it cannot pass content-rules, but a process must still answer) offers the build's.
 */
export function offeredOf(setting: LanguageSetting, built: readonly SiteLocale[] = routing.locales, builtDefault: SiteLocale = routing.defaultLocale): OfferedLanguages {
  const used = new Set(setting.languages.filter((l) => l.use).map((l) => l.code));
  const locales = built.filter((l) => used.has(l));
  if (locales.length === 0) return { locales: [...built], defaultLocale: builtDefault };
  const defaultLocale = locales.includes(setting.defaultLanguage) ? setting.defaultLanguage : locales.includes(builtDefault) ? builtDefault : locales[0]!;
  return { locales, defaultLocale };
}

/** The languages offered now, and the default. */
export function offeredLanguages(): OfferedLanguages {
  return offeredOf(getLanguageSetting());
}

/** What visitors get of content not written in their language, and the default it falls back to (lib/content/translations). */
export function languageRuleOf(setting: LanguageSetting): LanguageRule {
  return { untranslated: setting.untranslated, defaultLocale: offeredOf(setting).defaultLocale };
}

/** The rule now (a preview: the draft's). */
export function languageRule(): LanguageRule {
  return languageRuleOf(getLanguageSetting());
}
