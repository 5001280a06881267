'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While a sync runs, the screen renders again every few seconds (without JavaScript, its note says to reload). */
export function SyncRefresher({ seconds = 5 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
