/**
 * 'Similar properties' on the detail page: other properties of the same goal (sale / rent), still
 * available (not sold or rented), of the same type or in the same area (lib/regions: Brussels,
 * Flanders, Wallonia, Luxembourg, abroad). The order is total:
 * 1. rank, the lowest first:
 *    0. same type in the same area;
 *    1. same area, another type, priced within ±25 % of the property's price (the price band);
 *    2. same type in another area, within the price band;
 *    3. same area, another type, outside the band;
 *    4. same type in another area, outside the band;
 *    a property without a price has no band: its others rank 0, 3 or 4;
 * 2. distance from the property's price, closest first; a property without a price is infinitely
 *    far (two of them are equally far);
 * 3. the newest CreateDate first;
 * 4. the lowest ID.
 * So a flat in Ixelles lists the flats of Brussels first, then what is near in place and price.
 */
import type { Property } from '@/lib/catalogue/schemas';
import { MARQUEE } from '@/lib/catalogue/schemas';
import { goalOf } from '@/lib/property-url';
import { areaForProperty } from '@/lib/regions';

export const SIMILAR_COUNT = 3;

/** How far from the property's price the band reaches, as a share of it. */
export const PRICE_BAND = 0.25;

/** The ranks of the order above; a candidate's rank is one of them. */
export const RANK = { typeAndArea: 0, areaInBand: 1, typeInBand: 2, area: 3, type: 4 } as const;

/** The price the others are measured from: a property without one ranks them from the cheapest up. */
export function referencePrice(p: Property): number {
  return p.Price ?? 0;
}

export function priceDistance(price: number, other: Property): number {
  return other.Price === null ? Infinity : Math.abs(other.Price - price);
}

/** The largest distance from p's price inside its band; below any distance when p has no price. */
export function bandReach(p: Property): number {
  return p.Price === null ? -1 : Math.abs(p.Price) * PRICE_BAND;
}

/** The rank of `other` among p's similar properties (see the top of the file); null: not similar. */
export function similarRank(p: Property, other: Property): number | null {
  const sameType = other.WebID === p.WebID;
  const sameArea = areaForProperty(other) === areaForProperty(p);
  if (sameType && sameArea) return RANK.typeAndArea;
  const inBand = priceDistance(referencePrice(p), other) <= bandReach(p);
  if (sameArea) return inBand ? RANK.areaInBand : RANK.area;
  if (sameType) return inBand ? RANK.typeInBand : RANK.type;
  return null;
}

/** Whether `other` may be shown among p's similar properties. */
export function isSimilarCandidate(p: Property, other: Property): boolean {
  return (
    other.ID !== p.ID &&
    goalOf(other.Goal) === goalOf(p.Goal) &&
    other.Marquee !== MARQUEE.SOLD_OR_RENTED &&
    similarRank(p, other) !== null
  );
}

/** Ascending; written out because Infinity - Infinity is NaN. */
export function compareDistances(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** CreateDate as an instant, so that timestamps of different precision compare right. */
export function createTime(p: Property): number {
  return Date.parse(p.CreateDate);
}

/** The last tie-breaks, on times already parsed: the newest first, then the lowest ID. */
export function compareNewest(timeA: number, idA: number, timeB: number, idB: number): number {
  return timeB - timeA || idA - idB;
}

/** The order of p's similar properties (see the top of the file), for its candidates. */
export function similarOrder(p: Property): (a: Property, b: Property) => number {
  const price = referencePrice(p);
  return (a, b) =>
    similarRank(p, a)! - similarRank(p, b)! ||
    compareDistances(priceDistance(price, a), priceDistance(price, b)) ||
    compareNewest(createTime(a), a.ID, createTime(b), b.ID);
}

export function similarProperties(
  p: Property,
  all: readonly Property[],
  count = SIMILAR_COUNT,
): Property[] {
  return all
    .filter((o) => isSimilarCandidate(p, o))
    .sort(similarOrder(p))
    .slice(0, count);
}
