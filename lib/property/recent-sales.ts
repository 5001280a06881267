import { isSale, type Property } from '@/lib/catalogue';
import { SOLD_OR_RENTED_MARQUEE } from '@/lib/marquee';

/** The agency's latest sales: properties for sale marked sold, the most recently changed first. */
export function recentSales<P extends Pick<Property, 'Goal' | 'Marquee' | 'ModifyDate'>>(properties: readonly P[], limit: number): P[] {
  return properties
    .filter((p) => isSale(p) && p.Marquee === SOLD_OR_RENTED_MARQUEE)
    .sort((a, b) => b.ModifyDate.localeCompare(a.ModifyDate))
    .slice(0, limit);
}
