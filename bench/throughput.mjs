// Throughput and latency of the production server (server/serve.mjs) under loopback load (autocannon), and the proof that the
// public pages are served from the static (prerender) cache rather than rendered per request.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deferHeadScripts } from '../server/deferred-scripts.mjs';
import { log, round } from './lib.mjs';

/**
 * A served page as its prerendered file reads: the server rewrites each HTML answer's head
 * (deferred scripts) and gives every `<script` a nonce of its own (server/html-responses.mjs), so
 * the file is compared with its head rewritten and the answer without its nonces.
 */
const withoutNonces = (html) => html.replace(/ nonce="[^"]*"/g, '');
const asServed = (file) => {
  const html = file.toString('utf8');
  const end = html.indexOf('</head>');
  return end < 0 ? html : deferHeadScripts(html.slice(0, end + 7)) + html.slice(end + 7);
};

export function load(url, { duration, connections, headers = { 'accept-encoding': 'gzip, br' } }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration, connections, pipelining: 1, headers: { accept: 'text/html', ...headers } },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          url,
          durationS: duration,
          connections,
          requests: result.requests.total,
          reqPerSec: round(result.requests.average, 1),
          latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
          throughputMBps: round(result.throughput.average / 1024 / 1024, 2),
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
  });
}

/** Benchmarks each page in turn, the floor first and again last (to see drift on a busy machine). */
export async function measureThroughput(pages, floorUrl, { duration, connections }) {
  // Warm every URL once (first hits read the prerendered files from disk).
  for (const url of [floorUrl, ...Object.values(pages)]) await fetch(url).then((r) => r.arrayBuffer());
  const runs = {};
  log(`autocannon ${duration}s × ${connections} connections: floor`);
  const floorA = await load(floorUrl, { duration, connections });
  for (const [name, url] of Object.entries(pages)) {
    log(`autocannon ${duration}s × ${connections} connections: ${name}`);
    runs[name] = await load(url, { duration, connections });
  }
  log(`autocannon ${duration}s × ${connections} connections: floor (again)`);
  const floorB = await load(floorUrl, { duration, connections });
  const floorReqPerSec = (floorA.reqPerSec + floorB.reqPerSec) / 2;
  const out = {
    floor: { url: floorUrl, reqPerSec: round(floorReqPerSec, 1), runs: [floorA, floorB] },
    pages: {},
  };
  for (const [name, r] of Object.entries(runs)) {
    out.pages[name] = { ...r, ratioToFloor: round(r.reqPerSec / floorReqPerSec, 2), goalMet: r.reqPerSec / floorReqPerSec >= 0.9 };
  }
  return out;
}

/** sha1 of every prerendered HTML file of a build → its path (the served page must be one of them). */
export function prerenderedIndex(distRoot) {
  const index = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.html')) index.set(sha1(withoutNonces(asServed(readFileSync(p)))), path.relative(distRoot, p));
    }
  };
  walk(path.join(distRoot, 'server', 'app'));
  return index;
}

const sha1 = (buffer) => createHash('sha1').update(buffer).digest('hex');

/**
 * Static-cache proof for one page: two consecutive requests; the second must be a cache HIT
 * (`x-nextjs-cache: HIT` or `x-nextjs-prerender: 1`) with `s-maxage` in `cache-control`, and its
 * body must be byte-identical to a prerendered `.html` file of the build (localized URLs are
 * rewritten to internal route paths, so the file is found by content, not by name).
 */
export async function verifyStatic(url, distRoot, index) {
  const get = async () => {
    const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    const h = response.headers;
    return {
      status: response.status,
      cacheControl: h.get('cache-control'),
      xNextjsCache: h.get('x-nextjs-cache'),
      xNextjsPrerender: h.get('x-nextjs-prerender'),
      body,
    };
  };
  await get();
  const { body, ...second } = await get();
  const prerenderedFile = index.get(sha1(withoutNonces(body.toString('utf8')))) ?? null;
  const sMaxage = /s-maxage=\d+/.test(second.cacheControl ?? '');
  const cacheHit = second.xNextjsCache === 'HIT' || second.xNextjsPrerender === '1';
  return {
    url: new URL(url).pathname,
    ...second,
    prerenderedFile,
    static: second.status === 200 && sMaxage && cacheHit && prerenderedFile !== null,
  };
}
