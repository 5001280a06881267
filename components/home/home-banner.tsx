import { Photo, preloadPhoto } from '@/components/media/photo';
import { photoProps } from '@/components/media/photo-props';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { SiteLocale } from '@/lib/locale';
import { Icon } from '@/components/layout/icons';
import { BannerGallery } from './banner-gallery';
import styles from './home-banner.module.css';

/** Mobile images ask for a smaller rendition: the configured scale-down factor of the viewport. */
function sizesFor(mobileScale: number): string {
  return `(max-width: 766px) ${Math.round(mobileScale * 100)}vw, 100vw`;
}

/** The gallery's photos for its island: the first one preloaded (the page's LCP), the others lazy. */
function galleryPhotos(images: string[], sizes: string) {
  const photos = images.map((src, i) => photoProps({ src, alt: '', fill: true, sizes, ...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }) }));
  if (photos[0]) preloadPhoto(photos[0]);
  return photos;
}

/**
 * SPEC §2.4 home banner: an image, a gallery (width 1920) or a muted looping autoplay video,
 * with the title, description and an optional search box (`children`) over it.
 */
export function HomeBanner({
  banner,
  locale,
  labels,
  children,
}: {
  banner: SiteConfig['banner'];
  locale: SiteLocale;
  labels: { region: string; previous: string; next: string; pause: string; play: string };
  children?: ReactNode;
}) {
  const sizes = sizesFor(banner.image.mobileScale);
  let media: ReactNode;
  if (banner.type === 'video' && banner.video.url) {
    media = (
      <video className={styles.media} autoPlay loop muted playsInline poster={banner.image.url} aria-hidden="true">
        <source src={banner.video.url} type={`video/${banner.video.type}`} />
      </video>
    );
  } else if (banner.type === 'gallery' && banner.gallery.images.length > 1) {
    media = (
      <BannerGallery
        photos={galleryPhotos(banner.gallery.images, sizes)}
        intervalMs={banner.gallery.config.autoplaySpeed}
        transitionMs={banner.gallery.config.transitionSpeed}
        labels={labels}
        icons={{ pause: <Icon name="pause" size={18} />, play: <Icon name="play" size={18} /> }}
      />
    );
  } else {
    media = <Photo className={styles.media} src={banner.image.url} alt="" fill preload fetchPriority="high" sizes={sizes} />;
  }
  return (
    <section className={styles.banner} aria-label={labels.region}>
      {media}
      <div className={styles.overlay} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.title}>{banner.title[locale]}</h1>
        <p className={styles.description}>{banner.description[locale]}</p>
        {banner.showSearch && children}
      </div>
    </section>
  );
}
