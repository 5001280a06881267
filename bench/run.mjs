// `npm run bench` — builds the site (into .next-bench) and the floor app (bench/floor), serves both
// with the production server (server/serve.mjs) on loopback ports 3300-3399, measures,
// stops everything and prints ONE JSON object on stdout (progress goes to stderr).
// docs/BENCHMARKS.md explains every figure.
//
// Environment:
//   BENCH_SKIP_BUILD=1          reuse existing .next-bench builds (site and floor) when present
//   BENCH_ONLY=a,b              run only these sections: search, crmsync, firstload, css, idle, static, throughput,
//                               frontcache, proxycost, lighthouse, interaction, intake
//   BENCH_INTERACTION_RUNS=3    cold visits per figure of the ×4 CPU interaction measure (bench/interaction.mjs)
//   BENCH_LIGHTHOUSE_RUNS=5     Lighthouse runs per page and throttling mode (the median run is kept)
//   BENCH_LIGHTHOUSE_LOCALES=nl,fr  the languages whose six pages Lighthouse measures
//   BENCH_LIGHTHOUSE_PAGES=home,list,detail,contact,valuation,login  which of those pages (a shorter run)
//   BENCH_LIGHTHOUSE_VIA=direct,deployed  how Lighthouse reaches the pages: the Node server itself (HTTP/1.1),
//                               and/or through deploy/nginx.conf as deployed (HTTPS, HTTP/2, front cache;
//                               bench/deployed-front.mjs), the floor app the same way each time
//   BENCH_BEFORE=<git ref>      also build and serve the site as it was at that commit (bench/before.mjs) and
//                               measure it beside the current one in the lighthouse and interaction sections
//   BENCH_BEFORE_KEEP=1         keep its worktree and build (<tmp>/agency-bench-before/<commit>) for a later
//                               run with BENCH_SKIP_BUILD=1 (which keeps it too); otherwise it is removed
//   BENCH_IDLE_SECONDS=30       how long each tab is watched after its load (idleTraffic)
//   BENCH_DURATION=8            autocannon seconds per page        BENCH_CONNECTIONS=50
//   BENCH_INTAKE_DURATION=10    lead-intake seconds per run        BENCH_INTAKE_CONCURRENCY=10
//   BENCH_PORT_BASE=3300        ports used: base+1 site, +2 floor, +3 site on Postgres, +10 PGlite,
//                               +12 the BENCH_BEFORE site, +13 its own PGlite (only when its schema differs),
//                               +14..+17 the deployed fronts of the site and the floor (HTTPS, port-80 stand-in)
//   DATABASE_URL                Postgres for the intake runs (else the local cluster is started)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { launchBrowser, measureFirstLoad, measureSearchLaziness } from './first-load.mjs';
import { cleanUpBefore, pagesServedByBoth, prepareBefore } from './before.mjs';
import { measureInteraction } from './interaction.mjs';
import { runLighthouse, withFloorRatios } from './lighthouse.mjs';
import { measurePageCss } from './page-css.mjs';
import { CHROMIUM, DIST_DIR, ROOT, log, onSignalStop, portInUse, round, run, startNext, startProcess, stopAll, stopProcess } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { buildWithoutProxy, measureFrontCache, measureProxyCost } from './front-cache.mjs';
import { startDeployedFronts } from './deployed-front.mjs';
import { measureCrmSync } from './crm-sync.mjs';
import { measureIdleTraffic } from './idle-traffic.mjs';
import { measureThroughput, prerenderedIndex, verifyStatic } from './throughput.mjs';

const env = process.env;
const ONLY = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const enabled = (section) => !ONLY || ONLY.has(section);
const BASE = Number(env.BENCH_PORT_BASE || 3300);
const PORTS = { site: BASE + 1, floor: BASE + 2, sitePg: BASE + 3, siteNoProxy: BASE + 4, frontCache: BASE + 5, staticFile: BASE + 6, pglite: BASE + 10, fakeCrm: BASE + 11, before: BASE + 12, beforePglite: BASE + 13, deployedSite: BASE + 14, deployedSiteHttp: BASE + 15, deployedFloor: BASE + 16, deployedFloorHttp: BASE + 17 };
const IDLE_SECONDS = Number(env.BENCH_IDLE_SECONDS || 30);
const PROXY_COST_GOAL_PERCENT = 10;
const DURATION = Number(env.BENCH_DURATION || 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 50);
const INTAKE_DURATION = Number(env.BENCH_INTAKE_DURATION || 10);
const INTAKE_CONCURRENCY = Number(env.BENCH_INTAKE_CONCURRENCY || 10);
const FLOOR_DIR = 'bench/floor';
// First-load JS goal (gzip KB over the floor app's): 15 on home, lists and detail; 30 on form pages.
const FLOOR_GOAL_KB = { home: 15, list: 15, detail: 15, contact: 30, valuation: 30, login: 30 };
const THROUGHPUT_GOAL = 0.9;
const BEFORE_REF = env.BENCH_BEFORE?.trim() || null;
// Only these two sections measure the before build.
const BEFORE_SECTIONS = ['lighthouse', 'interaction'];
const BEFORE_PREFIX = 'before ';
const DEPLOYED_PREFIX = 'deployed ';
const LIGHTHOUSE_VIA = (env.BENCH_LIGHTHOUSE_VIA || 'direct,deployed').split(',').map((via) => via.trim());

const started = Date.now();
const result = { meta: {}, build: {}, search: null, crmSync: null, firstLoadJs: null, renderBlockingCss: null, idleTraffic: null, searchLazyLoad: null, staticCache: null, throughput: null, frontCache: null, proxyCost: null, lighthouse: null, interaction: null, leadIntake: null, before: null, goals: {}, notes: [] };
/** The BENCH_BEFORE checkout (bench/before.mjs), for the clean-up at the end or on Ctrl-C. */
let beforeApp = null;

function machine() {
  const cpuModel = (readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) ?? [])[1] ?? cpus()[0]?.model;
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? null;
  const pkg = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    date: new Date().toISOString(),
    nproc: Number(spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()),
    cpu: cpuModel,
    ramGB: round(totalmem() / 1024 ** 3, 1),
    loadAverageAtStart: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    node: process.version,
    chromium,
    next: pkg('next'),
    nextIntl: pkg('next-intl'),
    react: pkg('react'),
    autocannon: pkg('autocannon'),
    lighthouse: pkg('lighthouse'),
    settings: { DURATION, CONNECTIONS, INTAKE_DURATION, INTAKE_CONCURRENCY, ports: PORTS, distDir: DIST_DIR },
  };
}

function build() {
  const siteBuilt = existsSync(path.join(DIST_DIR, 'BUILD_ID'));
  const floorBuilt = existsSync(path.join(FLOOR_DIR, DIST_DIR, 'BUILD_ID'));
  const common = { NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  if (env.BENCH_SKIP_BUILD && siteBuilt) result.build.site = 'reused';
  else result.build.siteSeconds = round(run('npm', ['run', 'build'], { env: common }), 0);
  if (env.BENCH_SKIP_BUILD && floorBuilt) result.build.floor = 'reused';
  else result.build.floorSeconds = round(run(process.execPath, ['node_modules/next/dist/bin/next', 'build', FLOOR_DIR], { env: common }), 0);
  // The floor gets the site's own build step too (server/compile-hints.mjs, part of `npm run build`), so
  // that a ratio to it measures the app, not a build step the floor lacks. Again on a reused build: no effect.
  run(process.execPath, ['server/compile-hints.mjs'], { env: { NEXT_DIST_DIR: path.join(FLOOR_DIR, DIST_DIR) } });
  if (BEFORE_REF && !BEFORE_SECTIONS.some(enabled)) result.notes.push(`BENCH_BEFORE=${BEFORE_REF} not built: only the ${BEFORE_SECTIONS.join(' and ')} sections measure it`);
  if (BEFORE_REF && BEFORE_SECTIONS.some(enabled)) {
    // The same distDir and environment as the site's build above, in the old commit's checkout.
    beforeApp = prepareBefore(BEFORE_REF, { distDir: DIST_DIR, buildEnv: common, skipBuild: Boolean(env.BENCH_SKIP_BUILD), keep: Boolean(env.BENCH_BEFORE_KEEP || env.BENCH_SKIP_BUILD) });
    result.build.before = { ref: beforeApp.ref, commit: beforeApp.commit, dir: beforeApp.dir, ...beforeApp.build };
  }
}

/** The embedded database as `npm start` runs it: server/db-server.mjs in its own process, data on disk. */
async function startPglite(dataDir, { cwd = ROOT, port = PORTS.pglite, name = 'pglite db-server' } = {}) {
  const child = startProcess(process.execPath, ['server/db-server.mjs'], {
    cwd,
    name,
    env: { PGLITE_DIR: dataDir, PGLITE_PORT: String(port) },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = child.output.match(/ready DATABASE_URL=(\S+)/);
    if (ready) return { child, url: ready[1] };
    if (child.exitCode !== null) throw new Error(`db-server exited: ${child.output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`db-server not ready: ${child.output}`);
}

function siteEnv(databaseUrl, dataDir) {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // A server on a DATABASE_URL is a deployment: its mails stay files here on purpose.
    MAIL_TO_FILES: '1',
    ALTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
    // Cheap proof of work for the load generator; the verification itself is the real one.
    ALTCHA_MAX_NUMBER: '10',
    RATE_LIMIT_PER_IP: '1000000000',
    RATE_LIMIT_PER_EMAIL: '1000000000',
  };
}

/** Page URLs: fixed routes from the route table, a detail page per locale from the sitemap. */
async function pageUrls(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const detail = (prefix) => locs.find((p) => new RegExp(`^/${prefix}/[^/]+/[^/]+/\\d+/$`).test(p)) ?? null;
  return {
    nl: { home: '/nl/', list: '/nl/te-koop/', detail: detail('nl/te-koop'), contact: '/nl/contact/', valuation: '/nl/gratis-schatting/', login: '/nl/eigenaarslogin/', portal: '/nl/eigenaar/' },
    fr: { home: '/fr/', list: '/fr/a-vendre/', detail: detail('fr/a-vendre'), contact: '/fr/contact/', valuation: '/fr/estimation-gratuite/', login: '/fr/connexion-du-proprietaire/', portal: '/fr/proprietaire/' },
  };
}

/** Is the owner portal route in this build? (app-paths manifest of the server build) */
function portalInBuild() {
  for (const file of ['app-paths-manifest.json', 'server/app-paths-manifest.json']) {
    const p = path.join(DIST_DIR, file);
    if (!existsSync(p)) continue;
    const keys = Object.keys(JSON.parse(readFileSync(p, 'utf8')));
    const portal = keys.filter((k) => /\/\[locale\]\/(\([^)]*\)\/)?portal(\/|$)/.test(k) && k.endsWith('/page'));
    return portal.length > 0 ? portal : null;
  }
  return null;
}

async function firstLoad(origin, floorOrigin, urls) {
  const browser = await launchBrowser();
  try {
    const floor = {};
    for (const locale of ['nl', 'fr']) floor[locale] = await measureFirstLoad(browser, `${floorOrigin}/${locale}/`);
    const pages = {};
    const details = { floor, pages: {} };
    const portalRoutes = portalInBuild();
    for (const name of ['home', 'list', 'detail', 'contact', 'valuation', 'login', 'portal']) {
      pages[name] = {};
      details.pages[name] = {};
      for (const locale of ['nl', 'fr']) {
        const pathname = urls[locale][name];
        if (!pathname) {
          pages[name][locale] = { gzipKB: null, reason: 'no URL found (sitemap has no detail page?)' };
          continue;
        }
        if (name === 'portal' && !portalRoutes) {
          pages[name][locale] = { url: pathname, gzipKB: null, reason: 'the owner portal route is not in this build yet' };
          continue;
        }
        log(`first-load JS ${locale} ${name} ${pathname}`);
        const m = await measureFirstLoad(browser, origin + pathname);
        details.pages[name][locale] = m;
        const finalPath = new URL(m.finalUrl).pathname;
        const entry = {
          url: pathname,
          status: m.status,
          gzipKB: m.gzipKB,
          rawKB: m.rawKB,
          scripts: m.scripts,
          floorKB: floor[locale].gzipKB,
          overFloorKB: round(m.gzipKB - floor[locale].gzipKB, 1),
          fuseLoaded: m.fuseLoaded,
          searchIndexLoaded: m.searchIndexLoaded,
          prefetchedKB: m.prefetchedKB,
          fuseInPrefetched: m.fuseInPrefetched,
        };
        if (finalPath !== pathname) {
          entry.redirectedTo = finalPath;
          if (name === 'portal') {
            entry.reason = `redirected to ${finalPath} without an owner session; the figure is the page that was served, not the portal`;
            entry.portalGzipKB = null;
          }
        }
        if (name !== 'portal') {
          entry.goalKB = FLOOR_GOAL_KB[name];
          entry.withinGoal = entry.overFloorKB <= FLOOR_GOAL_KB[name];
        }
        pages[name][locale] = entry;
      }
    }
    log('search lazy-load check (nl and fr home)');
    const search = {
      nl: await measureSearchLaziness(browser, `${origin}${urls.nl.home}`, 'bru'),
      fr: await measureSearchLaziness(browser, `${origin}${urls.fr.home}`, 'bru'),
    };
    return {
      result: {
        method:
          'headless Chromium (playwright-core, fresh context per page, no interaction): every script response until network idle + 1.5 s with <Link> prefetching blocked (requests with Next-Router-Prefetch), the page\'s own lazily loaded chunks included; bodies gzipped with zlib level 9 and summed. prefetchedKB = what a second load with prefetching on adds for OTHER routes (not counted)',
        goal: 'home, lists and detail within 15 KB of the floor (same locale), the form pages within 30 KB',
        floor: { nl: { url: '/nl/', gzipKB: floor.nl.gzipKB, rawKB: floor.nl.rawKB, scripts: floor.nl.scripts }, fr: { url: '/fr/', gzipKB: floor.fr.gzipKB, rawKB: floor.fr.rawKB, scripts: floor.fr.scripts } },
        portalRoutesInBuild: portalRoutes,
        pages,
      },
      search,
      details,
    };
  } finally {
    await browser.close();
  }
}

async function intakeRun(mode, databaseUrl, pageUrl, tag) {
  const args = ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.scripts.json', 'bench/intake.mts', mode, JSON.stringify({ duration: INTAKE_DURATION, concurrency: INTAKE_CONCURRENCY, databaseUrl, pageUrl, tag })];
  log(`lead intake ${tag}: ${mode} for ${INTAKE_DURATION}s × ${INTAKE_CONCURRENCY}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ALTCHA_HMAC_KEY: randomBytes(24).toString('hex'), ALTCHA_MAX_NUMBER: '10', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-direct-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    // A hung run (e.g. a database that stops answering) must not stall the bench.
    const limitS = INTAKE_DURATION + 75;
    const killer = setTimeout(() => {
      err += `\n[bench] no result after ${limitS}s: killed`;
      child.kill('SIGKILL');
    }, limitS * 1000);
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err = (err + c).slice(-4000)));
    child.on('exit', (code) => {
      clearTimeout(killer);
      const line = out.trim().split('\n').pop();
      try {
        resolve(JSON.parse(line));
      } catch {
        resolve({ error: `intake ${mode} exited ${code}`, stderr: err.slice(-1500), stdout: out.slice(-500) });
      }
    });
  });
}

function summariseGoals() {
  const g = {};
  if (result.firstLoadJs) {
    const misses = [];
    for (const [name, byLocale] of Object.entries(result.firstLoadJs.pages)) {
      for (const [locale, e] of Object.entries(byLocale)) if (e.withinGoal === false) misses.push(`${locale} ${name} +${e.overFloorKB} KB`);
    }
    g.firstLoadWithinBudget = { met: misses.length === 0, misses };
  }
  if (result.search) g.searchUnder16msPerKeystroke = { met: result.search.met, maxMs: result.search.maxMs, p95Ms: result.search.p95Ms };
  if (result.crmSync) g.crmSyncFirst300sIncremental10sUnder1GiB = { met: result.crmSync.met, goals: result.crmSync.goals };
  if (result.searchLazyLoad) g.searchLazy = { met: Object.values(result.searchLazyLoad).every((s) => s.ok) };
  if (result.staticCache) g.staticPages = { met: Object.values(result.staticCache.pages).every((p) => p.static) };
  if (result.throughput?.pages) {
    const ratios = Object.fromEntries(Object.entries(result.throughput.pages).map(([k, v]) => [k, v.ratioToFloor]));
    g.throughputAtLeast0_9OfFloor = { met: Object.values(ratios).every((r) => r >= THROUGHPUT_GOAL), ratios };
  }
  if (result.idleTraffic) {
    const loud = Object.entries(result.idleTraffic.pages).filter(([, v]) => v.mostRepeated.count > 2 || v.requests > 60);
    g.pagesGoQuiet = { met: loud.length === 0, loud: loud.map(([k, v]) => `${k}: ${v.requests} requests, ${v.mostRepeated.url} ×${v.mostRepeated.count}`) };
  }
  if (result.frontCache) g.frontCacheAtLeast0_9OfStaticFile = { met: result.frontCache.ratio >= THROUGHPUT_GOAL, ratio: result.frontCache.ratio };
  if (result.proxyCost) {
    const costs = Object.fromEntries(Object.entries(result.proxyCost.pages).map(([k, v]) => [k, v.proxyCostPercent]));
    g.proxyCostAtMost10Percent = { met: Object.values(costs).every((c) => c <= PROXY_COST_GOAL_PERCENT), costs };
  }
  if (result.lighthouse) {
    // In both throttling modes (issue 35), for each way the pages were reached.
    const missesOf = (modes) =>
      Object.entries(modes).flatMap(([mode, pages]) =>
        Object.entries(pages)
          .filter(([k, v]) => !k.startsWith('floor') && !v.goalMet)
          .map(([k, v]) => `${mode} ${k}: ${v.error ?? `perf ${v.scores?.performance} LCP ${v.lcpMs} ms TBT ${v.tbtMs} ms CLS ${v.cls}`}`),
      );
    if (result.lighthouse.modes) {
      const misses = missesOf(result.lighthouse.modes);
      g.lighthousePerf95Lcp1500Tbt150Cls005 = { met: misses.length === 0, misses };
    }
    if (result.lighthouse.deployed) {
      const misses = missesOf(result.lighthouse.deployed.modes);
      g.lighthouseAsDeployedPerf95Lcp1500Tbt150Cls005 = { met: misses.length === 0, misses };
    }
  }
  if (result.interaction) {
    const pages = Object.entries(result.interaction.pages);
    const slowTaps = pages.flatMap(([name, p]) => Object.entries(p.taps ?? {}).filter(([, tap]) => !(tap.delayMs < 100)).map(([tap, figures]) => `${name} ${tap}: ${figures.delayMs} ms`));
    const slowHydration = pages.filter(([, p]) => !(p.hydrationMs < 1500)).map(([name, p]) => `${name}: ${p.error ?? `${p.hydrationMs} ms`}`);
    g.firstTapUnder100msAtCpu4 = { met: slowTaps.length === 0, misses: slowTaps };
    g.hydrationUnder1500msAtCpu4 = { met: slowHydration.length === 0, misses: slowHydration };
  }
  result.goals = g;
}

/**
 * The BENCH_BEFORE build served as the current site is (server/serve.mjs, the same settings and
 * database), on its own port; which pages it serves at the current build's URLs.
 */
async function startBefore(urls, work, databaseUrl) {
  let url = databaseUrl;
  let database = 'the current site\'s embedded database (same migrations)';
  if (!beforeApp.sameSchema) {
    url = (await startPglite(path.join(work, 'pglite-before'), { cwd: beforeApp.dir, port: PORTS.beforePglite, name: 'pglite db-server (before)' })).url;
    database = `its own embedded database on :${PORTS.beforePglite}, migrated by its server/db-server.mjs (its drizzle/ differs)`;
  }
  const at = beforeApp.ownServer ? { cwd: beforeApp.dir } : { dir: beforeApp.dir };
  // Its own DATA_DIR (mail files, keys), as the proxy-cost copy below has.
  const server = await startNext({ ...at, port: PORTS.before, env: siteEnv(url, path.join(work, 'data-before')), name: `site at ${beforeApp.ref}` });
  const origin = `http://127.0.0.1:${PORTS.before}`;
  const targets = {};
  for (const [locale, pages] of Object.entries(urls)) {
    for (const [name, pathname] of Object.entries(pages)) if (pathname && name !== 'portal') targets[`${locale} ${name}`] = origin + pathname;
  }
  const { served, missing } = await pagesServedByBoth(targets);
  for (const [name, m] of Object.entries(missing)) log(`before: ${name} ${m.url} answers ${m.status ?? m.error} on ${beforeApp.ref}: left out`);
  result.before = {
    ref: beforeApp.ref,
    commit: beforeApp.commit,
    served: `${beforeApp.ownServer ? 'its own' : 'the current'} server/serve.mjs on :${PORTS.before}, built with the same NEXT_DIST_DIR and environment as the current site, same server settings; ${database}`,
    // Pages the current build serves that this one does not answer 200 at the same URL: not measured.
    missingPages: missing,
    notes: beforeApp.notes,
    lighthouse: null,
    interaction: null,
  };
  return { server, origin, serves: (locale, name) => Boolean(served[`${locale} ${name}`]) };
}

/** The pages Lighthouse reached through the deployed front (prefix dropped), or those it reached directly. */
function ofVia(pages, deployed) {
  return Object.fromEntries(
    Object.entries(pages)
      .filter(([name]) => name.startsWith(DEPLOYED_PREFIX) === deployed)
      .map(([name, page]) => [deployed ? name.slice(DEPLOYED_PREFIX.length) : name, page]),
  );
}

/** One build's pages out of a run that took both in turn: the current one's, or the before one's (prefix dropped); the floor in both. */
function ofBuild(pages, before, floorName) {
  return Object.fromEntries(
    Object.entries(pages)
      .filter(([name]) => name === floorName || name.startsWith(BEFORE_PREFIX) === before)
      .map(([name, page]) => [before && name !== floorName ? name.slice(BEFORE_PREFIX.length) : name, page]),
  );
}

async function main() {
  result.meta = machine();
  result.meta.command = 'npm run bench  (node bench/run.mjs)';
  for (const port of Object.values(PORTS)) if (portInUse(port)) throw new Error(`port ${port} is in use: stop what runs there or set BENCH_PORT_BASE`);

  if (enabled('search')) {
    log('search speed: 10,000 generated properties, per keystroke (bench/search.mts)');
    const out = spawnSync('npx', ['tsx', 'bench/search.mts', '10000'], { cwd: ROOT, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`search benchmark failed: ${out.stderr}`);
    result.search = { method: 'createSearcher (lib/search/search-index.ts) in Node, every prefix of 7 queries typed 5 times, after one warm-up pass', ...JSON.parse(out.stdout.trim().split('\n').pop()) };
  }

  if (enabled('crmsync')) result.crmSync = await measureCrmSync({ port: PORTS.fakeCrm });
  if (ONLY && [...ONLY].every((section) => section === 'search' || section === 'crmsync')) {
    summariseGoals();
    return;
  }

  build();

  const work = mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
  const pglite = await startPglite(path.join(work, 'pglite'));
  log(`PGlite socket server ready on :${PORTS.pglite}`);
  const site = await startNext({ port: PORTS.site, env: siteEnv(pglite.url, path.join(work, 'data-pglite')), name: 'site' });
  const floor = await startNext({ dir: FLOOR_DIR, port: PORTS.floor, name: 'floor' });
  const origin = `http://127.0.0.1:${PORTS.site}`;
  const floorOrigin = `http://127.0.0.1:${PORTS.floor}`;
  const urls = await pageUrls(origin);
  result.meta.pages = urls;
  const before = beforeApp ? await startBefore(urls, work, pglite.url) : null;

  if (enabled('static')) {
    log('static cache verification');
    const siteIndex = prerenderedIndex(DIST_DIR);
    const checks = {};
    for (const locale of ['nl', 'fr']) {
      for (const name of ['home', 'list', 'detail', 'contact', 'login']) {
        if (urls[locale][name]) checks[`${locale} ${name}`] = await verifyStatic(origin + urls[locale][name], DIST_DIR, siteIndex);
      }
    }
    checks['floor fr home'] = await verifyStatic(`${floorOrigin}/fr/`, path.join(FLOOR_DIR, DIST_DIR), prerenderedIndex(path.join(FLOOR_DIR, DIST_DIR)));
    result.staticCache = {
      method:
        'two GETs per page against the production server (server/serve.mjs); static = the second is 200 with `x-nextjs-cache: HIT` (or `x-nextjs-prerender: 1`), `s-maxage` in cache-control, and a body byte-identical to a prerendered .html file of the build (<distDir>/server/app/…)',
      pages: checks,
    };
  }

  if (enabled('firstload')) {
    log('first-load JS');
    const fl = await firstLoad(origin, floorOrigin, urls);
    result.firstLoadJs = fl.result;
    result.searchLazyLoad = fl.search;
    const detailsFile = path.join(DIST_DIR, 'bench-first-load-details.json');
    mkdirSync(DIST_DIR, { recursive: true });
    writeFileSync(detailsFile, JSON.stringify(fl.details, null, 2));
    result.firstLoadJs.detailsFile = detailsFile;
  }

  if (enabled('idle')) {
    log(`idle traffic: every page in its own tab, prefetching on, watched ${IDLE_SECONDS} s after load`);
    const browser = await launchBrowser();
    try {
      const targets = {};
      for (const locale of ['nl', 'fr']) for (const name of ['home', 'list', 'detail', 'contact', 'login']) if (urls[locale][name]) targets[`${locale} ${name}`] = origin + urls[locale][name];
      result.idleTraffic = {
        method: `headless Chromium, one tab per page opened together, <Link> prefetching ON (nothing blocked), every request and its bytes (headers + body) counted for ${IDLE_SECONDS} s after the load event`,
        pages: await measureIdleTraffic(browser, targets, { seconds: IDLE_SECONDS }),
      };
    } finally {
      await browser.close();
    }
  }

  if (enabled('throughput')) {
    log('throughput');
    result.throughput = {
      method: `autocannon ${DURATION}s × ${CONNECTIONS} connections per page, pipelining 1, loopback, same run; floor measured before and after the site pages (mean used for the ratio)`,
      goal: `reqPerSec ≥ ${THROUGHPUT_GOAL} × floor`,
      ...(await measureThroughput(
        { home: origin + urls.fr.home, list: origin + urls.fr.list, detail: origin + urls.fr.detail },
        `${floorOrigin}/fr/`,
        { duration: DURATION, connections: CONNECTIONS },
      )),
    };
  }

  if (enabled('frontcache')) {
    log('front cache (nginx, deploy/nginx.conf) against nginx serving the same page as a file');
    const html = Buffer.from(await (await fetch(origin + urls.fr.home, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    result.frontCache = {
      method: `nginx (Debian's, deploy/nginx.conf) in front of the site, the second GET a cache HIT, against the same nginx serving that page's HTML as a file; autocannon ${DURATION}s × ${CONNECTIONS}, uncompressed, same run`,
      goal: `front cache ≥ ${THROUGHPUT_GOAL} × the file`,
      ...(await measureFrontCache({
        dir: path.join(work, 'front-cache'),
        sitePort: PORTS.site,
        cachePort: PORTS.frontCache,
        staticPort: PORTS.staticFile,
        page: urls.fr.home,
        html,
        duration: DURATION,
        connections: CONNECTIONS,
      })),
    };
  }

  if (enabled('proxycost')) {
    log('proxy cost: the same build served with and without proxy.ts');
    const copyDir = `${DIST_DIR}-noproxy`;
    buildWithoutProxy(DIST_DIR, copyDir);
    const bare = await startNext({ port: PORTS.siteNoProxy, env: { ...siteEnv(pglite.url, path.join(work, 'data-noproxy')), NEXT_DIST_DIR: copyDir }, name: 'site without proxy' });
    const bareOrigin = `http://127.0.0.1:${PORTS.siteNoProxy}`;
    const detailId = /\/(\d+)\/$/.exec(urls.fr.detail ?? '')?.[1];
    const internalDetail = detailId ? new URL((await fetch(`${origin}/fr/property/${detailId}/`, { redirect: 'manual' })).headers.get('location'), origin).pathname.replace('/fr/a-vendre/', '/fr/for-sale/') : null;
    const pairs = {
      home: [origin + urls.fr.home, bareOrigin + urls.fr.home],
      list: [origin + urls.fr.list, `${bareOrigin}/fr/for-sale/`],
      ...(internalDetail ? { detail: [origin + urls.fr.detail, bareOrigin + internalDetail] } : {}),
    };
    result.proxyCost = {
      method: `the site's server against a copy of the same build whose functions-config manifest lists no proxy (asked for the internal paths the proxy rewrites to; sameBody checks they serve identical bytes); autocannon ${DURATION}s × ${CONNECTIONS} each, same run`,
      goal: `the proxy costs ≤ ${PROXY_COST_GOAL_PERCENT} % of the requests per second`,
      pages: await measureProxyCost(pairs, { duration: DURATION, connections: CONNECTIONS }),
    };
    await stopProcess(bare);
    rmSync(copyDir, { recursive: true, force: true });
  }

  if (enabled('css')) {
    log('render-blocking CSS');
    const browser = await launchBrowser();
    try {
      const pages = {};
      for (const locale of ['nl', 'fr']) {
        for (const name of ['home', 'list', 'detail', 'contact', 'valuation', 'login']) {
          if (!urls[locale][name]) continue;
          const measured = await measurePageCss(browser, origin + urls[locale][name]);
          pages[`${locale} ${name}`] = { ...measured, url: urls[locale][name] };
        }
      }
      result.renderBlockingCss = {
        method: "the <link rel=stylesheet> of the document's head that the browser fetches (they block its first paint; those the server inlined, disabled, are not counted: server/inline-stylesheets.mjs), bytes raw and gzip level 9; used = Chromium's CSS coverage after the load at 412 px (rules that matched then)",
        pages,
      };
    } finally {
      await browser.close();
    }
  }

  if (enabled('lighthouse')) {
    log(`lighthouse (${LIGHTHOUSE_VIA.join(', ')})`);
    const floorName = 'floor fr home';
    const direct = LIGHTHOUSE_VIA.includes('direct');
    const fronts = LIGHTHOUSE_VIA.includes('deployed')
      ? await startDeployedFronts(path.join(work, 'deployed'), {
          site: { upstreamPort: PORTS.site, httpsPort: PORTS.deployedSite, httpPort: PORTS.deployedSiteHttp },
          floor: { upstreamPort: PORTS.floor, httpsPort: PORTS.deployedFloor, httpPort: PORTS.deployedFloorHttp },
        })
      : null;
    const targets = {};
    // Each page directly and through the deployed front one after the other, in every round.
    const add = (name, url, deployedUrl) => {
      if (direct) targets[name] = url;
      if (deployedUrl) targets[DEPLOYED_PREFIX + name] = deployedUrl;
    };
    add(floorName, `${floorOrigin}/fr/`, fronts && `${fronts.origins.floor}/fr/`);
    // BENCH_LIGHTHOUSE_LOCALES=fr: one language's six pages (the other's are the same code), for a shorter run.
    const locales = (env.BENCH_LIGHTHOUSE_LOCALES || 'nl,fr').split(',').map((l) => l.trim());
    const names = (env.BENCH_LIGHTHOUSE_PAGES || 'home,list,detail,contact,valuation,login').split(',').map((n) => n.trim());
    for (const locale of locales) {
      for (const name of names) {
        if (!urls[locale]?.[name]) continue;
        add(`${locale} ${name}`, origin + urls[locale][name], fronts && fronts.origins.site + urls[locale][name]);
        // The before build's same page right after the current one's (directly only).
        if (direct && before?.serves(locale, name)) targets[`${BEFORE_PREFIX}${locale} ${name}`] = before.origin + urls[locale][name];
      }
    }
    let modes;
    let cacheStatuses;
    try {
      if (fronts) cacheStatuses = await fronts.warm(Object.entries(targets).filter(([name]) => name.startsWith(DEPLOYED_PREFIX)).map(([, url]) => url));
      modes = await runLighthouse(targets);
    } finally {
      await fronts?.stop();
    }
    const method = `Lighthouse ${result.meta.lighthouse}, mobile preset, the median run of ${Number(env.BENCH_LIGHTHOUSE_RUNS || 5)} per page in each throttling mode (simulate: Lighthouse's default model; devtools: CPU ×4 and network really slowed), pages taken in turn within each round${before ? ` (the current build's, the before build's and the floor's)` : ''}; ratioToFloor: the page's main-thread work, script evaluation and TBT over the floor app's, same mode, same run`;
    const byMode = (pick) => Object.fromEntries(Object.entries(modes).map(([mode, pages]) => [mode, withFloorRatios(pick(pages), floorName)]));
    result.lighthouse = { method, via: LIGHTHOUSE_VIA };
    if (direct) result.lighthouse.modes = byMode((pages) => ofBuild(ofVia(pages, false), false, floorName));
    if (fronts) {
      result.lighthouse.deployed = {
        method: `the same runs, each page reached through deploy/nginx.conf (Debian's nginx: HTTPS with a self-signed certificate, HTTP/2, its front cache warmed by two GETs per page) in front of the same server, the floor app behind an nginx of its own with the same configuration; ratios to that floor`,
        cacheStatusOfSecondGet: cacheStatuses,
        modes: byMode((pages) => ofVia(pages, true)),
      };
    }
    if (before) result.before.lighthouse = { method, modes: byMode((pages) => ofBuild(ofVia(pages, false), true, floorName)) };
  }

  if (enabled('interaction')) {
    log('interaction (CPU ×4)');
    // The first tap on the gallery's 'next' and on the favourite heart of the detail page; time to hydration of each page.
    const detailTaps = { galleryNext: '[aria-roledescription="carousel"] button >> nth=1', favourite: '[data-testid="favourite-button"]' };
    const pages = [];
    for (const locale of ['fr']) {
      for (const name of ['home', 'list', 'detail', 'contact']) {
        if (!urls[locale][name]) continue;
        const taps = name === 'detail' ? detailTaps : {};
        pages.push({ name: `${locale} ${name}`, url: origin + urls[locale][name], taps });
        // Each page of the before build right after the current one's.
        if (before?.serves(locale, name)) pages.push({ name: `${BEFORE_PREFIX}${locale} ${name}`, url: before.origin + urls[locale][name], taps });
      }
    }
    const measured = await measureInteraction(pages, { url: `${floorOrigin}/fr/`, selector: '[data-tap]' });
    result.interaction = { ...measured, pages: ofBuild(measured.pages, false) };
    if (before) result.before.interaction = { ...measured, pages: ofBuild(measured.pages, true) };
  }

  await stopProcess(floor);
  if (before) await stopProcess(before.server);

  if (enabled('intake')) {
    const intake = {
      form: 'site-contact',
      captcha: 'real ALTCHA verification; ALTCHA_MAX_NUMBER=10 makes the proof of work cheap for the load generator',
      rateLimits: 'RATE_LIMIT_PER_IP / RATE_LIMIT_PER_EMAIL raised to 1e9 (every submission still runs the rate-limit queries)',
      embedded: {},
      postgres: {},
    };
    const contactUrl = origin + urls.fr.contact;
    intake.embedded.http = await intakeRun('http', pglite.url, contactUrl, `pglite-http-${Date.now()}`);
    intake.embedded.direct = await intakeRun('direct', pglite.url, undefined, `pglite-direct-${Date.now()}`);
    await stopProcess(site);
    let postgres = null;
    try {
      postgres = await startPostgres();
      intake.postgres.server = { source: postgres.source, version: postgres.version };
      const sitePg = await startNext({ port: PORTS.sitePg, env: siteEnv(postgres.url, path.join(work, 'data-pg')), name: 'site on postgres' });
      intake.postgres.http = await intakeRun('http', postgres.url, `http://127.0.0.1:${PORTS.sitePg}${urls.fr.contact}`, `pg-http-${Date.now()}`);
      await stopProcess(sitePg);
      intake.postgres.direct = await intakeRun('direct', postgres.url, undefined, `pg-direct-${Date.now()}`);
    } catch (error) {
      intake.postgres.error = String(error?.message ?? error);
    } finally {
      await postgres?.stop().catch((e) => result.notes.push(`postgres clean-up: ${e.message}`));
    }
    result.leadIntake = intake;
  }

  await stopAll();
  rmSync(work, { recursive: true, force: true });
  summariseGoals();
  result.meta.totalSeconds = round((Date.now() - started) / 1000, 0);
}

/** Removes the before worktree unless kept, and says where it is. */
function finishBefore() {
  if (!beforeApp) return;
  cleanUpBefore(beforeApp);
  if (result.build.before) result.build.before.atTheEnd = beforeApp.kept ? `kept at ${beforeApp.dir}` : 'worktree removed';
}

onSignalStop(() => {
  finishBefore();
  result.error = 'interrupted';
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
});

try {
  await main();
} catch (error) {
  result.error = String(error?.stack ?? error);
  log(result.error);
  process.exitCode = 1;
} finally {
  await stopAll();
  finishBefore();
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
process.exit(process.exitCode ?? 0);
