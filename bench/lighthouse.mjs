// Lighthouse (Node API, default config = mobile preset with simulated throttling) in the system
// Chromium, headless. Scores, LCP/CLS/TBT, and every failing audit with a few offending items.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM, CHROMIUM_ARGS, log, round } from './lib.mjs';

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
      const items = audit.details?.items ?? [];
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
    runs: runs.map((r) => ({ performance: Math.round(r.categories.performance.score * 100), lcpMs: round(r.audits['largest-contentful-paint']?.numericValue, 0), tbtMs: round(r.audits['total-blocking-time']?.numericValue, 0) })),
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
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Each page `runs` times (BENCH_LIGHTHOUSE_RUNS, default 3); the median run (Lighthouse's own choice) is reported. */
export async function runLighthouse(urls, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      log(`lighthouse ${name} ${url}`);
      try {
        const lhrs = [];
        for (let i = 0; i < runs; i += 1) {
          const runnerResult = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
          lhrs.push(runnerResult.lhr);
        }
        results[name] = summary(url, computeMedianRun(lhrs), lhrs);
      } catch (error) {
        results[name] = { url, error: String(error?.message ?? error) };
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
