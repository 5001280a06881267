// Lighthouse (Node API, default config = mobile preset with simulated throttling) in the system
// Chromium, headless. Scores, LCP/CLS/TBT, and every failing audit with a few offending items.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      log(`lighthouse ${name} ${url}`);
      try {
        const runnerResult = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = runnerResult.lhr;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c] ? Math.round(lhr.categories[c].score * 100) : null]));
        results[name] = {
          url,
          finalUrl: lhr.finalDisplayedUrl,
          scores,
          lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue, 0),
          cls: round(lhr.audits['cumulative-layout-shift']?.numericValue, 3),
          tbtMs: round(lhr.audits['total-blocking-time']?.numericValue, 0),
          fcpMs: round(lhr.audits['first-contentful-paint']?.numericValue, 0),
          lcpElement: itemLabel(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0] ?? {}),
          goalMet: CATEGORIES.every((c) => scores[c] === 100) && (lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity) < 1500,
          failingAudits: failingAudits(lhr),
          runtimeError: lhr.runtimeError?.message,
        };
      } catch (error) {
        results[name] = { url, error: String(error?.message ?? error) };
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
