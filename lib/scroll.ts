/** SPEC §9 scroll and timing constants. */
export const HEADER_SCROLL_THRESHOLD = 30;
export const TOP_BUTTON_THRESHOLD = 10;
export const SCROLL_THROTTLE_MS = 100;
export const SCROLL_TO_TOP_MS = 500;

/** The header becomes fixed and the logo shrinks after more than 30 px. */
export const isHeaderCompact = (scrollY: number): boolean => scrollY > HEADER_SCROLL_THRESHOLD;

/** The scroll-to-top button is hidden under 10 px and shown from 10 px. */
export const showsTopButton = (scrollY: number): boolean => scrollY >= TOP_BUTTON_THRESHOLD;

/** Ease-in-out position of a scroll animation from `from` to 0 at progress t in [0, 1]. */
export function scrollPositionAt(from: number, t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2;
  return Math.round(from * (1 - eased));
}

/**
 * `run` at most once every `ms` while calls keep coming, and once more `ms` after the first call of
 * a burst that it skipped (so the last scroll position is always applied). `cancel` drops that one.
 */
export function throttled(run: () => void, ms: number, now: () => number = () => performance.now()) {
  let last = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    trailing = undefined;
    last = now();
    run();
  };
  const call = () => {
    const wait = ms - (now() - last);
    if (wait <= 0) {
      clearTimeout(trailing);
      fire();
    } else trailing ??= setTimeout(fire, wait);
  };
  call.cancel = () => clearTimeout(trailing);
  return call;
}
