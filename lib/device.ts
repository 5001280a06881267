/**
 * Device classes, SPEC §4 "Device class". The spec has two readings of the breakpoints; both are
 * kept, each named for its use. A width that is not a number (NaN) counts as desktop.
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Page layout: mobile below 767, tablet from 767 to below 1280, desktop from 1280. */
export function layoutDeviceClass(width: number): DeviceClass {
  if (width < 767) return 'mobile';
  if (width < 1280) return 'tablet';
  return 'desktop';
}

/** Device helper (isMobile / isTablet / isDesktop): mobile up to 767, tablet 768 to 960, desktop above 960. */
export function helperDeviceClass(width: number): DeviceClass {
  if (width <= 767) return 'mobile';
  if (width <= 960) return 'tablet';
  return 'desktop';
}
