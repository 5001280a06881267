/**
 * The order staff give a list (the pages under one parent, a page's modules): positions typed,
 * dragged or stepped end as a clean order 1..n, whatever was posted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByPositions, parsePosition, placeInOrder, stepInOrder } from '@/lib/content/sort-order';

const ITEMS = ['a', 'b', 'c', 'd', 'e'];
const typed = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('a posted position', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
    ['-4', -4],
    ['+2', 2],
    ['99999999999999999999999', 1_000_000],
    ['-99999999999999999999999', -1_000_000],
  ])('reads %j as %j', (value, position) => {
    expect(parsePosition(value)).toBe(position);
  });

  it.each([[''], ['abc'], ['2.5'], ['1e3'], ['0x10'], ['1 2'], ['NaN'], ['Infinity'], [undefined], [null], [3], [{}], ['9'.repeat(401)]])('is no position in %j', (value) => {
    expect(parsePosition(value)).toBeNull();
  });
});

describe('the order from typed positions', () => {
  it('keeps the order when nothing is typed, or every item its own number', () => {
    expect(orderByPositions(ITEMS, new Map())).toEqual(ITEMS);
    expect(orderByPositions(ITEMS, typed({ a: 1, b: 2, c: 3, d: 4, e: 5 }))).toEqual(ITEMS);
  });

  it('follows a permutation of 1..n', () => {
    expect(orderByPositions(ITEMS, typed({ a: 5, b: 4, c: 3, d: 2, e: 1 }))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('puts an item typed to the number of another at that place: before it when moved up, after it when moved down', () => {
    expect(orderByPositions(ITEMS, typed({ e: 1 }))).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(orderByPositions(ITEMS, typed({ a: 3 }))).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(orderByPositions(ITEMS, typed({ d: 2, e: 2 }))).toEqual(['a', 'd', 'e', 'b', 'c']);
  });

  it('takes gaps, zero, negative and huge numbers as a plain order', () => {
    expect(orderByPositions(ITEMS, typed({ a: 10, b: 20, c: 30, d: 0, e: -5 }))).toEqual(['e', 'd', 'a', 'b', 'c']);
    expect(orderByPositions(ITEMS, typed({ c: 1_000_000 }))).toEqual(['a', 'b', 'd', 'e', 'c']);
  });

  it('ignores a position for an item that is not in the list', () => {
    expect(orderByPositions(ITEMS, typed({ z: 1 }))).toEqual(ITEMS);
  });

  const positions = fc.array(fc.option(fc.integer({ min: -50, max: 1_000_000 }), { nil: undefined }), { minLength: 0, maxLength: 30 });

  it('makes any positions a permutation of the items', () => {
    fc.assert(
      fc.property(positions, (given) => {
        const items = given.map((_, i) => i);
        const map = new Map(given.flatMap((p, i) => (p === undefined ? [] : [[i, p] as const])));
        const order = orderByPositions(items, map);
        expect([...order].sort((x, y) => x - y)).toEqual(items);
      }),
    );
  });

  it('puts a smaller position first, and keeps alike items with equal positions in their previous order', () => {
    fc.assert(
      fc.property(positions, (given) => {
        const items = given.map((_, i) => i);
        const map = new Map(given.flatMap((p, i) => (p === undefined ? [] : [[i, p] as const])));
        const order = orderByPositions(items, map);
        const at = (i: number) => map.get(i) ?? i + 1;
        const rank = (i: number) => Math.sign(at(i) - (i + 1));
        for (let k = 1; k < order.length; k++) {
          const [x, y] = [order[k - 1]!, order[k]!];
          expect(at(x)).toBeLessThanOrEqual(at(y));
          if (at(x) === at(y) && rank(x) === rank(y)) expect(x).toBeLessThan(y);
        }
      }),
    );
  });

  it('puts one item typed to a place 1..n exactly there, the others in their order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n }))), ([n, index, place]) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const order = orderByPositions(items, new Map([[index, place]]));
        expect(order.indexOf(index)).toBe(place - 1);
        expect(order.filter((i) => i !== index)).toEqual(items.filter((i) => i !== index));
        expect(order).toEqual(placeInOrder(items, index, place));
      }),
    );
  });
});

describe('a step and a place', () => {
  it('swaps an item with its neighbour, and changes nothing at either end or for an unknown item', () => {
    expect(stepInOrder(ITEMS, 'c', 'up')).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(stepInOrder(ITEMS, 'c', 'down')).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(stepInOrder(ITEMS, 'a', 'up')).toEqual(ITEMS);
    expect(stepInOrder(ITEMS, 'e', 'down')).toEqual(ITEMS);
    expect(stepInOrder(ITEMS, 'z', 'up')).toEqual(ITEMS);
  });

  it('puts an item at a place, clamped to the list', () => {
    expect(placeInOrder(ITEMS, 'd', 1)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(placeInOrder(ITEMS, 'a', 99)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(placeInOrder(ITEMS, 'c', -3)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(placeInOrder(ITEMS, 'b', Number.POSITIVE_INFINITY)).toEqual(['a', 'c', 'd', 'e', 'b']);
  });
});
