import type { CSSProperties } from 'react';
import type { PhotoProps } from '@/lib/images/photo-props';

/** A banner photo: the whole photo's <img> and, where it has one, its phone crop for upright phones. */
export type BannerSlide = {
  img: PhotoProps;
  /** The crop's <source> (lib/images/banner-sizes portraitMedia, portraitSizes), or null: the photo is shown whole everywhere. */
  portrait: { media: string; srcSet: string; sizes: string } | null;
};

/** A banner photo as a <picture>: the crop on the screens that show only its middle, else the whole photo. */
export function BannerPicture({ slide, className, style }: { slide: BannerSlide; className?: string; style?: CSSProperties }) {
  const { img, portrait } = slide;
  return (
    <picture>
      {portrait && <source media={portrait.media} srcSet={portrait.srcSet} sizes={portrait.sizes} />}
      <img {...img} alt="" className={className} style={{ ...img.style, ...style }} />
    </picture>
  );
}
