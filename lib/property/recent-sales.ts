import { isSale, type Property } from '@/lib/catalogue';
import { MARQUEE } from '@/lib/marquee';

/** The agency's latest sales: properties for sale marked sold, the most recently changed first. */
export function recentSales<P extends Pick<Property, 'Goal' | 'Marquee' | 'ModifyDate'>>(properties: readonly P[], limit: number): P[] {
  return properties
    .filter((p) => isSale(p) && p.Marquee === MARQUEE.SOLD_OR_RENTED)
    .sort((a, b) => b.ModifyDate.localeCompare(a.ModifyDate))
    .slice(0, limit);
}
