/**
 * A photo's <img> attributes (src, srcset, sizes, width, height, loading…) from the image optimizer's
 * rules, computed on the server. Next's <Image> is a client component: its code (about 6 KB gzip)
 * ships with every page that shows one. The site's photos need none of its browser work (no
 * placeholder, no onLoad), so server components render a plain <img> with these attributes
 * (./photo) and client islands (the galleries) receive them as props.
 */
import { getImageProps, type ImageProps } from 'next/image';

export type PhotoProps = ReturnType<typeof getImageProps>['props'];

export function photoProps(image: ImageProps): PhotoProps {
  // A photo asked for first (the page's LCP) must not wait for layout: Next 16 makes every image lazy
  // unless told otherwise or preloaded, and fetchpriority="high" beside loading="lazy" still waits.
  const eager = image.fetchPriority === 'high' && image.loading === undefined && !image.preload;
  return getImageProps(eager ? { ...image, loading: 'eager' } : image).props;
}
