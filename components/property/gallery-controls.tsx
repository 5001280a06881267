'use client';

/**
 * What a script adds to the server-rendered gallery (./detail-gallery): arrows, the arrow keys, a
 * mouse drag, the counter, the current thumbnail and full screen. The photos themselves are a row
 * that scrolls and snaps (CSS), so a finger swipes them with no script and the browser does the
 * animation; this island only says where to go. Loops from the last photo to the first.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Labels = { region: string; previous: string; next: string; fullscreen: string; closeFullscreen: string };
/** Its class names, from the server component: importing the gallery's CSS module here would ship the map of every class in JS. */
export type GalleryClasses = Record<
  'gallery' | 'stage' | 'track' | 'bar' | 'control' | 'arrow' | 'prev' | 'next' | 'counter' | 'fullscreen',
  string
>;
type Icons = { previous: ReactNode; next: ReactNode; fullscreen: ReactNode; close: ReactNode };

/** How far (px) a mouse must drag before it moves to the next photo, not back to this one. */
const DRAG_THRESHOLD = 40;

export function GalleryControls({
  total,
  labels,
  icons,
  thumbs,
  sizes,
  classes: styles,
  children,
}: {
  total: number;
  /** The photos' `sizes` in the page and full screen (lib/images/slot-sizes). */
  sizes: { page: string; fullscreen: string };
  labels: Labels;
  classes: GalleryClasses;
  icons: Icons;
  thumbs: ReactNode;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  const go = useCallback(
    (to: number, behavior: ScrollBehavior = 'smooth') => {
      const el = track.current;
      if (!el) return;
      const target = ((to % total) + total) % total;
      el.scrollTo({ left: target * el.clientWidth, behavior });
    },
    [total],
  );

  // The counter and the current thumbnail follow the row, however it moved (swipe, key, link).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    setReady(true);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    for (const thumb of root.current?.querySelectorAll<HTMLElement>('[data-thumb]') ?? []) {
      if (Number(thumb.dataset.thumb) === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    }
  }, [index]);

  // Full screen: the page stops scrolling, the photos ask for the whole width, the same photo stays.
  useEffect(() => {
    for (const img of root.current?.querySelectorAll<HTMLImageElement>('img[data-slide]') ?? []) {
      img.sizes = fullscreen ? sizes.fullscreen : sizes.page;
    }
    go(index, 'instant');
    if (!fullscreen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
    // The photo shown when the mode changes, not on every move; sizes are the server's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullscreen, go]);

  // A thumbnail is a link to its photo (it works without a script); here it moves the row only.
  const onClick = (event: React.MouseEvent) => {
    const thumb = (event.target as HTMLElement).closest<HTMLElement>('[data-thumb]');
    if (!thumb) return;
    event.preventDefault();
    go(Number(thumb.dataset.thumb));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'Escape' && fullscreen) setFullscreen(false);
    else return;
    event.preventDefault();
  };

  // A mouse drags the row as a finger would (touch scrolls it natively).
  const onPointerDown = (event: React.PointerEvent) => {
    const el = track.current;
    if (!el || event.pointerType !== 'mouse' || event.button !== 0) return;
    const startX = event.clientX;
    const startLeft = el.scrollLeft;
    const from = index;
    el.dataset.dragging = '';
    const move = (e: PointerEvent) => {
      el.scrollLeft = startLeft - (e.clientX - startX);
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      delete el.dataset.dragging;
      const dx = e.clientX - startX;
      go(dx < -DRAG_THRESHOLD ? from + 1 : dx > DRAG_THRESHOLD ? from - 1 : from);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    event.preventDefault();
  };

  return (
    <div
      ref={root}
      className={styles.gallery}
      data-fullscreen={fullscreen || undefined}
      data-ready={ready || undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      onClick={onClick}
      tabIndex={-1}
    >
      <div className={styles.stage}>
        {/* Focusable: without a script, the arrow keys scroll it (and a scrolling region must be reachable by keyboard). */}
        <div ref={track} className={styles.track} onPointerDown={onPointerDown} tabIndex={0}>
          {children}
        </div>
        {/* Over the photo in the page; a bar of its own in full screen. */}
        <div className={styles.bar}>
          {total > 1 && (
            <>
              <button type="button" className={`${styles.control} ${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)}>
                {icons.previous}
                <span className="visually-hidden">{labels.previous}</span>
              </button>
              <button type="button" className={`${styles.control} ${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)}>
                {icons.next}
                <span className="visually-hidden">{labels.next}</span>
              </button>
            </>
          )}
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {total}
          </p>
          <button
            type="button"
            className={`${styles.control} ${styles.fullscreen}`}
            onClick={() => setFullscreen((f) => !f)}
            data-testid="gallery-fullscreen"
          >
            {fullscreen ? icons.close : icons.fullscreen}
            <span className="visually-hidden">{fullscreen ? labels.closeFullscreen : labels.fullscreen}</span>
          </button>
        </div>
      </div>
      {thumbs}
    </div>
  );
}
