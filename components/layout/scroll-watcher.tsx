'use client';

import { useEffect } from 'react';
import { throttle } from 'throttle-debounce';
import { isHeaderCompact, SCROLL_THROTTLE_MS, showsTopButton } from '@/lib/scroll';

/**
 * Mirrors the scroll position into data attributes on <html> (throttled to 100 ms), so the
 * header and the scroll-to-top button react in CSS and stay server-rendered.
 */
export function ScrollWatcher() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.toggleAttribute('data-header-compact', isHeaderCompact(window.scrollY));
      root.toggleAttribute('data-show-top-button', showsTopButton(window.scrollY));
    };
    const onScroll = throttle(SCROLL_THROTTLE_MS, update);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return null;
}
