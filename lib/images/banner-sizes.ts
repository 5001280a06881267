/**
 * The home banner's `sizes`. Its photo covers a box as wide as the screen and
 * clamp(480px, 78vh, 760px) tall (components/home/home-banner.module.css): on a screen narrower than
 * that height × the photo's aspect ratio (every phone), the photo is drawn as wide as the height
 * implies and cropped to the screen. `sizes` gives that drawn width, max(100vw, height × aspect), so
 * the browser picks a file as sharp as the photo is drawn; with media conditions, as min(), max()
 * and clamp() inside `sizes` are not read by every engine.
 */

/** The banner's least height, its height in viewport heights, and its greatest height. */
export const BANNER_HEIGHT = { min: 480, vh: 78, max: 760 } as const;

/** What the page knows of a banner photo (lib/server/media/banner-photos): width ÷ height, a tiny blurred copy. */
export type BannerPhoto = { aspect: number; placeholder: string };

/** A photo whose size is unknown is taken for a 16:9 landscape. */
export const DEFAULT_BANNER_ASPECT = 16 / 9;

export function bannerSizes(aspect: number): string {
  const { min, vh, max } = BANNER_HEIGHT;
  const atMin = Math.ceil(min * aspect);
  const atMax = Math.ceil(max * aspect);
  // The viewport heights between which the box is 78vh tall, and the viewport shape (width ÷ height)
  // under which its height, not the screen's width, decides how wide the photo is drawn.
  const low = Math.floor((min * 100) / vh);
  const high = Math.ceil((max * 100) / vh);
  const shape = Math.round(vh * aspect * 10);
  return [
    `(max-height: ${low}px) and (max-width: ${atMin}px) ${atMin}px`,
    `(min-height: ${high}px) and (max-width: ${atMax}px) ${atMax}px`,
    `(min-height: ${low}px) and (max-height: ${high}px) and (max-aspect-ratio: ${shape}/1000) ${+(vh * aspect).toFixed(2)}vh`,
    '100vw',
  ].join(', ');
}

/**
 * The phone crop (lib/server/media/banner-crop): on a screen where the banner's box is at most this
 * wide for its height (every phone held upright), the visitor sees only the middle of a landscape
 * photo, as tall as the photo and this wide. The page offers that middle, cut out, instead of the
 * whole photo: the same pixels where they are seen, 40 % of the file (16:9) to fetch and decode.
 */
export const PORTRAIT_ASPECT = 3 / 4;

/** A length in CSS px without the noise of binary fractions. */
const px = (n: number) => `${+n.toFixed(2)}px`;

/**
 * The screens where the box is at most PORTRAIT_ASPECT wide for its height: its height is
 * clamp(min, vh, max), so a screen at most min × aspect wide, or at most max × aspect wide and
 * shaped at most vh × aspect (width ÷ height).
 */
export function portraitMedia(): string {
  const { min, vh, max } = BANNER_HEIGHT;
  const shape = Math.round(vh * PORTRAIT_ASPECT * 10);
  return `(max-width: ${px(min * PORTRAIT_ASPECT)}), (max-width: ${px(max * PORTRAIT_ASPECT)}) and (max-aspect-ratio: ${shape}/1000)`;
}

/** Every other screen (portraitMedia's complement, in the range syntax): the whole photo's preload. */
export function landscapeMedia(): string {
  const { min, vh, max } = BANNER_HEIGHT;
  const shape = Math.round(vh * PORTRAIT_ASPECT * 10);
  return `(width > ${px(max * PORTRAIT_ASPECT)}), (width > ${px(min * PORTRAIT_ASPECT)}) and (aspect-ratio > ${shape}/1000)`;
}

/** The crop's `sizes` where portraitMedia holds: drawn as tall as the box, so box height × aspect wide. */
export function portraitSizes(): string {
  const { min, vh, max } = BANNER_HEIGHT;
  const low = Math.floor((min * 100) / vh);
  const high = Math.ceil((max * 100) / vh);
  return `(max-height: ${low}px) ${px(min * PORTRAIT_ASPECT)}, (min-height: ${high}px) ${px(max * PORTRAIT_ASPECT)}, ${+(vh * PORTRAIT_ASPECT).toFixed(2)}vh`;
}
