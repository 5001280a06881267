'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FAVOURITES, idsParam } from '@/lib/saved-properties/id-list';
import { useStoredIds } from './stored-ids';

/**
 * On the favourites page without `?ids=`, reached by the router (the language switcher), where the
 * page's inline script does not run (lib/saved-properties/open-favourites-script): opens the stored list.
 */
export function OpenStoredFavourites() {
  const router = useRouter();
  const ids = useStoredIds(FAVOURITES);
  useEffect(() => {
    if (ids.length) router.replace(`?ids=${idsParam(ids)}`, { scroll: false });
  }, [ids, router]);
  return null;
}
