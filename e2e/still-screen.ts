/**
 * In the page: waits until what the window shows has stopped changing, so that what is measured
 * or photographed is what a visitor would see: two frames drawn, no CSS transition or animation running (save endless ones), the
 * pictures in view loaded, the fonts ready. Each wait is bounded (5 s), so a picture that never
 * loads shows as missing rather than hanging the run. Used by e2e/visual-checks.spec.ts
 * (page.evaluate) and the screenshots (tests/harness/engines/screenshots.mts).
 */
export async function waitForStillScreen(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const bounded = (promise: Promise<unknown>) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 5000))]);
  const loaded = (image: HTMLImageElement) =>
    new Promise((resolve) => {
      image.addEventListener('load', resolve, { once: true });
      image.addEventListener('error', resolve, { once: true });
    });
  await frame();
  await frame();
  // Transitions and animations that end in time (a dialog rising into place), not endless ones (a
  // spinner) nor those driven by scrolling (a view timeline), which never 'finish' on their own.
  const ending = document
    .getAnimations()
    .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getComputedTiming().endTime !== Infinity);
  await bounded(Promise.all(ending.map((a) => a.finished.catch(() => undefined))));
  const pending = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return !image.complete && box.bottom > 0 && box.top < window.innerHeight;
  });
  await bounded(Promise.all(pending.map(loaded)));
  await document.fonts.ready;
  await frame();
}
