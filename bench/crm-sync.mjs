// CRM sync speed and memory: `npm run sync` against the fake Omnicasa serving a
// generated account of `count` properties in four languages (default odd data), into the embedded
// PGlite and, with DATABASE_URL, into a fresh database on that Postgres. Per database: a first full
// sync into an empty catalogue (every property new), a second full one (nothing changed), then an
// incremental one after 10 changes (5 new prices, 5 other changes). Wall time of the whole command
// (tsx start included) and the command's peak resident memory (VmHWM, read from /proc while it runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDbServer } from '../server/db-server.mjs';
import { postgresDatabase } from '../tests/harness/reliability/stack.mjs';
import { log, ROOT, round, startProcess, stopProcess, waitForHttp } from './lib.mjs';

const TSX = 'node_modules/.bin/tsx';
const GOALS = { firstFullSeconds: 300, incrementalSeconds: 10, peakMiB: 1024 };

/** The peak resident memory of a process so far, in MiB (Linux /proc), or null once it is gone. */
function peakMiB(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs `npm run sync` as one node process (tsx as a loader, so /proc shows the sync itself); seconds, peak MiB and its log line. */
async function timedSync(env, args = []) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops/sync.mts', ...args], { cwd: ROOT, env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.scripts.json', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (child.exitCode === null && child.signalCode === null) {
    peak = Math.max(peak, peakMiB(child.pid) ?? 0);
    await Promise.race([sleep(100), exited]);
  }
  const code = await exited;
  const seconds = (performance.now() - started) / 1000;
  const line = output.trim().split('\n').at(-1) ?? '';
  log(`  ${round(seconds, 1)} s, peak ${round(peak, 0)} MiB: ${line.slice(0, 200)}`);
  if (code !== 0) throw new Error(`npm run sync ${args.join(' ')} failed (${code}): ${output.slice(-2000)}`);
  return { seconds: round(seconds, 2), peakMiB: round(peak, 0), line: line.slice(0, 300) };
}

async function measureOn(database, { origin, customer }) {
  const env = {
    DATABASE_URL: database.url,
    OMNICASA_URL: `${origin}/OmnicasaService.svc`,
    OMNICASA_CUSTOMER_NAME: customer.name,
    OMNICASA_CUSTOMER_PASSWORD: customer.password,
  };
  await fetch(`${origin}/__admin/reset`, { method: 'POST' });
  const firstFull = await timedSync(env, ['--full']);
  const unchangedFull = await timedSync(env, ['--full']);
  const { properties } = await (await fetch(`${origin}/__admin/properties`)).json();
  const shown = properties.filter((property) => property.truth.hasMinimum).slice(0, 10);
  for (const [i, property] of shown.entries()) {
    const change = i < 5 ? ['price', { price: 300_000 + i * 1000 }] : ['touch', {}];
    const response = await fetch(`${origin}/__admin/properties/${property.id}/${change[0]}`, { method: 'POST', body: JSON.stringify(change[1]) });
    if (!response.ok) throw new Error(`the fake refused a change: ${response.status}`);
  }
  const incremental = await timedSync(env);
  return { firstFull, unchangedFull, incremental };
}

export async function measureCrmSync({ port, count = Number(process.env.BENCH_CRM_COUNT ?? 10_000) }) {
  const customer = { name: 'bench', password: 'bench-secret' };
  const fake = startProcess(TSX, ['--tsconfig', 'tsconfig.scripts.json', 'tests/harness/fake-omnicasa.mts', '--port', String(port), '--customer', customer.name, '--password', customer.password, '--count', String(count)], { name: 'fake omnicasa' });
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'agency-bench-sync-'));
  const results = {};
  try {
    await waitForHttp(`${origin}/__admin/mode`, { child: fake });
    log(`crm sync: ${count} properties × 4 languages, a generated account, against the fake Omnicasa`);
    const pglite = await startDbServer({ dataDir: path.join(work, 'pglite'), port: 0 });
    try {
      log('crm sync into the embedded PGlite');
      results.pglite = await measureOn(pglite, { origin, customer });
    } finally {
      await pglite.stop();
    }
    if (process.env.DATABASE_URL) {
      const postgres = postgresDatabase({ adminUrl: process.env.DATABASE_URL });
      try {
        await postgres.start();
        log('crm sync into Postgres (DATABASE_URL)');
        results.postgres = await measureOn(postgres, { origin, customer });
      } finally {
        await postgres.destroy();
      }
    }
  } finally {
    await stopProcess(fake);
    rmSync(work, { recursive: true, force: true });
  }
  const runs = Object.values(results);
  return {
    method: `npm run sync (node --import tsx scripts/ops/sync.mts) against tests/harness/fake-omnicasa.mts --count ${count} (a generated account, default odd data) on loopback, OMNICASA_CONCURRENCY 8; wall time of the whole command and its peak resident memory (VmHWM); the embedded PGlite serves from the bench's own process`,
    properties: count,
    ...results,
    goals: GOALS,
    met: runs.every((r) => r.firstFull.seconds <= GOALS.firstFullSeconds && r.incremental.seconds <= GOALS.incrementalSeconds && Math.max(r.firstFull.peakMiB, r.unchangedFull.peakMiB, r.incremental.peakMiB) < GOALS.peakMiB),
  };
}
