import type { Picture } from '@/lib/data/schemas';
import type { PropertyText } from './detail-text';
import { PhotoGallery } from './photo-gallery';
import styles from './property-detail.module.css';

/** The photo gallery of a property or a project (its Pictures). */
export function DetailGallery({ p, t, title }: { p: { Pictures: Picture[] }; t: PropertyText; title: string }) {
  const photos = p.Pictures.map((pic, i) => ({
    url: pic.Url,
    width: pic.Width,
    height: pic.Height,
    alt: pic.Name?.trim() ? `${title} – ${pic.Name.trim()}` : `${title} – ${t('gallery.photoOf', { n: i + 1, total: p.Pictures.length })}`,
  }));
  if (!photos.length) {
    return (
      <div className={styles.noPhoto}>
        <p>{t('gallery.noPhoto')}</p>
      </div>
    );
  }
  return (
    <div className={styles.galleryWrap}>
      <PhotoGallery
        photos={photos}
        labels={{
          region: t('gallery.region'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          fullscreen: t('gallery.fullscreen'),
          closeFullscreen: t('gallery.closeFullscreen'),
          photoOf: t('gallery.photoOf', { n: '{n}', total: '{total}' }),
          thumbnails: t('gallery.thumbnails'),
        }}
      />
    </div>
  );
}
