'use client';

import { lazy, Suspense, useEffect } from 'react';
import type { PropertyCardLabels } from '@/lib/property/card';
import type { SiteLocale } from '@/lib/locale';
import { RECENTLY_VIEWED, withNewest } from '@/lib/saved-properties/id-list';
import { RECENTLY_VIEWED_SHOWN } from './recently-viewed-layout';
import { readIds, useStoredIds, writeIds } from './stored-ids';

// The cards' code (prices, addresses, EPC labels) loads only for a visitor who has viewed a property.
const RecentlyViewedCards = lazy(() => import('./recently-viewed-cards'));

export type RecentlyViewedTexts = { title: string; card: PropertyCardLabels };

/**
 * The last properties this browser opened, newest first: on the home page, and at the
 * foot of a detail page (`currentId`), which it also records as viewed, leaving it out of the strip.
 * Browser only: the server renders nothing here.
 */
export function RecentlyViewed({ locale, currentId, texts }: { locale: SiteLocale; currentId?: number; texts: RecentlyViewedTexts }) {
  useEffect(() => {
    if (currentId) writeIds(RECENTLY_VIEWED, withNewest(readIds(RECENTLY_VIEWED), currentId, RECENTLY_VIEWED.max));
  }, [currentId]);
  const ids = useStoredIds(RECENTLY_VIEWED)
    .filter((id) => id !== currentId)
    .slice(0, RECENTLY_VIEWED_SHOWN);
  if (!ids.length) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedCards locale={locale} ids={ids} texts={texts} />
    </Suspense>
  );
}
