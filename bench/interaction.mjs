// Issue 35: how soon a page answers on a mid-range phone. Playwright in the system Chromium, the
// CPU slowed ×4 through CDP (Emulation.setCPUThrottlingRate), a phone viewport and a cold cache:
//   - hydrationMs: navigation start → `html[data-hydrated]` (components/layout/hydration-mark; the
//     floor app sets it too, bench/floor/app/[locale]/tap.tsx);
//   - taps: the first tap on each named control, as soon as the page is hydrated: the delay from the
//     tap to the next paint of its first event (Event Timing `duration`, an INP proxy) and the input
//     delay alone (`processingStart - startTime`).
// The floor app is measured in the same run with its one button, and every figure is also a ratio to
// the floor's, so that another machine tells the same story.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, log, round } from './lib.mjs';

export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

/** Installed before the page's scripts: the time hydration is marked, and the event timings of taps. */
function observe() {
  const state = { hydratedAt: null, events: [] };
  window.__interaction = state;
  const mark = () => {
    if (state.hydratedAt === null && document.documentElement.hasAttribute('data-hydrated')) state.hydratedAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!['pointerdown', 'pointerup', 'click'].includes(entry.name)) continue;
      state.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, inputDelay: entry.processingStart - entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One cold visit of `url`: its hydration time, then the first tap on `selector`. */
async function visit(browser, url, selector) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    return await visitIn(context, url, selector);
  } finally {
    await context.close();
  }
}

async function visitIn(context, url, selector) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load' });
  // The page's scripts start after its first paint (server/deferred-scripts.mjs): wait for them.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  const hydrationMs = await page.evaluate(() => window.__interaction.hydratedAt);
  let tap = null;
  if (selector) {
    const control = page.locator(selector).first();
    await control.scrollIntoViewIfNeeded();
    await page.evaluate(() => (window.__interaction.events = []));
    await control.tap();
    // Event Timing reports an entry after its next paint.
    await page.waitForTimeout(500);
    const events = await page.evaluate(() => window.__interaction.events);
    tap = events.length
      ? { delayMs: round(Math.max(...events.map((e) => e.duration)), 0), inputDelayMs: round(Math.max(...events.map((e) => e.inputDelay)), 0) }
      : // No entry over the 16 ms threshold: the tap was answered within a frame.
        { delayMs: 16, inputDelayMs: 0, underThreshold: true };
  }
  return { hydrationMs: round(hydrationMs, 0), tap };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const ratio = (value, floor) => (value === null || !floor ? null : round(value / floor, 2));

/**
 * `pages`: [{ name, url, taps: { name: selector } }]; `floor`: { url, selector }. Each visit `runs`
 * times (BENCH_INTERACTION_RUNS, default 3), the median reported, with its ratio to the floor's.
 */
export async function measureInteraction(pages, floor, runs = Number(process.env.BENCH_INTERACTION_RUNS || 3)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const floorRuns = [];
    for (let i = 0; i < runs; i++) floorRuns.push(await visit(browser, floor.url, floor.selector));
    const floorFigures = { hydrationMs: median(floorRuns.map((r) => r.hydrationMs)), tapDelayMs: median(floorRuns.map((r) => r.tap?.delayMs ?? null)) };
    const result = { cpuSlowdown: CPU_SLOWDOWN, runs, floor: { url: floor.url, ...floorFigures }, pages: {} };
    for (const { name, url, taps } of pages) {
      const hydration = [];
      const tapFigures = {};
      try {
        for (const [tapName, selector] of Object.entries({ '': null, ...taps })) {
          const delays = [];
          const inputDelays = [];
          for (let i = 0; i < runs; i++) {
            const r = await visit(browser, url, selector);
            hydration.push(r.hydrationMs);
            if (r.tap) {
              delays.push(r.tap.delayMs);
              inputDelays.push(r.tap.inputDelayMs);
            }
          }
          if (selector) {
            const delayMs = median(delays);
            tapFigures[tapName] = { delayMs, inputDelayMs: median(inputDelays), ratioToFloor: ratio(delayMs, floorFigures.tapDelayMs) };
          }
        }
      } catch (error) {
        // A page that never marks its hydration or lacks a control (an older build, BENCH_BEFORE):
        // said in its entry, and the other pages are still measured.
        result.pages[name] = { url, error: String(error?.message ?? error).split('\n')[0] };
        log(`interaction ${name}: ${result.pages[name].error}`);
        continue;
      }
      const hydrationMs = median(hydration);
      result.pages[name] = { url, hydrationMs, hydrationRatioToFloor: ratio(hydrationMs, floorFigures.hydrationMs), taps: tapFigures };
      log(`interaction ${name}: hydrated ${hydrationMs} ms (×${result.pages[name].hydrationRatioToFloor} floor), taps ${JSON.stringify(tapFigures)}`);
    }
    return result;
  } finally {
    await browser.close();
  }
}
