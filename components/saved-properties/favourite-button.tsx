'use client';

import { FAVOURITES, toggleId } from '@/lib/saved-properties/id-list';
import { HEART_ATTRIBUTE, useFavouriteTexts } from './favourite-texts';
import { readIds, useStoredIds, writeIds } from './stored-ids';
import { HeartIcon } from './heart-icon';
import styles from './favourite-button.module.css';

/**
 * The heart of a property: a toggle button (aria-pressed) that keeps the property in the
 * browser's favourites. `name` tells one card's heart from another's to a screen reader. A card,
 * server or client, renders it with the property's id; `labelled` is the detail page's outlined
 * button with a visible text.
 */
export function FavouriteButton({ id, name = '', labelled = false }: { id: number; name?: string; labelled?: boolean }) {
  const texts = useFavouriteTexts();
  const saved = useStoredIds(FAVOURITES).includes(id);
  return (
    <button
      type="button"
      className={labelled ? `button button-outline ${styles.labelled}` : styles.heart}
      aria-pressed={saved}
      // The detail page's button is named by its visible text; a card's heart by the property's name.
      aria-label={labelled ? undefined : texts.save.replace('{name}', name)}
      data-testid="favourite-button"
      {...{ [HEART_ATTRIBUTE]: '' }}
      onClick={() => writeIds(FAVOURITES, toggleId(readIds(FAVOURITES), id, FAVOURITES.max))}
    >
      <HeartIcon className={styles.icon} size={labelled ? 18 : 22} />
      {labelled && texts.saveShort}
    </button>
  );
}
