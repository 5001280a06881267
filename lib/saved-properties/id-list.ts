/**
 * The property id lists a visitor's browser keeps (favourites, recently viewed): pure functions over
 * the ids, newest first, shared by the browser store (components/saved-properties/stored-ids) and the
 * pages that read a list from the URL (`?ids=4012345,4012388`). Whatever the storage or the URL
 * holds, a list comes out as distinct positive integer ids, never more than its limit.
 */

/** The most favourites a browser keeps (a long shared link stays well under URL limits). */
export const MAX_FAVOURITES = 60;
/** The properties a browser remembers as recently viewed. */
export const MAX_RECENTLY_VIEWED = 12;

/** A list as the browser keeps it in localStorage (components/saved-properties/stored-ids): its key and its limit. */
export type StoredIdList = { key: string; max: number };

export const FAVOURITES: StoredIdList = { key: 'favourites', max: MAX_FAVOURITES };
export const RECENTLY_VIEWED: StoredIdList = { key: 'recently-viewed', max: MAX_RECENTLY_VIEWED };

const ID = /^\d{1,12}$/;

/** Distinct valid ids in their order, at most `max`. */
function cleanIds(values: readonly unknown[], max: number): number[] {
  const out: number[] = [];
  for (const value of values) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !out.includes(id)) out.push(id);
    if (out.length === max) break;
  }
  return out;
}

/** The list a storage value holds (a JSON array); anything else, or nothing, is an empty list. */
export function parseStoredIds(text: string | null, max: number): number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? cleanIds(value, max) : [];
  } catch {
    return [];
  }
}

/** The list of an `ids` URL parameter ('4012345,4012388'). */
export function parseIdsParam(param: string | string[] | null | undefined, max: number): number[] {
  const text = Array.isArray(param) ? param.join(',') : (param ?? '');
  return cleanIds(text.split(','), max);
}

/** The `ids` URL parameter of a list. */
export function idsParam(ids: readonly number[]): string {
  return ids.join(',');
}

/** Adds `id` in front when it is not in the list, removes it when it is. */
export function toggleId(ids: readonly number[], id: number, max: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, max);
}

/** `id` moved (or added) to the front: the newest first, the oldest dropped past `max`. */
export function withNewest(ids: readonly number[], id: number, max: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}

/** A list with `added` put in front, in their order, without doubles; the oldest dropped past `max`. */
export function withAdded(ids: readonly number[], added: readonly number[], max: number): number[] {
  return cleanIds([...added, ...ids], max);
}
