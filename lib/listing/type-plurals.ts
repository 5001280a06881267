/**
 * A category's name in the plural, for the landing pages' headings and addresses ('Appartementen
 * te koop in Elsene', /nl/te-koop/appartementen/elsene/). The agency names its categories in the
 * CRM. The messages `Landing.typePlurals` know the names agencies use, in any of the four
 * languages, keyed by their slug; each language holds their plural on its pages ('maison' is
 * 'Huizen' on a Dutch page, where a CRM without a Dutch name shows its French one). A name no
 * table knows is used as the CRM gives it.
 */
import { perLanguage, type SiteLocale } from '@/lib/locale';
import { MESSAGES } from '@/lib/messages';
import { slugify } from '@/lib/slug';

const PLURALS: Record<SiteLocale, Readonly<Record<string, string>>> = perLanguage((l) => MESSAGES[l].Landing.typePlurals);

/** The key of a name in the tables: its words, accents stripped, joined by hyphens ('Garage/Parking' → 'garage-parking'). */
export function pluralKeyOf(name: string): string {
  return slugify(name.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' '));
}

/** 'Appartement' → 'Appartementen' in Dutch; a name without a known plural stays as it is. */
export function typePlural(name: string, locale: SiteLocale): string {
  return PLURALS[locale][pluralKeyOf(name)] ?? name.trim();
}
