/**
 * The language setting as the editor's languages form changes it. Pure: the new
 * setting, or the field errors (message keys by field name) that refuse the form.
 */
import type { LanguagesForm } from '@/lib/forms/site-edit';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { LanguageSetting } from './language-schema';

export type LanguagesEdit = { ok: true; setting: LanguageSetting } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Every language of the site keeps its place in the list (the order of the language switch); one
 * the build has no pages for cannot be offered (a new build must add it), and the default must be
 * offered. `untranslated`: what visitors get of content not written in their language
 * (lib/content/translations).
 */
export function applyLanguagesForm(form: LanguagesForm, built: readonly SiteLocale[]): LanguagesEdit {
  const errors: Record<string, string[]> = {};
  for (const code of SITE_LOCALES) if (form.use[code] && !built.includes(code)) errors[`use.${code}`] = ['Editor.errors.languageNotBuilt'];
  if (!SITE_LOCALES.some((code) => form.use[code])) errors[`use.${SITE_LOCALES[0]}`] = ['Editor.errors.noLanguage'];
  else if (!form.use[form.defaultLanguage]) errors.defaultLanguage = ['Editor.errors.defaultNotOffered'];
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    setting: { languages: SITE_LOCALES.map((code) => ({ code, use: form.use[code] })), defaultLanguage: form.defaultLanguage, untranslated: form.untranslated },
  };
}
