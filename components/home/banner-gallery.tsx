'use client';

import type { PhotoProps } from '@/lib/images/photo-props';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './home-banner.module.css';

/** Cross-fading banner gallery with autoplay (SPEC §9: 3000 ms, 500 ms transition) and a pause button. */
export function BannerGallery({
  photos,
  intervalMs,
  transitionMs,
  labels,
  icons,
}: {
  /** The photos' <img> attributes, made on the server (lib/images/photo-props). */
  photos: PhotoProps[];
  intervalMs: number;
  transitionMs: number;
  labels: { pause: string; play: string };
  icons: { pause: ReactNode; play: ReactNode };
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % photos.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, photos.length, intervalMs]);

  return (
    <>
      {photos.map((photo, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes, made on the server
        <img
          key={photo.src}
          {...photo}
          alt=""
          className={styles.media}
          style={{ ...photo.style, opacity: i === index ? 1 : 0, transition: `opacity ${transitionMs}ms ease` }}
        />
      ))}
      <button type="button" className={styles.pause} onClick={() => setPlaying((p) => !p)}>
        {playing ? icons.pause : icons.play}
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
