import { z } from 'zod';
import type { SiteLocale } from '../locale';
import { perLanguageSchema } from '../locale-schema';

/** A text in every site language. */
export const localizedText = perLanguageSchema(z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/** A text in every site language with the CRM's `public` flag: shown only when public. */
export const publicLocalizedText = localizedText.extend({ public: z.boolean() });
export type PublicLocalizedText = z.infer<typeof publicLocalizedText>;

export function pick(text: LocalizedText, locale: SiteLocale): string {
  return text[locale];
}
