'use client';

import { useEffect } from 'react';
import { isHeaderCompact, SCROLL_THROTTLE_MS, showsTopButton, throttled } from '@/lib/scroll';

/**
 * Mirrors the scroll position into data attributes on <html> (at most every 100 ms, SPEC §9, and
 * once more when the scroll stops), so the header and the scroll-to-top button react in CSS and
 * stay server-rendered.
 */
export function ScrollWatcher() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.toggleAttribute('data-header-compact', isHeaderCompact(window.scrollY));
      root.toggleAttribute('data-show-top-button', showsTopButton(window.scrollY));
    };
    const onScroll = throttled(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return null;
}
