import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while React hydrates the page, true from the render after: what
 * the server's HTML must not hold (what only the browser knows, what only a working script can use)
 * is rendered once this is true, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
