// Shared helpers of `npm run bench`: child processes, servers on fixed loopback ports, clean-up.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = process.cwd();
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';

const children = new Set();

export function log(...args) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

/** Runs a command to completion (output to stderr so stdout keeps only the final JSON). */
export function run(cmd, args, { env = {}, cwd = ROOT } = {}) {
  log(`$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with status ${result.status}`);
  return (Date.now() - started) / 1000;
}

/** Is something already listening on this loopback port? */
export function portInUse(port) {
  const out = spawnSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).stdout || '';
  return out.trim().length > 0;
}

/** Starts a long-running process; it is killed (its whole process group) by stopAll(). */
export function startProcess(cmd, args, { env = {}, cwd = ROOT, name = cmd } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.name = name;
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.name} exited early:\n${child.output}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}${child ? `\n${child.output}` : ''}`);
}

/**
 * A built app on a port, served as production serves it: server/serve.mjs (Next behind the
 * front guard). The site and the floor both go through it, as `next start` served both before.
 * `cwd`: the checkout whose server/serve.mjs runs (another commit's, for BENCH_BEFORE).
 */
export async function startNext({ cwd = ROOT, dir = '.', port, env = {}, name }) {
  if (portInUse(port)) throw new Error(`port ${port} is already in use`);
  const args = ['server/serve.mjs', ...(dir === '.' ? [] : [dir])];
  const child = startProcess(process.execPath, args, {
    cwd,
    name: name ?? `server ${dir} :${port}`,
    env: { NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  return child;
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map(stopProcess));
}

/**
 * On Ctrl-C / SIGTERM: stop every server, run `onStop` (synchronous: print the partial result, remove
 * a worktree), exit. Call it before any browser is launched: chrome-launcher and Playwright add SIGINT
 * listeners of their own that exit the process as soon as their browser is closed, so everything that
 * matters is done synchronously here, ahead of them: every server gets its SIGTERM (stopAll's first,
 * synchronous step), then `onStop` runs. Only the wait for the servers' exit may be cut short.
 */
export function onSignalStop(onStop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      const stopped = stopAll();
      onStop?.();
      await stopped;
      process.exit(130);
    });
  }
}

/** Percentile of a sorted-or-not list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Number(n.toFixed(digits)));
export const kb = (bytes) => round(bytes / 1024, 1);
