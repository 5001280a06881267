import { getProperty } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { propertyCardOf } from '@/lib/listing/list-entries';
import type { PropertyCardData } from '@/lib/property/card';

/** A saved property as it is now: its card, or null when it left the snapshot (sold and withdrawn, deleted). */
export type SavedCard = { id: number; card: PropertyCardData | null };

/** The cards of saved ids in a language, in their order, with the current price and status. */
export function savedCards(locale: SiteLocale, ids: readonly number[], photoSizes: string): SavedCard[] {
  return ids.map((id) => {
    const p = getProperty(locale, id);
    return { id, card: p ? propertyCardOf(p, photoSizes) : null };
  });
}
