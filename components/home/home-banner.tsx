import type { ImageProps } from 'next/image';
import { Photo, preloadPhoto } from '@/components/media/photo';
import { photoProps } from '@/lib/images/photo-props';
import type { ReactNode } from 'react';
import { bannerSizes, DEFAULT_BANNER_ASPECT, type BannerPhoto } from '@/lib/images/banner-sizes';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { SiteLocale } from '@/lib/locale';
import { Icon } from '@/components/layout/icons';
import { BannerGallery } from './banner-gallery';
import styles from './home-banner.module.css';

/**
 * A banner photo's attributes: a file as wide as the photo is drawn (lib/images/banner-sizes). The
 * first one shown is asked for first (the page's LCP), over its blurred copy until it arrives; the
 * others wait (lazy).
 */
function bannerImage(src: string, photo: BannerPhoto | undefined, first: boolean): ImageProps {
  return {
    src,
    alt: '',
    fill: true,
    sizes: bannerSizes(photo?.aspect ?? DEFAULT_BANNER_ASPECT),
    ...(first && photo ? { placeholder: 'blur' as const, blurDataURL: photo.placeholder, style: { objectFit: 'cover' as const } } : {}),
    ...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
  };
}

/** The gallery's photos for its island: the first one preloaded (the page's LCP), the others lazy. */
function galleryPhotos(images: string[], photos: Record<string, BannerPhoto>) {
  const props = images.map((src, i) => photoProps(bannerImage(src, photos[src], i === 0)));
  if (props[0]) preloadPhoto(props[0]);
  return props;
}

/**
 * SPEC §2.4 home banner: an image, a gallery (width 1920) or a muted looping autoplay video,
 * with the title, description and an optional search box (`children`) over it. `photos` holds what
 * the page read of the photos (lib/server/media/banner-photos); a photo it could not read is
 * taken for 16:9, without a blurred copy.
 */
export function HomeBanner({
  banner,
  photos,
  locale,
  labels,
  titleAs: Title = 'h1',
  children,
}: {
  banner: SiteConfig['banner'];
  photos: Record<string, BannerPhoto>;
  locale: SiteLocale;
  labels: { region: string; previous: string; next: string; pause: string; play: string };
  /** The title's element: the home page's h1, a paragraph where the banner is a picture inside another page (the editor's preview). */
  titleAs?: 'h1' | 'p';
  children?: ReactNode;
}) {
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
        photos={galleryPhotos(banner.gallery.images, photos)}
        intervalMs={banner.gallery.config.autoplaySpeed}
        transitionMs={banner.gallery.config.transitionSpeed}
        labels={labels}
        icons={{ pause: <Icon name="pause" size={18} />, play: <Icon name="play" size={18} /> }}
      />
    );
  } else {
    media = <Photo className={styles.media} {...bannerImage(banner.image.url, photos[banner.image.url], true)} preload />;
  }
  return (
    <section className={styles.banner} aria-label={labels.region} data-testid="home-banner">
      {media}
      <div className={styles.overlay} />
      <div className={`container ${styles.content}`}>
        <Title className={styles.title}>{banner.title[locale]}</Title>
        <p className={styles.description}>{banner.description[locale]}</p>
        {banner.showSearch && children}
      </div>
    </section>
  );
}
