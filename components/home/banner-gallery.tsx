'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/layout/icons';
import styles from './home-banner.module.css';

/** Cross-fading banner gallery with autoplay (SPEC §9: 3000 ms, 500 ms transition) and a pause button. */
export function BannerGallery({
  images,
  sizes,
  intervalMs,
  transitionMs,
  labels,
}: {
  images: string[];
  sizes: string;
  intervalMs: number;
  transitionMs: number;
  labels: { pause: string; play: string };
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, images.length, intervalMs]);

  return (
    <>
      {images.map((src, i) => (
        <Image
          key={src}
          className={styles.media}
          src={src}
          alt=""
          fill
          preload={i === 0}
          fetchPriority={i === 0 ? 'high' : undefined}
          sizes={sizes}
          style={{ opacity: i === index ? 1 : 0, transition: `opacity ${transitionMs}ms ease` }}
        />
      ))}
      <button type="button" className={styles.pause} onClick={() => setPlaying((p) => !p)}>
        <Icon name={playing ? 'pause' : 'play'} size={18} />
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  );
}
