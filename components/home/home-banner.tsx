import type { ImageProps } from 'next/image';
import { preloadPhoto } from '@/components/media/photo';
import { photoProps } from '@/lib/images/photo-props';
import type { ReactNode } from 'react';
import { portraitCropPath } from '@/lib/images/banner-crop-path';
import {
  bannerSizes,
  DEFAULT_BANNER_ASPECT,
  landscapeMedia,
  PORTRAIT_ASPECT,
  portraitMedia,
  portraitSizes,
  type BannerPhoto,
} from '@/lib/images/banner-sizes';
import type { SiteConfig } from '@/lib/content/site-schema';
import type { SiteLocale } from '@/lib/locale';
import { Icon } from '@/components/layout/icons';
import { BannerGallery } from './banner-gallery';
import { BannerPicture, type BannerSlide } from './banner-picture';
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

/**
 * A banner photo with its phone crop when it has one: a photo the page could read (so the crop can
 * be made from it) that is wider than the crop.
 */
function bannerSlide(src: string, photo: BannerPhoto | undefined, first: boolean): BannerSlide {
  const img = photoProps(bannerImage(src, photo, first));
  const crop = photo && photo.aspect > PORTRAIT_ASPECT ? portraitCropPath(src) : null;
  if (!crop) return { img, portraitSrcSet: null };
  return { img, portraitSrcSet: photoProps({ src: crop, alt: '', fill: true, sizes: portraitSizes() }).srcSet! };
}

/** The page's LCP photo asked for in the head: the crop on upright phones, the whole photo elsewhere. */
function preloadSlide({ img, portraitSrcSet }: BannerSlide) {
  if (!portraitSrcSet) return preloadPhoto(img);
  preloadPhoto(img, 'high', landscapeMedia());
  preloadPhoto({ ...img, srcSet: portraitSrcSet, sizes: portraitSizes() }, 'high', portraitMedia());
}

/** The gallery's photos for its island: the first one preloaded (the page's LCP), the others lazy. */
function gallerySlides(images: string[], photos: Record<string, BannerPhoto>) {
  const slides = images.map((src, i) => bannerSlide(src, photos[src], i === 0));
  if (slides[0]) preloadSlide(slides[0]);
  return slides;
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
        slides={gallerySlides(banner.gallery.images, photos)}
        intervalMs={banner.gallery.config.autoplaySpeed}
        transitionMs={banner.gallery.config.transitionSpeed}
        labels={labels}
        icons={{ pause: <Icon name="pause" size={18} />, play: <Icon name="play" size={18} /> }}
      />
    );
  } else {
    const slide = bannerSlide(banner.image.url, photos[banner.image.url], true);
    preloadSlide(slide);
    media = <BannerPicture slide={slide} className={styles.media} />;
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
