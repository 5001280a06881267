/**
 * The address of a banner photo's phone crop (lib/server/media/banner-crop, served by
 * app/api/banner-crop): the photo's own path after the route's. Only the photos the site can read
 * have one: a file of the build's images/ folder or an image staff uploaded; another site's photo
 * is shown whole.
 */
export const BANNER_CROP_ROUTE = '/api/banner-crop';

const CROPPABLE = /^\/(?:images\/[\w-]+\/[\w-][\w.-]*\.(?:jpg|png|webp)|media\/[1-9][0-9]{0,14}-[0-9a-f]{16}\.(?:jpg|png|webp|avif))$/;

/** The crop's address for a banner photo's `src`, or null when it has none. */
export function portraitCropPath(src: string): string | null {
  return CROPPABLE.test(src) ? `${BANNER_CROP_ROUTE}${src}` : null;
}

/** The photo a crop's address names, from the route's path segments; null for anything else. */
export function croppedPhotoOf(segments: string[]): string | null {
  const src = `/${segments.join('/')}`;
  return CROPPABLE.test(src) ? src : null;
}
