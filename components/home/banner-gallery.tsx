'use client';

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import { BannerPicture, type BannerSlide } from './banner-picture';
import styles from './home-banner.module.css';

/**
 * Cross-fading banner gallery with autoplay (SPEC §9: 3000 ms, 500 ms transition) and a pause button.
 * The server's HTML holds the first photo alone: the others, drawn over it at opacity 0, are in view
 * and a browser would fetch them at once (lazy or not), beside the first, the page's largest paint,
 * on a phone's slow line. They come once the page's scripts run (after that paint,
 * server/deferred-scripts.mjs), the only time they can be shown.
 */
export function BannerGallery({
  slides,
  intervalMs,
  transitionMs,
  labels,
  icons,
}: {
  /** The photos' attributes, made on the server (./home-banner). */
  slides: BannerSlide[];
  intervalMs: number;
  transitionMs: number;
  labels: { pause: string; play: string };
  icons: { pause: ReactNode; play: ReactNode };
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const shown = useHydrated() ? slides : slides.slice(0, 1);

  useEffect(() => {
    if (!playing || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, slides.length, intervalMs]);

  return (
    <>
      {shown.map((slide, i) => (
        <BannerPicture
          key={slide.img.src}
          slide={slide}
          className={styles.media}
          style={{ opacity: i === index ? 1 : 0, transition: `opacity ${transitionMs}ms ease` }}
        />
      ))}
      <button type="button" className={styles.pause} onClick={() => setPlaying((p) => !p)}>
        {playing ? icons.pause : icons.play}
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
