import { Icon } from '@/components/layout/icons';
import { preloadPhoto } from '@/components/media/photo';
import { photoProps } from '@/lib/images/photo-props';
import type { Picture } from '@/lib/catalogue/schemas';
import { GALLERY_FULLSCREEN_SIZES, GALLERY_SLIDE_SIZES, GALLERY_THUMB_SIZES } from '@/lib/images/slot-sizes';
import type { PropertyText } from './detail-text';
import { GalleryControls, type GalleryClasses } from './gallery-controls';
import styles from './photo-gallery.module.css';
import detail from './property-detail.module.css';

/**
 * The photo gallery of a property or a project (its Pictures), rendered on the server: a row of
 * photos that scrolls and snaps (a finger swipes it with no script at all; thumbnails are links to
 * each photo), then ./gallery-controls adds the arrows, the keys, the mouse drag, the counter and
 * full screen. The first photo is the page's LCP element: preloaded, the others lazy.
 */
const CONTROL_CLASSES = ['gallery', 'stage', 'track', 'bar', 'control', 'arrow', 'prev', 'next', 'counter', 'fullscreen'] as const;
const controlClasses = Object.fromEntries(CONTROL_CLASSES.map((name) => [name, styles[name] ?? ''])) as GalleryClasses;

export function DetailGallery({ p, t, title }: { p: { Pictures: Picture[] }; t: PropertyText; title: string }) {
  const total = p.Pictures.length;
  if (!total) {
    return (
      <div className={detail.noPhoto}>
        <p>{t('gallery.noPhoto')}</p>
      </div>
    );
  }
  const photoOf = (n: number) => t('gallery.photoOf', { n, total });
  const slideId = (n: number) => `gallery-photo-${n}`;
  return (
    <div className={detail.galleryWrap}>
      <GalleryControls
        total={total}
        sizes={{ page: GALLERY_SLIDE_SIZES, fullscreen: GALLERY_FULLSCREEN_SIZES }}
        classes={controlClasses}
        labels={{
          region: t('gallery.region'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          fullscreen: t('gallery.fullscreen'),
          closeFullscreen: t('gallery.closeFullscreen'),
        }}
        icons={{
          previous: <Icon name="chevron" size={26} style={{ transform: 'rotate(90deg)' }} />,
          next: <Icon name="chevron" size={26} style={{ transform: 'rotate(-90deg)' }} />,
          fullscreen: <Icon name="expand" size={20} />,
          close: <Icon name="close" size={20} />,
        }}
        thumbs={
          total > 1 && (
            <ul className={styles.thumbs} aria-label={t('gallery.thumbnails')}>
              {p.Pictures.map((picture, i) => {
                const thumb = photoProps({
                  src: picture.Url,
                  alt: '',
                  width: 250,
                  height: Math.round((250 * picture.Height) / picture.Width),
                  sizes: GALLERY_THUMB_SIZES,
                  loading: 'lazy',
                });
                return (
                  <li key={picture.ID}>
                    <a href={`#${slideId(i + 1)}`} className={styles.thumb} aria-current={i === 0 || undefined} data-thumb={i}>
                      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, alt '' included */}
                      <img {...thumb} />
                      <span className="visually-hidden">{photoOf(i + 1)}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )
        }
      >
        {p.Pictures.map((picture, i) => {
          const slide = photoProps({
            src: picture.Url,
            alt: picture.Name?.trim() ? `${title} – ${picture.Name.trim()}` : `${title} – ${photoOf(i + 1)}`,
            fill: true,
            sizes: GALLERY_SLIDE_SIZES,
            ...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
          });
          if (i === 0) preloadPhoto(slide);
          return (
            <div key={picture.ID} id={slideId(i + 1)} className={styles.slide} role="group" aria-roledescription="slide" aria-label={photoOf(i + 1)}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, alt included */}
              <img {...slide} className={styles.image} data-slide />
            </div>
          );
        })}
      </GalleryControls>
    </div>
  );
}
