/**
 * Values found once and kept by key, the oldest forgotten past `limit`. A search that fails, or
 * finds nothing (null), is forgotten once it settles, so the next ask searches again: what it needed
 * (the database, the network) may have been away.
 */
export function foundMemo<T>(limit = Number.POSITIVE_INFINITY) {
  const kept = new Map<string, Promise<T | null>>();
  const forget = (key: string, search: Promise<T | null>) => {
    if (kept.get(key) === search) kept.delete(key);
  };
  return function find(key: string, search: () => Promise<T | null>): Promise<T | null> {
    const known = kept.get(key);
    if (known) return known;
    const found = search();
    kept.set(key, found);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    found.then(
      (value) => value === null && forget(key, found),
      () => forget(key, found),
    );
    return found;
  };
}
