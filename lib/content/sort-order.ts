/**
 * The order of a list staff arrange (the pages under one parent, the modules of a page): the
 * positions they typed or dragged, the up and down buttons. Whatever was posted, the result is
 * the same items in a clean order 1..n. Pure.
 */

/** The largest position taken as typed: anything beyond means 'last' (or 'first' below its negative). */
const POSITION_LIMIT = 1_000_000;

/**
 * A position as posted: a whole number, possibly negative or huge (clamped, it still means 'before
 * all' or 'after all'); anything else (empty, missing, '2.5', 'abc', a file) is no position.
 */
export function parsePosition(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[-+]?\d{1,400}$/.test(text)) return null;
  return Math.max(-POSITION_LIMIT, Math.min(POSITION_LIMIT, Number(text)));
}

/**
 * The items in the order their positions say. `current` is the order before (position i + 1 for
 * the i-th); an item without a typed position keeps its own. Ties are broken so that an item staff
 * moved takes the place they typed: one moved up goes before the items already at that number, one
 * moved down after them; items alike (both unmoved, or both moved the same way) keep their order
 * from before. Duplicates, gaps, zero, negative and huge numbers all end as a permutation of `current`.
 */
export function orderByPositions<K>(current: readonly K[], typed: ReadonlyMap<K, number>): K[] {
  const rows = current.map((key, index) => {
    const before = index + 1;
    const position = typed.get(key) ?? before;
    // 0: moved up, 1: where it was, 2: moved down.
    const rank = position < before ? 0 : position > before ? 2 : 1;
    return { key, index, position, rank };
  });
  rows.sort((a, b) => a.position - b.position || a.rank - b.rank || a.index - b.index);
  return rows.map((row) => row.key);
}

export type OrderStep = 'up' | 'down';

/** The order with one item swapped with its neighbour above or below (unchanged at either end or when it is not there). */
export function stepInOrder<K>(order: readonly K[], key: K, step: OrderStep): K[] {
  const next = [...order];
  const index = next.indexOf(key);
  const target = step === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The order with one item put at a 1-based position (clamped to the list), the others in their order. */
export function placeInOrder<K>(order: readonly K[], key: K, position: number): K[] {
  const rest = order.filter((k) => k !== key);
  const index = Math.max(0, Math.min(rest.length, Math.trunc(position) - 1));
  return [...rest.slice(0, index), key, ...rest.slice(index)];
}
