/**
 * 'Similar properties' on the detail page: other properties of the same goal (sale / rent) that
 * share the type or the city, still available (not sold or rented). Same type and city first,
 * then same type, then same city; ties go to the closest price, then the newest.
 */
import type { Property } from '@/lib/data/schemas';
import { MARQUEE } from '@/lib/data/schemas';
import { goalOf } from '@/lib/property-url';

export const SIMILAR_COUNT = 3;

function score(p: Property, other: Property): number {
  return (other.WebID === p.WebID ? 2 : 0) + (other.City === p.City ? 1 : 0);
}

export function similarProperties(p: Property, all: readonly Property[], count = SIMILAR_COUNT): Property[] {
  const goal = goalOf(p.Goal);
  const price = p.Price ?? 0;
  return all
    .filter(
      (o) =>
        o.ID !== p.ID &&
        goalOf(o.Goal) === goal &&
        o.Marquee !== MARQUEE.SOLD_OR_RENTED &&
        score(p, o) > 0,
    )
    .sort(
      (a, b) =>
        score(p, b) - score(p, a) ||
        Math.abs((a.Price ?? Infinity) - price) - Math.abs((b.Price ?? Infinity) - price) ||
        b.CreateDate.localeCompare(a.CreateDate),
    )
    .slice(0, count);
}
