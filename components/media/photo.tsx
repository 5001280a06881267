import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { photoProps, type PhotoProps } from '@/lib/images/photo-props';

/**
 * Asks for a photo in the document's head, as <Image preload> does: the page's LCP photo. `media`:
 * only on the screens it names (a <picture> whose sources differ by screen preloads each on its own).
 */
export function preloadPhoto(props: PhotoProps, fetchPriority: 'high' | 'low' | 'auto' = 'high', media?: string) {
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority, ...(media ? { media } : {}) });
}

/** A photo as a plain <img> with the optimizer's srcset (./photo-props), from a server component. */
export function Photo(image: ImageProps) {
  const props = photoProps(image);
  if (image.preload) preloadPhoto(props, image.fetchPriority ?? 'high');
  // The optimizer's attributes, alt included (ImageProps requires it): not Next's <Image>, on purpose.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
