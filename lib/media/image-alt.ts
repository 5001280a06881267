/**
 * The description an article shows with an uploaded image: what the editor typed, else
 * the upload's own (its default-language text when that language has none). Text left as it was
 * for the previous image follows the new image: it described the old one.
 */
import type { SiteLocale } from '@/lib/locale';
import { SITE_LOCALES } from '@/lib/locale';

export type AltText = Record<SiteLocale, string>;

export function chosenImageAlt(
  posted: AltText,
  previous: { url: string; alt: AltText } | null,
  upload: { url: string; alt: AltText },
  defaultLocale: SiteLocale,
): AltText {
  const changed = previous?.url !== upload.url;
  return Object.fromEntries(
    SITE_LOCALES.map((l) => {
      const typed = posted[l].trim();
      const keep = typed !== '' && !(changed && typed === previous?.alt[l]);
      return [l, keep ? typed : upload.alt[l] || upload.alt[defaultLocale]];
    }),
  ) as AltText;
}
