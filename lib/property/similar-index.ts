/**
 * similarProperties for every property of a stock, in O(n log n) instead of O(n²): the same lists
 * in the same order. The candidates are grouped by goal, type and area (rank 0), goal and area
 * (ranks 1 and 3), and goal and type (ranks 2 and 4); each group is sorted by price both ways, so
 * that a property's nearest candidates in a group are found by a binary search and a walk outwards
 * from its price. The walk in a group stops at the edge of the price band (ranks 1 and 2) and goes
 * on from there later (ranks 3 and 4).
 */
import type { Property } from '@/lib/catalogue/schemas';
import { MARQUEE } from '@/lib/catalogue/schemas';
import { goalOf } from '@/lib/property-url';
import { areaForProperty, type Area } from '@/lib/regions';
import {
  bandReach,
  compareDistances,
  compareNewest,
  createTime,
  priceDistance,
  referencePrice,
  SIMILAR_COUNT,
} from './similar';

type Entry = { p: Property; time: number; area: Area };

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
 * The candidates of `group` from the nearest to `price` on, in similarProperties' order: walking up
 * from the price and down from below it each visits its side in that order (equal prices are
 * already in tie order, and below 10^13 euros, cents included, two different prices are at
 * different distances from a third), so the two walks merge like sorted lists; the unpriced come
 * after both. `peek` shows the next one without taking it.
 */
function nearestFirst(group: Group | undefined, price: number) {
  if (!group) return { peek: () => undefined, take: () => undefined };
  let up = firstIndex(group.up, (e) => e.p.Price! >= price);
  let down = firstIndex(group.down, (e) => e.p.Price! < price);
  let unpriced = 0;
  const peek = (): Entry | undefined => {
    const above = group.up[up];
    const below = group.down[down];
    if (above && (!below || compareNearest(price, above, below) <= 0)) return above;
    return below ?? group.unpriced[unpriced];
  };
  const take = (): Entry | undefined => {
    const next = peek();
    if (next === group.up[up]) up++;
    else if (next === group.down[down]) down++;
    else unpriced++;
    return next;
  };
  return { peek, take };
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

// The goal, the WebID and the area hold no '|', so each key names one group.
const typeKey = (p: Property) => `${goalOf(p.Goal)}|${p.WebID}`;
const areaKey = (p: Property, area: Area) => `${goalOf(p.Goal)}|${area}`;
const typeAndAreaKey = (p: Property, area: Area) => `${typeKey(p)}|${area}`;

/**
 * For a stock, the function giving `similarProperties(p, all, count)` of any property p, after an
 * O(n log n) preparation; each call costs O(log n + count).
 */
export function similarIndex(
  all: readonly Property[],
  count = SIMILAR_COUNT,
): (p: Property) => Property[] {
  const byType = new Map<string, Entry[]>();
  const byArea = new Map<string, Entry[]>();
  const byTypeAndArea = new Map<string, Entry[]>();
  for (const p of all) {
    if (p.Marquee === MARQUEE.SOLD_OR_RENTED) continue;
    const entry = { p, time: createTime(p), area: areaForProperty(p) };
    pushTo(byType, typeKey(p), entry);
    pushTo(byArea, areaKey(p, entry.area), entry);
    pushTo(byTypeAndArea, typeAndAreaKey(p, entry.area), entry);
  }
  const sameType = groupsOf(byType);
  const sameArea = groupsOf(byArea);
  const sameTypeAndArea = groupsOf(byTypeAndArea);

  return (p) => {
    const price = referencePrice(p);
    const area = areaForProperty(p);
    const found: Property[] = [];
    /** Takes from `walk` what is not `excluded`, up to `count` in all, while no farther than `reach`. */
    const takeFrom = (walk: ReturnType<typeof nearestFirst>, excluded: (e: Entry) => boolean, reach: number) => {
      for (let next = walk.peek(); next && found.length < count; next = walk.peek()) {
        if (priceDistance(price, next.p) > reach) return;
        walk.take();
        if (!excluded(next)) found.push(next.p);
      }
    };
    // A later rank is only reached when rank 0 gave fewer than `count`, and the entries the walks
    // below skip are rank 0's (and p): each call stays O(log n + count).
    const otherType = nearestFirst(sameArea.get(areaKey(p, area)), price);
    const elsewhere = nearestFirst(sameType.get(typeKey(p)), price);
    const isP = (e: Entry) => e.p.ID === p.ID;
    const ofType = (e: Entry) => isP(e) || e.p.WebID === p.WebID;
    const inArea = (e: Entry) => isP(e) || e.area === area;
    takeFrom(nearestFirst(sameTypeAndArea.get(typeAndAreaKey(p, area)), price), isP, Infinity);
    takeFrom(otherType, ofType, bandReach(p));
    takeFrom(elsewhere, inArea, bandReach(p));
    takeFrom(otherType, ofType, Infinity);
    takeFrom(elsewhere, inArea, Infinity);
    return found;
  };
}
