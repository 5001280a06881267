'use client';

import { FAVOURITES } from '@/lib/saved-properties/id-list';
import { useStoredIds } from './stored-ids';

/** The number of favourites in the header's link: nothing while there are none (and on the server). */
export function FavouritesCount({ className }: { className?: string }) {
  const count = useStoredIds(FAVOURITES).length;
  return count ? (
    <span className={className} data-testid="favourites-count">
      {count}
    </span>
  ) : null;
}
