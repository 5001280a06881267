import { z } from 'zod';
import type { SiteLocale } from '../locale';
import { perLanguageSchema } from '../locale-schema';

/** A text in every site language. */
export const localizedText = perLanguageSchema(z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/** A text in every site language with the CRM's `public` flag: shown only when public. */
export const publicLocalizedText = localizedText.extend({ public: z.boolean() });
export type PublicLocalizedText = z.infer<typeof publicLocalizedText>;

/**
 * A text staff write in the languages they publish in: any language may be left out (or empty),
 * and lib/content/translations says what a visitor of a missing one gets. Stored content with
 * every language stays valid.
 */
export const writtenText = localizedText.partial();
export type WrittenText = z.infer<typeof writtenText>;

/** A written text with the CRM's `public` flag (a page's title, a module's texts). */
export const publicWrittenText = writtenText.extend({ public: z.boolean() });
export type PublicWrittenText = z.infer<typeof publicWrittenText>;

export function pick(text: LocalizedText, locale: SiteLocale): string {
  return text[locale];
}
