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
  return getImageProps(image).props;
}
