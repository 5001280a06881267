import { z } from 'zod';
import { perLanguage } from './locale';

/**
 * A zod object with one key per site language, each checked by `schema`: { nl: schema, fr: …,
 * en: …, de: … }, in the order of SITE_LOCALES. Its type is a Record over SiteLocale, so a
 * language added to the list is a key every file and every literal must then hold.
 */
export function perLanguageSchema<T extends z.ZodType>(schema: T) {
  return z.object(perLanguage(() => schema));
}
