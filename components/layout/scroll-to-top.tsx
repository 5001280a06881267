'use client';

import { BANNER_SPACE_ATTRIBUTE } from '@/lib/consent/banner-events';
import { SCROLL_TO_TOP_MS, scrollPositionAt } from '@/lib/scroll';
import type { ReactNode } from 'react';
import styles from './scroll-to-top.module.css';

function scrollToTop() {
  const from = window.scrollY;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion || from === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = (now - start) / SCROLL_TO_TOP_MS;
    window.scrollTo(0, scrollPositionAt(from, t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * SPEC §2.4: shown from 10 px of scroll (see ScrollWatcher), scrolls up over about 500 ms. At the
 * foot of the page on phones, tablets and small desktops, in the page's margin on wide screens
 * (./scroll-to-top.module.css): never over the content. A link to the content's start, so that it
 * works (and shows, at the foot of the page) without JavaScript too.
 */
export function ScrollToTop({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <a
      href="#main"
      className={styles.button}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      data-testid="scroll-to-top"
      {...{ [BANNER_SPACE_ATTRIBUTE]: '' }}
    >
      {icon}
      <span className={styles.label}>{label}</span>
    </a>
  );
}
