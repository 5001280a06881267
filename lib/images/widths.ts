/**
 * The widths the image optimizer makes (next.config.ts `images`): SPEC §9's own (placeholder 100;
 * 400, 600 and 1360 for the 500/750/1050 breakpoints; thumbnails 250; banner 1920) and enough
 * between them that every slot from 62 px up has a file at most 1.3 times its width (each width
 * is at most 1.3 times the one before; tests/images/slot-sizes.test.ts, e2e/image-sizes.spec.ts).
 */
export const IMAGE_SIZES = [80, 100, 128, 160, 200, 250];
export const DEVICE_SIZES = [320, 400, 500, 600, 750, 900, 1050, 1360, 1600, 1920];
/** No file may be more than this many times the width it is shown at. */
export const MAX_WIDTH_RATIO = 1.3;
