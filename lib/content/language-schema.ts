import { z } from 'zod';
import { SITE_LOCALES } from '@/lib/locale';

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
  })
  .refine((s) => s.languages.some((l) => l.code === s.defaultLanguage && l.use), {
    message: 'the default language must be one of the languages in use',
    path: ['defaultLanguage'],
  });
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
