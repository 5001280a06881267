/** The editor's image forms: alt text per language, the default language's required. */
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES } from '@/lib/locale';

export const ALT_MAX_LENGTH = 300;

const altLine = (required: boolean) =>
  z
    .string({ error: 'Editor.errors.required' })
    .trim()
    .max(ALT_MAX_LENGTH, { error: 'Forms.errors.tooLong' })
    .refine((text) => !required || text.length > 0, { error: 'Editor.media.errors.altRequired' });

export const altTextSchema = z.object(
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, altLine(locale === routing.defaultLocale)])) as Record<(typeof SITE_LOCALES)[number], ReturnType<typeof altLine>>,
);

/** A language left empty gets the default language's text. */
export const mediaAltFormSchema = z.object({
  alt: altTextSchema.transform((alt) => Object.fromEntries(SITE_LOCALES.map((l) => [l, alt[l] || alt[routing.defaultLocale]])) as typeof alt),
});

/** An upload's id as a form posts it. */
export const uploadIdSchema = z.string().regex(/^[1-9]\d{0,14}$/).transform(Number);

/** The image a page shows, chosen in the banner or article editor: an upload's URL, or none. */
export const chosenImageSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:\/media\/[1-9]\d{0,14}-[0-9a-f]{16}\.(?:jpg|png|webp|avif))?$/, { error: 'Editor.media.errors.unknownImage' });
