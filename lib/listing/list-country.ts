import type { PropertyList } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { countrySlug } from '@/lib/property/detail-paths';
import { goalOf } from '@/lib/property-url';

/** A country sub-list (Belgique, International) links its cards to the detail variant with its segment. */
export function listCountrySegment(list: PropertyList | undefined, locale: SiteLocale): string | null {
  if (!list?.country || list.goal === null) return null;
  return countrySlug(goalOf(list.goal), list.country === 'belgium' ? 'belgique' : 'international', locale);
}
