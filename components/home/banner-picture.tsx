import type { CSSProperties } from 'react';
import { portraitMedia, portraitSizes } from '@/lib/images/banner-sizes';
import type { PhotoProps } from '@/lib/images/photo-props';

/** A banner photo: the whole photo's <img> and, where it has one, its phone crop for upright phones. */
export type BannerSlide = {
  img: PhotoProps;
  /**
   * The crop's srcset, drawn where portraitMedia() holds at portraitSizes() (lib/images/banner-sizes:
   * the same for every photo, so not sent with each), or null: the photo is shown whole everywhere.
   */
  portraitSrcSet: string | null;
};

/** A banner photo as a <picture>: the crop on the screens that show only its middle, else the whole photo. */
export function BannerPicture({ slide, className, style }: { slide: BannerSlide; className?: string; style?: CSSProperties }) {
  const { img, portraitSrcSet } = slide;
  return (
    <picture>
      {portraitSrcSet && <source media={portraitMedia()} srcSet={portraitSrcSet} sizes={portraitSizes()} />}
      <img {...img} alt="" className={className} style={{ ...img.style, ...style }} />
    </picture>
  );
}
