// Two throughput ratios (requests per second), each measured in one run:
// - the front cache: nginx with deploy/nginx.conf in front of the site, against the same nginx
//   serving the same prerendered HTML as a plain file (goal ≥ 0.9: the cache costs nginx little);
// - the proxy: the site's server against the same build with the proxy left out (goal: the proxy
//   costs ≤ 10 %). "Left out" is a copy of the build whose functions-config manifest lists no proxy,
//   asked for the internal paths the proxy would have rewritten to, so both serve the same bytes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startNginx } from '../tests/harness/front-cache/nginx.mjs';
import { log, round } from './lib.mjs';
import { load } from './throughput.mjs';

const plain = { 'accept-encoding': 'identity' };

/** A page's body without its per-response script nonces (server/html-responses.mjs), to compare two answers. */
async function bodyOf(url) {
  return Buffer.from((await (await fetch(url, { headers: plain })).text()).replace(/ nonce="[^"]*"/g, ''));
}

/**
 * nginx in front of `sitePort` and, on `staticPort`, serving `html` as a file; `page` is the path
 * measured through the cache. Resolves { frontCache, staticFile, ratio }.
 */
export async function measureFrontCache({ dir, sitePort, cachePort, staticPort, page, html, duration, connections }) {
  const root = path.join(dir, 'static');
  mkdirSync(path.join(root, page), { recursive: true });
  writeFileSync(path.join(root, page, 'index.html'), html);
  const staticServer = `  server { listen 127.0.0.1:${staticPort}; root ${root}; location / { try_files $uri $uri/index.html =404; } }`;
  const nginx = await startNginx({ dir: path.join(dir, 'nginx'), listenPort: cachePort, upstreamPorts: [sitePort], extraServer: staticServer });
  try {
    const cached = `http://127.0.0.1:${cachePort}${page}`;
    const file = `http://127.0.0.1:${staticPort}${page}`;
    await fetch(cached, { headers: plain });
    const hit = (await fetch(cached, { headers: plain })).headers.get('x-cache-status');
    log(`autocannon ${duration}s × ${connections}: nginx front cache ${page} (${hit}), then the same page as a file`);
    const frontCache = await load(cached, { duration, connections, headers: plain });
    const staticFile = await load(file, { duration, connections, headers: plain });
    return { page, cacheStatusOfSecondGet: hit, frontCache, staticFile, ratio: round(frontCache.reqPerSec / staticFile.reqPerSec, 2) };
  } finally {
    await nginx.stop();
  }
}

/**
 * A copy of the build `distDir` (hard links, the manifest replaced, not edited in place) that
 * Next serves without the proxy.
 */
export function buildWithoutProxy(distDir, copyDir) {
  rmSync(copyDir, { recursive: true, force: true });
  const copy = spawnSync('cp', ['-al', distDir, copyDir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`could not copy the build: ${copy.stderr}`);
  const manifestPath = path.join(copyDir, 'server', 'functions-config-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.functions['/_middleware'];
  unlinkSync(manifestPath);
  writeFileSync(manifestPath, JSON.stringify(manifest));
}

const mean = (runs) => round(runs.reduce((sum, r) => sum + r.reqPerSec, 0) / runs.length, 1);

/**
 * Throughput of the same pages with and without the proxy: `pairs` maps a name to [the public URL
 * with the proxy, the internal URL of the same page without it]; their bodies must be equal. Each
 * side is warmed, then measured twice, alternating (A B A B), and averaged: on a 2-core machine
 * whichever ran first cold lost up to a third, which read as the proxy's cost.
 */
export async function measureProxyCost(pairs, { duration, connections }) {
  const out = {};
  for (const [name, [withProxy, withoutProxy]] of Object.entries(pairs)) {
    const same = (await bodyOf(withProxy)).equals(await bodyOf(withoutProxy));
    log(`autocannon ${duration}s × ${connections}: ${name} with the proxy and without, alternating`);
    for (const url of [withProxy, withoutProxy]) await load(url, { duration: 2, connections });
    const a = [];
    const b = [];
    for (let round_ = 0; round_ < 2; round_++) {
      a.push(await load(withProxy, { duration, connections }));
      b.push(await load(withoutProxy, { duration, connections }));
    }
    out[name] = {
      withProxy: { reqPerSec: mean(a), runs: a },
      withoutProxy: { reqPerSec: mean(b), runs: b },
      sameBody: same,
      proxyCostPercent: round((1 - mean(a) / mean(b)) * 100, 1),
    };
  }
  return out;
}
