'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/layout/icons';
import { GALLERY_THUMB_SIZES } from '@/lib/images/slot-sizes';
import styles from './photo-gallery.module.css';

export type GalleryPhoto = { url: string; width: number; height: number; alt: string };

export type GalleryLabels = {
  region: string;
  previous: string;
  next: string;
  fullscreen: string;
  closeFullscreen: string;
  photoOf: string; // "Photo {n} of {total}" already filled with {n}/{total} placeholders
  thumbnails: string;
};

const label = (template: string, n: number, total: number) =>
  template.replace('{n}', String(n)).replace('{total}', String(total));

/**
 * The property photo gallery: swipe (embla), arrow keys, full screen and thumbnails (width 250).
 * The first photo is server-rendered with priority; the others load lazily.
 */
export function PhotoGallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const [viewport, embla] = useEmblaCarousel({ loop: photos.length > 1, duration: 25 });
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    embla?.reInit();
    if (!fullscreen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [fullscreen, embla]);

  const go = useCallback((to: number) => embla?.scrollTo(to), [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else if (event.key === 'Escape' && fullscreen) setFullscreen(false);
    else return;
    event.preventDefault();
  };

  if (photos.length === 0) return null;
  const total = photos.length;

  return (
    <div
      ref={root}
      className={styles.gallery}
      data-fullscreen={fullscreen || undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      <div className={styles.stage}>
        <div className={styles.viewport} ref={viewport}>
          <div className={styles.track}>
            {photos.map((photo, i) => (
              <div
                key={photo.url}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={label(labels.photoOf, i + 1, total)}
                aria-hidden={i !== index}
              >
                <Image
                  src={photo.url}
                  alt={photo.alt}
                  fill
                  sizes={fullscreen ? '100vw' : '(min-width: 1050px) 1050px, (min-width: 750px) 750px, 100vw'}
                  preload={i === 0}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  loading={i === 0 ? undefined : 'lazy'}
                  className={styles.image}
                />
              </div>
            ))}
          </div>
        </div>
        {total > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => embla?.scrollPrev()}>
              <Icon name="chevron" size={26} style={{ transform: 'rotate(90deg)' }} />
              <span className="visually-hidden">{labels.previous}</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => embla?.scrollNext()}>
              <Icon name="chevron" size={26} style={{ transform: 'rotate(-90deg)' }} />
              <span className="visually-hidden">{labels.next}</span>
            </button>
          </>
        )}
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {total}
        </p>
        <button
          type="button"
          className={styles.fullscreen}
          onClick={() => setFullscreen((f) => !f)}
          data-testid="gallery-fullscreen"
        >
          <Icon name={fullscreen ? 'close' : 'expand'} size={20} />
          <span className="visually-hidden">{fullscreen ? labels.closeFullscreen : labels.fullscreen}</span>
        </button>
      </div>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label={labels.thumbnails}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              >
                <Image src={photo.url} alt="" width={250} height={Math.round((250 * photo.height) / photo.width)} sizes={GALLERY_THUMB_SIZES} loading="lazy" />
                <span className="visually-hidden">{label(labels.photoOf, i + 1, total)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
