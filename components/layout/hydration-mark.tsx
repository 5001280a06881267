'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page and run its effects. The page's
 * scripts start only after its first paint (server/deferred-scripts.mjs), so this marks
 * the moment its islands answer; the end-to-end tests wait for it before they use one.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
