// Issue 35: where a page's main-thread time goes at CPU ×4, script against style and layout, beside
// the floor app. Lighthouse gives one figure per category; this takes a Chrome trace of cold visits
// (phone viewport, CPU slowed ×4 through CDP, no network throttling) and sums the top-level events of
// every task until 2 s after hydration:
//   script: script evaluation, function calls, timers, microtasks (hydration runs in these);
//   layout: style recalculation and layout;
//   blocking: the part over 50 ms of every task after the first contentful paint (a TBT proxy);
//   fonts: the font lookups inside style and layout (FontCache::GetFontPlatformData, one or more per
//   family, size and weight the page draws in; on Linux each also asks the browser process, through
//   a synchronous call, how to render that size: a cost Android and iOS do not have).
// Medians of 7 visits per URL. Usage, with the site and the floor served (see ./run.mjs for ports):
//   node bench/main-thread-split.mjs http://127.0.0.1:3301/fr/ http://127.0.0.1:3302/fr/ …
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

const RUNS = 7;
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame', 'v8.compile']);
const LAYOUT = new Set(['Layout', 'UpdateLayoutTree']);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Script, layout, blocking and font lookup time (ms) of one trace's renderer main thread. */
function split(events) {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  let script = 0;
  let layout = 0;
  for (const task of tasks) {
    const inside = onMain
      .filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let end = 0;
    for (const event of inside) {
      if (event.ts < end) continue; // nested in an event already counted
      end = event.ts + event.dur;
      if (SCRIPT.has(event.name)) script += event.dur / 1000;
      else if (LAYOUT.has(event.name)) layout += event.dur / 1000;
    }
  }
  const blocking = tasks.filter((t) => t.dur > 50_000 && (!fcp || t.ts > fcp.ts)).reduce((sum, t) => sum + t.dur / 1000 - 50, 0);
  let fonts = 0;
  let fontEnd = 0;
  for (const lookup of onMain.filter((e) => e.name === 'FontCache::GetFontPlatformData').sort((a, b) => a.ts - b.ts)) {
    if (lookup.ts < fontEnd) continue; // a fallback lookup inside another
    fontEnd = lookup.ts + lookup.dur;
    fonts += lookup.dur / 1000;
  }
  return { script, layout, blocking, fonts };
}

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    const hydratedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(2000);
    return { ...split(JSON.parse((await browser.stopTracing()).toString()).traceEvents), hydratedMs };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const url of process.argv.slice(2)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url));
    const row = Object.fromEntries(['script', 'layout', 'blocking', 'fonts', 'hydratedMs'].map((k) => [k, Math.round(median(runs.map((r) => r[k])))]));
    console.log(JSON.stringify({ url, ...row }));
  }
} finally {
  await browser.close();
}
