/**
 * similarProperties for every property of a stock, in O(n log n) instead of O(n²): the same lists
 * in the same order. The candidates are grouped by goal and type, goal and city, and goal, type and
 * city (the three scores); each group is sorted by price both ways, so that a property's nearest
 * candidates in a group are found by a binary search and a walk outwards from its price.
 */
import type { Property } from '@/lib/data/schemas';
import { MARQUEE } from '@/lib/data/schemas';
import { goalOf } from '@/lib/property-url';
import {
  compareDistances,
  compareNewest,
  createTime,
  priceDistance,
  referencePrice,
  SIMILAR_COUNT,
} from './similar';

type Entry = { p: Property; time: number };

type Group = {
  /** Priced candidates, the cheapest first; of one price, the newest first, then the lowest ID. */
  up: Entry[];
  /** Priced candidates, the dearest first; of one price, as in `up`. */
  down: Entry[];
  /** Candidates without a price, infinitely far from any: the newest first, then the lowest ID. */
  unpriced: Entry[];
};

const byNewest = (a: Entry, b: Entry) => compareNewest(a.time, a.p.ID, b.time, b.p.ID);

function groupOf(entries: Entry[]): Group {
  const priced = entries.filter((e) => e.p.Price !== null);
  const price = (e: Entry) => e.p.Price!;
  return {
    up: [...priced].sort((a, b) => price(a) - price(b) || byNewest(a, b)),
    down: [...priced].sort((a, b) => price(b) - price(a) || byNewest(a, b)),
    unpriced: entries.filter((e) => e.p.Price === null).sort(byNewest),
  };
}

/** The first index of `sorted` at which `reached` holds (it holds from there to the end). */
function firstIndex(sorted: readonly Entry[], reached: (e: Entry) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (reached(sorted[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Appends to `found`, until it holds `count`, the candidates of `group` nearest to `price` that are
 * not `excluded`, in similarProperties' order. Walking up from the price and down from below it
 * each visits its side in that order (equal prices are already in tie order, and below 10^13 euros,
 * cents included, two different prices are at different distances from a third), so the two walks
 * merge like sorted lists; the unpriced come after both.
 */
function appendNearest(
  group: Group | undefined,
  price: number,
  count: number,
  excluded: (o: Property) => boolean,
  found: Property[],
): void {
  if (!group) return;
  let up = firstIndex(group.up, (e) => e.p.Price! >= price);
  let down = firstIndex(group.down, (e) => e.p.Price! < price);
  let unpriced = 0;
  const next = (): Entry | undefined => {
    const above = group.up[up];
    const below = group.down[down];
    if (above && (!below || compareNearest(price, above, below) <= 0)) return group.up[up++];
    if (below) return group.down[down++];
    return group.unpriced[unpriced++];
  };
  while (found.length < count) {
    const entry = next();
    if (!entry) return;
    if (!excluded(entry.p)) found.push(entry.p);
  }
}

function compareNearest(price: number, a: Entry, b: Entry): number {
  return compareDistances(priceDistance(price, a.p), priceDistance(price, b.p)) || byNewest(a, b);
}

function pushTo<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function groupsOf<K>(map: Map<K, Entry[]>): Map<K, Group> {
  return new Map([...map].map(([key, entries]) => [key, groupOf(entries)]));
}

// The goal and WebID hold no '|', so each key names one group.
const typeKey = (p: Property) => `${goalOf(p.Goal)}|${p.WebID}`;
const cityKey = (p: Property) => `${goalOf(p.Goal)}|${p.City}`;
const typeAndCityKey = (p: Property) => `${typeKey(p)}|${p.City}`;

/**
 * For a stock, the function giving `similarProperties(p, all, count)` of any property p, after an
 * O(n log n) preparation; each call costs O(log n + count).
 */
export function similarIndex(
  all: readonly Property[],
  count = SIMILAR_COUNT,
): (p: Property) => Property[] {
  const byType = new Map<string, Entry[]>();
  const byCity = new Map<string, Entry[]>();
  const byTypeAndCity = new Map<string, Entry[]>();
  for (const p of all) {
    if (p.Marquee === MARQUEE.SOLD_OR_RENTED) continue;
    const entry = { p, time: createTime(p) };
    pushTo(byType, typeKey(p), entry);
    pushTo(byCity, cityKey(p), entry);
    pushTo(byTypeAndCity, typeAndCityKey(p), entry);
  }
  const sameType = groupsOf(byType);
  const sameCity = groupsOf(byCity);
  const sameTypeAndCity = groupsOf(byTypeAndCity);

  return (p) => {
    const price = referencePrice(p);
    const found: Property[] = [];
    // A lower score is only reached when the higher ones gave fewer than `count`, so it skips at
    // most `count` candidates (p and those of the highest score): each call stays O(log n + count).
    const tiers: [Group | undefined, (o: Property) => boolean][] = [
      [sameTypeAndCity.get(typeAndCityKey(p)), (o) => o.ID === p.ID],
      [sameType.get(typeKey(p)), (o) => o.ID === p.ID || o.City === p.City],
      [sameCity.get(cityKey(p)), (o) => o.ID === p.ID || o.WebID === p.WebID],
    ];
    for (const [group, excluded] of tiers) appendNearest(group, price, count, excluded, found);
    return found;
  };
}
