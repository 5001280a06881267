/**
 * 'Similar properties' on the detail page: other properties of the same goal (sale / rent) that
 * share the type or the city, still available (not sold or rented). The order is total:
 * 1. score: same type and city, then same type, then same city;
 * 2. distance from the property's price, closest first; a property without a price is infinitely
 *    far (two of them are equally far);
 * 3. the newest CreateDate first;
 * 4. the lowest ID.
 */
import type { Property } from '@/lib/data/schemas';
import { MARQUEE } from '@/lib/data/schemas';
import { goalOf } from '@/lib/property-url';

export const SIMILAR_COUNT = 3;

/** How much `other` resembles `p`: same type 2, same city 1; 0 is not similar. */
export function similarityScore(p: Property, other: Property): number {
  return (other.WebID === p.WebID ? 2 : 0) + (other.City === p.City ? 1 : 0);
}

/** Whether `other` may be shown among p's similar properties. */
export function isSimilarCandidate(p: Property, other: Property): boolean {
  return (
    other.ID !== p.ID &&
    goalOf(other.Goal) === goalOf(p.Goal) &&
    other.Marquee !== MARQUEE.SOLD_OR_RENTED &&
    similarityScore(p, other) > 0
  );
}

/** The price the others are measured from: a property without one ranks them from the cheapest up. */
export function referencePrice(p: Property): number {
  return p.Price ?? 0;
}

export function priceDistance(price: number, other: Property): number {
  return other.Price === null ? Infinity : Math.abs(other.Price - price);
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

/** The order of p's similar properties (see the top of the file). */
export function similarOrder(p: Property): (a: Property, b: Property) => number {
  const price = referencePrice(p);
  return (a, b) =>
    similarityScore(p, b) - similarityScore(p, a) ||
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
