// Turns the JSON of `npm run bench` into the Markdown tables of docs/BENCHMARKS.md.
//   npm run -s bench > bench.json && node bench/report.mjs bench.json
import { readFileSync } from 'node:fs';

// The JSON object starts at the first line that opens one (npm without -s prints its banner first).
const text = readFileSync(process.argv[2] ?? 0, 'utf8');
const r = JSON.parse(text.slice(text.search(/^\{/m)));
const out = [];
const row = (cells) => out.push(`| ${cells.map((c) => (c === null || c === undefined ? '–' : String(c))).join(' | ')} |`);
const head = (cells) => {
  row(cells);
  row(cells.map(() => '---'));
};
const yes = (b) => (b === true ? 'yes' : b === false ? '**no**' : '–');

if (r.firstLoadJs) {
  const f = r.firstLoadJs;
  out.push('### First-load JS (gzip, KB)', '');
  head(['page', 'nl', 'nl over floor', 'fr', 'fr over floor', 'within 30 KB', 'fuse.js in page JS', 'prefetched for other routes (nl / fr)']);
  row(['**floor** (bare Next + next-intl)', f.floor.nl.gzipKB, '', f.floor.fr.gzipKB, '', '', '', '']);
  for (const [name, p] of Object.entries(f.pages)) {
    const nl = p.nl ?? {};
    const fr = p.fr ?? {};
    if (nl.gzipKB === null || nl.gzipKB === undefined || nl.reason) {
      row([name, nl.gzipKB ?? null, '', fr.gzipKB ?? null, '', '', '', nl.reason ?? '']);
      continue;
    }
    row([
      name,
      nl.gzipKB,
      `+${nl.overFloorKB}`,
      fr.gzipKB,
      `+${fr.overFloorKB}`,
      `${yes(nl.withinGoal)} / ${yes(fr.withinGoal)}`,
      `${nl.fuseLoaded ? 'yes' : 'no'} / ${fr.fuseLoaded ? 'yes' : 'no'}`,
      `${nl.prefetchedKB} / ${fr.prefetchedKB}`,
    ]);
  }
  out.push('');
}
if (r.search) {
  out.push(`### Search speed (${r.search.properties.toLocaleString('en')} generated properties, ${r.search.keystrokes} keystrokes)`, '');
  head(['query', 'keystrokes', 'slowest keystroke ms', 'results']);
  for (const [query, q] of Object.entries(r.search.perQuery)) row([query, q.keystrokes, q.maxMs, q.results]);
  out.push('', `mean ${r.search.meanMs} ms · p50 ${r.search.p50Ms} ms · p95 ${r.search.p95Ms} ms · max ${r.search.maxMs} ms (goal < ${r.search.goalMs} ms: ${yes(r.search.met)})`, '');
}
if (r.searchLazyLoad) {
  out.push('### Search index and fuse.js loading (home)', '');
  head(['locale', 'fuse.js before using search', 'index before', 'index after typing', 'index gzip KB', 'scripts loaded on use (KB)', 'options shown', 'ok']);
  for (const [locale, s] of Object.entries(r.searchLazyLoad)) {
    row([locale, s.before.fuseLoadedBeforeSearchUse ? `**yes** (${s.before.fuseInFiles.join(', ')})` : 'no', s.before.searchIndexLoaded ? '**yes**' : 'no', s.after.searchIndexLoaded ? 'yes' : '**no**', s.after.searchIndexGzipKB, s.after.lazyScriptsGzipKB, s.after.resultOptionsShown, yes(s.ok)]);
  }
  out.push('');
}
if (r.staticCache) {
  out.push('### Static cache', '');
  head(['page', 'status', 'x-nextjs-cache', 'cache-control', 'served body = prerendered file', 'static']);
  for (const [name, p] of Object.entries(r.staticCache.pages)) row([name, p.status, p.xNextjsCache, p.cacheControl, p.prerenderedFile, yes(p.static)]);
  out.push('');
}
if (r.throughput?.pages) {
  const t = r.throughput;
  out.push(`### Throughput (${t.method})`, '');
  head(['page', 'req/s', 'p50 ms', 'p99 ms', 'ratio to floor', '≥ 0.9']);
  t.floor.runs.forEach((run, i) => row([`floor run ${i + 1}`, run.reqPerSec, run.latencyMs.p50, run.latencyMs.p99, '', '']));
  for (const [name, p] of Object.entries(t.pages)) row([name, p.reqPerSec, p.latencyMs.p50, p.latencyMs.p99, p.ratioToFloor, yes(p.goalMet)]);
  out.push('');
}
function lighthouseTables(modes, how) {
  for (const [mode, pages] of Object.entries(modes)) {
    out.push(`### Lighthouse (mobile, ${mode} throttling${how})`, '');
    head(['page', 'perf', 'LCP ms', 'CLS', 'TBT ms', 'main thread ms', 'script eval ms', 'style & layout ms', '× floor (main thread, TBT)', 'a11y', 'best practices', 'SEO', 'failing audits']);
    for (const [name, l] of Object.entries(pages)) {
      if (l.error) {
        row([name, 'error', '', '', '', '', '', '', '', '', '', '', l.error]);
        continue;
      }
      const m = l.mainThread ?? {};
      const x = l.ratioToFloor ? `${l.ratioToFloor.mainThreadMs ?? '–'}, ${l.ratioToFloor.tbtMs ?? '–'}` : '';
      row([name, l.scores.performance, l.lcpMs, l.cls, l.tbtMs, m.totalMs ?? '', m.scriptEvaluation ?? '', m.styleLayout ?? '', x, l.scores.accessibility, l.scores['best-practices'], l.scores.seo, l.failingAudits.map((a) => a.id).join(', ')]);
    }
    out.push('');
  }
}
if (r.lighthouse) {
  // Reports of older runs hold one mode's pages directly.
  lighthouseTables(r.lighthouse.modes ?? (r.lighthouse.deployed ? {} : { simulate: r.lighthouse }), r.lighthouse.deployed ? ', the Node server directly' : '');
  if (r.lighthouse.deployed) lighthouseTables(r.lighthouse.deployed.modes, ', through deploy/nginx.conf: HTTPS, HTTP/2, front cache');
}
if (r.interaction?.pages) {
  const x = r.interaction;
  out.push(`### Hydration and first tap (Playwright, CPU ×${x.cpuSlowdown}, median of ${x.runs} cold visits)`, '');
  head(['page', 'hydrated ms', '× floor', 'first tap', 'delay ms', 'input delay ms', '× floor']);
  row(['floor', x.floor.hydrationMs, 1, 'its button', x.floor.tapDelayMs, '', 1]);
  for (const [name, p] of Object.entries(x.pages)) {
    if (p.error) {
      row([name, 'error', '', '', '', p.error, '']);
      continue;
    }
    const taps = Object.entries(p.taps);
    if (taps.length === 0) row([name, p.hydrationMs, p.hydrationRatioToFloor, '', '', '', '']);
    for (const [tap, t] of taps) row([name, p.hydrationMs, p.hydrationRatioToFloor, tap, t.delayMs, t.inputDelayMs, t.ratioToFloor]);
  }
  out.push('');
}
if (r.before) {
  // BENCH_BEFORE: the build of another commit measured in the same run, its pages taken in turn with
  // the current build's and the floor's. One row per page and figure: before | after | floor.
  const b = r.before;
  const before = `before (${b.ref})`;
  const missing = Object.entries(b.missingPages ?? {});
  const missingLine = missing.length
    ? [`Not served by ${b.ref} at the same URL, so not measured there: ${missing.map(([name, m]) => `${name} ${m.url} (${m.status ?? m.error})`).join(', ')}.`, '']
    : [];
  const cell = (page, name, get) => {
    if (!page) return b.missingPages?.[name] ? 'not served' : null;
    return page.error ? 'error' : get(page);
  };
  const lighthouseFigures = [
    ['perf', (l) => l.scores?.performance],
    ['LCP ms', (l) => l.lcpMs],
    ['TBT ms', (l) => l.tbtMs, 'tbtMs'],
    ['CLS', (l) => l.cls],
    ['main thread ms', (l) => l.mainThread?.totalMs, 'mainThreadMs'],
    ['script eval ms', (l) => l.mainThread?.scriptEvaluation, 'scriptEvaluationMs'],
  ];
  for (const [mode, after] of Object.entries(b.lighthouse?.modes && r.lighthouse?.modes ? r.lighthouse.modes : {})) {
    const beforePages = b.lighthouse.modes[mode] ?? {};
    const floorName = Object.keys(after).find((name) => name.startsWith('floor'));
    const floor = after[floorName];
    out.push(`### Lighthouse ${before} | after | floor (mobile, ${mode} throttling, same run)`, '');
    head(['page', 'figure', before, 'after', 'floor', 'before × floor', 'after × floor']);
    for (const [name, a] of Object.entries(after)) {
      if (name === floorName) continue;
      const bp = beforePages[name];
      lighthouseFigures.forEach(([label, get, ratioKey], i) => {
        const ratios = ratioKey ? [bp?.ratioToFloor?.[ratioKey], a.ratioToFloor?.[ratioKey]] : ['', ''];
        row([i === 0 ? name : '', label, cell(bp, name, get), cell(a, name, get), cell(floor, floorName, get), ...ratios]);
      });
    }
    out.push('', ...missingLine);
  }
  if (b.interaction?.pages && r.interaction?.pages) {
    const x = r.interaction;
    out.push(`### Hydration and first tap, ${before} | after | floor (CPU ×${x.cpuSlowdown}, median of ${x.runs} cold visits, same run)`, '');
    head(['page', 'figure', before, 'after', 'floor', 'before × floor', 'after × floor']);
    for (const [name, a] of Object.entries(x.pages)) {
      const bp = b.interaction.pages[name];
      row([name, 'hydrated ms', cell(bp, name, (p) => p.hydrationMs), cell(a, name, (p) => p.hydrationMs), x.floor.hydrationMs, bp?.hydrationRatioToFloor, a.hydrationRatioToFloor]);
      for (const tap of Object.keys(a.taps ?? {})) {
        const at = (p) => p.taps?.[tap]?.delayMs;
        row(['', `first tap ${tap} ms`, cell(bp, name, at), cell(a, name, at), x.floor.tapDelayMs, bp?.taps?.[tap]?.ratioToFloor, a.taps[tap].ratioToFloor]);
      }
    }
    out.push('', ...missingLine);
  }
}
if (r.leadIntake) {
  out.push('### Lead intake (contact form)', '');
  head(['database', 'path', 'concurrency', 'accepted', 'refused/failed', 'submissions/s', 'p50 ms', 'p99 ms', 'stored leads', 'outbox rows']);
  for (const db of ['embedded', 'postgres']) {
    for (const mode of ['http', 'direct']) {
      const x = r.leadIntake[db]?.[mode];
      if (!x) continue;
      if (x.error) {
        row([db, mode, '', '', '', '', '', '', x.error, '']);
        continue;
      }
      row([db, mode, x.concurrency, x.accepted, x.refused, x.submissionsPerSec, x.latencyMs.p50, x.latencyMs.p99, x.stored?.leads, x.stored?.outboxRows]);
    }
  }
  out.push('');
}
console.log(out.join('\n'));
