// Lighthouse (Node API, default config = the mobile preset) in the system Chromium, headless, in two
// throttling modes: 'simulate' (Lighthouse's default, a model of a slow phone applied to an unthrottled
// load) and 'devtools' (the CPU and network really slowed while the page loads). Scores, LCP/CLS/TBT,
// the main thread's work by kind, and every failing audit with a few offending items.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM, CHROMIUM_ARGS, kb, log, round } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function itemLabel(item) {
  const node = item.node ?? item.source ?? item;
  return (node.selector || node.snippet || node.nodeLabel || item.url || item.label || item.description || '')
    .toString()
    .slice(0, 160);
}

function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (ref.weight === 0 && id !== 'performance') continue;
      // Most audits list their offenders; a few (the insights over HTTPS) describe a tree instead.
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      failing.push({
        category: id,
        id: ref.id,
        weight: ref.weight,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue,
        items: items.slice(0, 5).map(itemLabel).filter(Boolean),
      });
    }
  }
  return failing;
}

/** What one report says, in the bench's words. */
function summary(url, lhr, runs) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c] ? Math.round(lhr.categories[c].score * 100) : null]));
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? Infinity;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity;
  const failing = failingAudits(lhr);
  const seoFailing = failing.filter((audit) => audit.category === 'seo').map((audit) => audit.id);
  const noindex = seoFailing.length > 0 && seoFailing.every((id) => id === 'is-crawlable');
  return {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    runs: runs.map((r) => ({ performance: Math.round(r.categories.performance.score * 100), fcpMs: round(r.audits['first-contentful-paint']?.numericValue, 0), lcpMs: round(r.audits['largest-contentful-paint']?.numericValue, 0), tbtMs: round(r.audits['total-blocking-time']?.numericValue, 0) })),
    scores,
    lcpMs: round(lcpMs, 0),
    cls: round(cls, 3),
    tbtMs: round(tbtMs, 0),
    fcpMs: round(lhr.audits['first-contentful-paint']?.numericValue, 0),
    lcpElement: itemLabel(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0] ?? {}),
    noindex,
    // The goal: performance ≥ 95, LCP < 1.5 s, TBT < 150 ms, CLS < 0.05; the other categories at 100,
    // SEO but for 'is-crawlable' on a page that asks not to be indexed (the owner login, on purpose).
    goalMet:
      scores.performance >= 95 &&
      lcpMs < 1500 &&
      tbtMs < 150 &&
      cls < 0.05 &&
      scores.accessibility === 100 &&
      scores['best-practices'] === 100 &&
      (scores.seo === 100 || noindex),
    failingAudits: failing,
    mainThread: mainThread(lhr),
    transferKb: transferred(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** What the page's requests transferred (KB, as compressed on the wire): the document's and all of them. */
function transferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (list) => kb(list.reduce((total, item) => total + (item.transferSize ?? 0), 0));
  return { document: sum(items.filter((item) => item.resourceType === 'Document')), total: sum(items) };
}

/** The main thread's work by kind (ms): script evaluation, style and layout, parsing, … and its total. */
function mainThread(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const byGroup = Object.fromEntries(items.map((item) => [item.group, round(item.duration, 0)]));
  return { totalMs: round(lhr.audits['mainthread-work-breakdown']?.numericValue, 0), ...byGroup };
}

export const THROTTLING_MODES = ['simulate', 'devtools'];

/**
 * Each page `runs` times (BENCH_LIGHTHOUSE_RUNS, default 5) in each throttling mode; the median run
 * (Lighthouse's own choice) is reported. The pages are taken in turn within each round, so that a
 * busy moment of the machine spreads over all of them instead of spoiling one.
 */
export async function runLighthouse(urls, { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5), modes = THROTTLING_MODES } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The deployed front's certificate is made on the spot (bench/deployed-front.mjs).
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
  });
  const results = Object.fromEntries(modes.map((mode) => [mode, {}]));
  try {
    for (const mode of modes) {
      const lhrs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
      const errors = {};
      const failed = {};
      for (let i = 0; i < runs; i += 1) {
        for (const [name, url] of Object.entries(urls)) {
          if (errors[name]) continue;
          log(`lighthouse ${mode} ${i + 1}/${runs} ${name}`);
          try {
            const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: mode });
            // A run without FCP or TTI (NO_FCP, a page that did not settle on a busy machine) has no place
            // in the median (computeMedianRun refuses it): kept aside, with Lighthouse's reason.
            if (Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) && Number.isFinite(lhr.audits.interactive?.numericValue)) lhrs[name].push(lhr);
            else {
              (failed[name] ??= []).push(lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no FCP or TTI value');
              log(`lighthouse ${mode} ${name}: run without FCP/TTI (${failed[name].at(-1)})`);
            }
          } catch (error) {
            errors[name] = String(error?.message ?? error);
          }
        }
      }
      for (const [name, url] of Object.entries(urls)) {
        if (errors[name]) results[mode][name] = { url, error: errors[name] };
        else if (lhrs[name].length === 0) results[mode][name] = { url, error: `no run with FCP and TTI: ${failed[name].join('; ')}` };
        else results[mode][name] = { ...summary(url, computeMedianRun(lhrs[name]), lhrs[name]), ...(failed[name] ? { failedRuns: failed[name] } : {}) };
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Each page's TBT and main-thread work as a ratio to the floor app's, in the same mode of the same run. */
export function withFloorRatios(pages, floorName) {
  const floor = pages[floorName];
  const ratio = (value, base) => (typeof value === 'number' && typeof base === 'number' && base > 0 ? round(value / base, 2) : null);
  for (const [name, page] of Object.entries(pages)) {
    if (name === floorName || page.error || !floor || floor.error) continue;
    page.ratioToFloor = {
      mainThreadMs: ratio(page.mainThread.totalMs, floor.mainThread.totalMs),
      scriptEvaluationMs: ratio(page.mainThread.scriptEvaluation, floor.mainThread.scriptEvaluation),
      tbtMs: ratio(page.tbtMs, floor.tbtMs),
    };
  }
  return pages;
}
