'use client';

import { useSyncExternalStore } from 'react';
import { FAVOURITES } from '@/lib/saved-properties/id-list';
import { useStoredIds } from './stored-ids';
import styles from './favourites-page.module.css';

const noSubscription = () => () => {};

/**
 * Says that the list shown is someone else's: none of the page's ids is in this browser's
 * favourites. Shown only once the browser has been asked (the server cannot know).
 */
export function SharedListNotice({ ids, text }: { ids: readonly number[]; text: string }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const stored = useStoredIds(FAVOURITES);
  if (!hydrated || ids.some((id) => stored.includes(id))) return null;
  return (
    <p className={styles.notice} data-testid="shared-list-notice">
      {text}
    </p>
  );
}
