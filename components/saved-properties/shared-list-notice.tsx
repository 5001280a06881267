'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import { FAVOURITES, withAdded } from '@/lib/saved-properties/id-list';
import { readIds, useStoredIds, writeIds } from './stored-ids';
import styles from './favourites-page.module.css';

/**
 * Says that the list shown is someone else's (none of the page's ids is in this browser's
 * favourites) and offers to keep the properties still on offer in one go. Shown only once the
 * browser has been asked (the server cannot know).
 */
export function SharedListNotice({
  ids,
  saveable,
  texts,
}: {
  ids: readonly number[];
  /** The ids of the list that are still on offer: those are worth keeping. */
  saveable: readonly number[];
  texts: { lead: string; save: string; saved: string };
}) {
  const hydrated = useHydrated();
  const stored = useStoredIds(FAVOURITES);
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <p className={styles.notice} role="status" data-testid="shared-list-saved">
        {texts.saved}
      </p>
    );
  }
  if (!hydrated || ids.some((id) => stored.includes(id))) return null;
  return (
    <div className={styles.notice} data-testid="shared-list-notice">
      <p>{texts.lead}</p>
      {saveable.length > 0 && (
        <button
          type="button"
          className="button button-accent"
          onClick={() => {
            writeIds(FAVOURITES, withAdded(readIds(FAVOURITES), saveable, FAVOURITES.max));
            setSaved(true);
          }}
        >
          {texts.save}
        </button>
      )}
    </div>
  );
}
