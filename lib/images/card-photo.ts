import { photoProps, type PhotoProps } from '@/lib/images/photo-props';

/** A card's photo as <img> attributes for its slot (lib/images/slot-sizes), made on the server. */
export function cardPhoto(picture: { Url: string } | null | undefined, sizes: string): PhotoProps | null {
  return picture ? photoProps({ src: picture.Url, alt: '', fill: true, sizes, loading: 'lazy' }) : null;
}
