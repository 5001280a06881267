// A gap in TypeScript's DOM types, for the browser loader of deferred-scripts.mjs (loadAfterPaint).
// It observes 'largest-contentful-paint' entries, which have a `url` (LargestContentfulPaint), but
// PerformanceObserver hands every entry over as a plain PerformanceEntry, and the loader can hold no
// type comment saying otherwise: its source text is what the browser gets. A `url` is a string on the
// entries that have one and absent on the others. Only the server's check reads this file.
export {};

declare global {
  interface PerformanceEntry {
    readonly url?: string;
  }
}
