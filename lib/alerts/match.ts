/**
 * Search alerts: which properties a 'keep me informed' profile wants to hear about, and
 * which of them to announce now. A profile is told once about each property: a property that was
 * already on offer when the address was confirmed is only announced when its price comes down.
 */
import { isSale, MARQUEE, searchNameOf, webIdsOf, type Property } from '@/lib/catalogue';
import { regionForProperty } from '@/lib/regions';

export type AlertZone = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg';

/** The search of a profile, as the 'keep me informed' form stores it. */
export interface AlertCriteria {
  goal: 'sale' | 'rent';
  /** WebIDs of the CRM's categories, as texts ('12', '1003'); a property matches with any of its types. */
  types: readonly string[];
  zones: readonly AlertZone[];
  /** A city name or a postal code; '' for anywhere in the zones. */
  place: string;
  priceMin?: number;
  priceMax?: number;
  /** At least this many bedrooms. */
  bedrooms?: number;
}

export type AlertProperty = Pick<
  Property,
  'ID' | 'Goal' | 'WebIDs' | 'Zip' | 'City' | 'CountryID' | 'PublishPrice' | 'Price' | 'Marquee' | 'Counts'
>;

/** The price a visitor sees, or null when it is hidden. */
export const shownPrice = (p: Pick<Property, 'PublishPrice' | 'Price'>): number | null => (p.PublishPrice ? p.Price : null);

const digitsOf = (text: string) => text.replace(/\D/g, '');

function matchesPlace(p: AlertProperty, place: string): boolean {
  const wanted = place.trim();
  if (wanted === '') return true;
  if (/^[A-Za-z]{0,2}-?\s*\d{4,5}$/.test(wanted)) return digitsOf(p.Zip) === digitsOf(wanted);
  return searchNameOf(p.City) === searchNameOf(wanted);
}

function matchesPrice(p: AlertProperty, { priceMin, priceMax }: AlertCriteria): boolean {
  if (priceMin === undefined && priceMax === undefined) return true;
  const price = shownPrice(p);
  if (price === null) return false;
  return (priceMin === undefined || price >= priceMin) && (priceMax === undefined || price <= priceMax);
}

/** Whether a property on offer answers the profile's search (type, zone, place, price, bedrooms, goal). */
export function matchesAlert(p: AlertProperty, criteria: AlertCriteria): boolean {
  if (p.Marquee === MARQUEE.SOLD_OR_RENTED) return false;
  if (isSale(p) !== (criteria.goal === 'sale')) return false;
  if (criteria.types.length > 0 && !webIdsOf(p).some((id) => criteria.types.includes(String(id)))) return false;
  const zone = regionForProperty(p);
  if (criteria.zones.length > 0 && (zone === null || !criteria.zones.includes(zone))) return false;
  if (!matchesPlace(p, criteria.place)) return false;
  if (criteria.bedrooms && (p.Counts.Bedrooms ?? 0) < criteria.bedrooms) return false;
  return matchesPrice(p, criteria);
}

/** What a profile knows of a property: the price it had when the profile started, and whether it was announced. */
export interface KnownProperty {
  price: number | null;
  announced: boolean;
}

export interface Announcement {
  id: number;
  kind: 'new' | 'lowered';
  price: number | null;
}

/**
 * The properties to announce among those that match: one the profile has never seen (new, or
 * 'lowered' when its latest price change brought it down), and one seen at the start whose price
 * has come down since; never one announced before.
 */
export function announcementsFor(
  matching: readonly AlertProperty[],
  known: ReadonlyMap<number, KnownProperty>,
  priceLowered: (id: number) => boolean,
): Announcement[] {
  const announcements: Announcement[] = [];
  for (const p of matching) {
    const seen = known.get(p.ID);
    const price = shownPrice(p);
    if (!seen) announcements.push({ id: p.ID, kind: priceLowered(p.ID) ? 'lowered' : 'new', price });
    else if (!seen.announced && price !== null && seen.price !== null && price < seen.price) {
      announcements.push({ id: p.ID, kind: 'lowered', price });
    }
  }
  return announcements;
}
