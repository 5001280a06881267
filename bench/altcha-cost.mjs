// How long the ALTCHA proof of work takes a phone (issue 31, point 5): the real widget
// (node_modules/altcha, its workers) solves challenges made as lib/server/captcha.ts makes them,
// in Chromium with the CPU slowed ×4 through CDP (a mid-range phone's proxy), for several costs.
// A measurement, not a test: docs/decisions/altcha-cost.md records a run and the cost it chose.
//   node bench/altcha-cost.mjs [costs=1,2,3,4,6] [runs=3] [throttle=4]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/harness/chromium-path.mjs';

const costs = (process.argv[2] ?? '1,2,3,4,6').split(',').map(Number);
const runs = Number(process.argv[3] ?? 3);
const throttle = Number(process.argv[4] ?? 4);
// ALTCHA_MAX_NUMBER's default: the secret counter is uniform in [0, 50 000): 25 000 on average.
const MAX_NUMBER = 50_000;
const COUNTERS = { mean: MAX_NUMBER / 2, worst: MAX_NUMBER - 1 };
const KEY = 'bench-key-bench-key-bench-key';

const widget = readFileSync(new URL('../node_modules/altcha/dist/main/altcha.js', import.meta.url));
const page = `<!doctype html><meta charset="utf-8"><script type="module" src="/altcha.js"></script><form></form>`;

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/altcha.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(widget);
  if (url.pathname === '/challenge') {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: Number(url.searchParams.get('cost')),
      counter: Number(url.searchParams.get('counter')),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: KEY,
    });
    return res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(challenge));
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(page);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await tab.goto(origin);
  await tab.waitForFunction(() => customElements.get('altcha-widget') !== undefined);

  /** Milliseconds from the widget's verify() to its 'verified' state, for one challenge. */
  const solve = (cost, counter) =>
    tab.evaluate(async ({ cost, counter }) => {
      const form = document.querySelector('form');
      form.innerHTML = '';
      const el = document.createElement('altcha-widget');
      el.setAttribute('challenge', `/challenge?cost=${cost}&counter=${counter}&n=${Math.random()}`);
      el.setAttribute('auto', 'off');
      // The widget waits at least 500 ms before it says 'verified' (minDuration): measure the work alone.
      el.setAttribute('configuration', JSON.stringify({ minDuration: 0 }));
      form.append(el);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const start = performance.now();
      await new Promise((resolve, reject) => {
        el.addEventListener('statechange', (event) => {
          if (event.detail.state === 'verified') resolve();
          if (event.detail.state === 'error') reject(new Error('widget error'));
        });
        el.verify();
      });
      return performance.now() - start;
    }, { cost, counter });

  /** 20 000 SHA-256 on the page's main thread: what the CDP throttle does slow. */
  const mainLoop = () =>
    tab.evaluate(async () => {
      const t = performance.now();
      let d = new Uint8Array(32);
      for (let i = 0; i < 20000; i++) d = new Uint8Array(await crypto.subtle.digest('SHA-256', d));
      return performance.now() - t;
    });

  /** The same SHA-256 loop in a worker: does the CDP throttle slow the widget's workers too? */
  const workerLoop = () =>
    tab.evaluate(async () => {
      const code = `onmessage = async () => { const t = performance.now(); let d = new Uint8Array(32);
        for (let i = 0; i < 20000; i++) d = new Uint8Array(await crypto.subtle.digest('SHA-256', d));
        postMessage(performance.now() - t); };`;
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
      const ms = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(0); });
      worker.terminate();
      return ms;
    });

  const cores = await tab.evaluate(() => navigator.hardwareConcurrency);
  /** The median of 5 runs after a warm-up one (a worker's first loop also pays for its start). */
  const median5 = async (loop) => {
    await loop();
    const times = [];
    for (let i = 0; i < 5; i += 1) times.push(await loop());
    return times.sort((a, b) => a - b)[2];
  };
  const unthrottled = { worker: await median5(workerLoop), main: await median5(mainLoop) };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const throttled = { worker: await median5(workerLoop), main: await median5(mainLoop) };
  console.log(`cores seen by the widget: ${cores}`);
  console.log(`20 000 SHA-256 on the main thread: ${unthrottled.main.toFixed(0)} ms, ×${throttle} throttled: ${throttled.main.toFixed(0)} ms`);
  console.log(`20 000 SHA-256 in a worker:        ${unthrottled.worker.toFixed(0)} ms, ×${throttle} throttled: ${throttled.worker.toFixed(0)} ms`);
  // Chromium's CDP throttle slows the page's main thread, not (or not fully) its workers, where the
  // widget solves: the phone's estimate makes up the part of the factor the workers did not get.
  const workerFactor = throttled.worker / unthrottled.worker;
  console.log(`CPU ×${throttle}, ${runs} runs each (median ms; counter ${COUNTERS.mean} = the mean challenge, ${COUNTERS.worst} = the hardest)`);
  const scale = Math.max(1, throttle / workerFactor);
  console.log(`cost | mean challenge | hardest challenge | phone estimate (×${scale.toFixed(1)}): mean, hardest`);
  for (const cost of costs) {
    const medians = [];
    for (const counter of Object.values(COUNTERS)) {
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push(await solve(cost, counter));
      times.sort((a, b) => a - b);
      medians.push(times[Math.floor(times.length / 2)]);
    }
    const ms = (values) => values.map((v) => `${v.toFixed(0)} ms`).join(' | ');
    console.log(`${String(cost).padStart(4)} | ${ms(medians)} | ${ms(medians.map((v) => v * scale))}`);
  }
} finally {
  await browser.close();
  server.close();
}
