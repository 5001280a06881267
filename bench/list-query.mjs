// What a list page with a query costs: the sale list without a query (prerendered), its
// second page and a filter (rendered per request by app/[locale]/(internal)/list-query) and a landing
// page (prerendered), against a running production server; then the second page through nginx with
// deploy/nginx.conf (the front cache keeps one copy per URL). Prints one JSON object.
//
//   BENCH_SITE_PORT=5100 node bench/list-query.mjs     # a server of the e2e build, say
//
// BENCH_DURATION (6) and BENCH_CONNECTIONS (10): autocannon per URL; BENCH_NGINX_PORT (site + 40).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../tests/harness/front-cache/nginx.mjs';
import { launchBrowser, measureFirstLoad } from './first-load.mjs';
import { kb, log, percentile, round } from './lib.mjs';
import { load } from './throughput.mjs';

const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3000);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? sitePort + 40);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const site = `http://127.0.0.1:${sitePort}`;

const PAGES = {
  'list, no query (prerendered)': '/fr/a-vendre/',
  'list, page 2 (rendered)': '/fr/a-vendre/?page=2',
  'list, filtered (rendered)': '/fr/a-vendre/?type=2&bedrooms=2',
  'landing page (prerendered)': '/fr/a-vendre/appartements/ixelles/',
};
const gzip = { 'accept-encoding': 'gzip' };

/** Time to the whole body of `n` requests one after another (no concurrency): the cost of one render. */
async function serial(url, n = 30) {
  const times = [];
  let bytes = 0;
  let cacheControl = null;
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: gzip });
    const body = await response.arrayBuffer();
    times.push(performance.now() - start);
    bytes = body.byteLength;
    cacheControl = response.headers.get('cache-control');
  }
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    htmlKB: kb(bytes),
    cacheControl,
  };
}

const result = { site, duration, connections, pages: {} };
for (const [name, page] of Object.entries(PAGES)) {
  const url = `${site}${page}`;
  log(`${name}: ${page}`);
  await fetch(url).then((r) => r.arrayBuffer());
  result.pages[name] = {
    page,
    ...(await serial(url)),
    load: await load(url, { duration, connections, headers: gzip }),
  };
}

// First-load JS (gzip, the bench's own measure: bench/first-load.mjs) of home and the lists.
const browser = await launchBrowser();
try {
  result.firstLoadJs = {};
  for (const page of ['/fr/', ...Object.values(PAGES)]) {
    const measured = await measureFirstLoad(browser, `${site}${page}`);
    result.firstLoadJs[page] = { gzipKB: measured.gzipKB, scripts: measured.scripts };
    log(`first-load JS ${page}: ${measured.gzipKB} KB`);
  }
} finally {
  await browser.close();
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-list-'));
const nginx = await startNginx({ dir, listenPort: nginxPort, upstreamPorts: [sitePort] });
try {
  const url = `http://127.0.0.1:${nginxPort}/fr/a-vendre/?page=2`;
  await fetch(url, { headers: gzip }).then((r) => r.arrayBuffer());
  const second = await fetch(url, { headers: gzip });
  await second.arrayBuffer();
  log(`front cache: ${url} (${second.headers.get('x-cache-status')})`);
  result.frontCache = {
    page: '/fr/a-vendre/?page=2',
    secondGet: second.headers.get('x-cache-status'),
    load: await load(url, { duration, connections, headers: gzip }),
  };
} finally {
  await nginx.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
