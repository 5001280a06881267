import { useSyncExternalStore } from 'react';
import { parseStoredIds, type StoredIdList } from '@/lib/saved-properties/id-list';

/** Said on window when this tab writes a list ('storage' only reaches the other tabs). */
const CHANGED = 'stored-ids-changed';
const NONE: readonly number[] = Object.freeze([]);
/** The last value read per key, so that an unchanged value gives the same array (useSyncExternalStore compares them). */
const lastRead = new Map<string, { text: string | null; ids: readonly number[] }>();

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (privacy settings): an empty list
  }
}

export function readIds(list: StoredIdList): readonly number[] {
  const text = storedText(list.key);
  const last = lastRead.get(list.key);
  if (last && last.text === text) return last.ids;
  const ids = parseStoredIds(text, list.max);
  lastRead.set(list.key, { text, ids });
  return ids;
}

export function writeIds(list: StoredIdList, ids: readonly number[]): void {
  try {
    window.localStorage.setItem(list.key, JSON.stringify(ids));
  } catch {
    // full or refused: the list stays as it was
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The list as it is now, kept current when this tab or another changes it. The server and the
 * first render after hydration see an empty list: the page's HTML is the same for everyone.
 */
export function useStoredIds(list: StoredIdList): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => readIds(list),
    () => NONE,
  );
}
