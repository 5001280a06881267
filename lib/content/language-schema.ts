import { z } from 'zod';
import { SITE_LOCALES } from '@/lib/locale';
import { UNTRANSLATED_RULES } from './translations';

/**
 * The languages the site offers and its default (SPEC §3 language setting, data/languages.json).
 * i18n/languages reads the same file by hand for the routing (client bundles); this schema is the
 * content document staff edit.
 */
export const languageSettingSchema = z
  .object({
    languages: z
      .array(z.object({ code: z.enum(SITE_LOCALES), use: z.boolean() }))
      .min(1)
      .refine((list) => new Set(list.map((l) => l.code)).size === list.length, { message: 'each language code appears once' }),
    defaultLanguage: z.enum(SITE_LOCALES),
    /**
     * What visitors of a language get of an article or page not written in it (issue 33): it is
     * 'hidden' there (404, in no menu, list or sitemap), or shown in the 'defaultLanguage'
     * (lib/content/translations). Settings saved before the choice existed hide.
     */
    untranslated: z.enum(UNTRANSLATED_RULES).default('hidden'),
  })
  .refine((s) => s.languages.some((l) => l.code === s.defaultLanguage && l.use), {
    message: 'the default language must be one of the languages in use',
    path: ['defaultLanguage'],
  });
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
