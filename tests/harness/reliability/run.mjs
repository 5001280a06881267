// Reliability run: load, faults and recovery against the real server action over HTTP.
//
//   node tests/harness/reliability/run.mjs            reduced size (CI, ~2-3 minutes on 2 cores)
//   node tests/harness/reliability/run.mjs --full     5,000 submissions from 50 visitors, 60 s mail outage
//   options: --db=pglite|postgres (postgres: a fresh database on DATABASE_URL's server),
//            --phases=load,kill,smtp,db,flood,hang   --port-base=3400 (server, db, smtp on base,
//            +1, +2; the supervised server of the flood and hang phases on +3)
//
// It starts its own processes: the embedded database server (server/db-server.mjs, temp data
// directory) or a fresh Postgres database, an SMTP sink, and the production server
// (server/serve.mjs) serving the existing production build in NEXT_DIST_DIR (default
// .next-e2e, made by `npm run test:e2e` or
// `E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs`). Visitors post the contact form as a browser does and
// solve real ALTCHA challenges (made cheap with ALTCHA_MAX_NUMBER; no bypass exists).
//
// Phases (each with its own submissions, told apart by a unique marker in the remark field):
//   load   every success answer is stored exactly once and gets its two mails, once each
//   kill   SIGKILL of the server mid-load, restart: every success answer is still stored, no
//          lead without its outbox rows, every stored lead's mails arrive (after the lease)
//   smtp   the SMTP server goes away mid-load and comes back: nothing lost, all mail delivered
//          after it returns, none twice
//   db     the database server stops mid-load and starts again: the site answers with a form
//          error meanwhile (never a false success), /api/health reports the outage and the
//          recovery, later submissions succeed, with no restart of the site
//   flood  a second server, under the supervisor of `npm start`, gets FLOOD_CONNECTIONS requests at
//          once, again and again, until its health answer comes later than the supervisor waits
//          (as under a crawler that ignores its own concurrency limit): the supervisor must see it
//          is busy, not hung (heartbeat.mjs), and leave it running; every request gets its answer
//   hang   a second server, under the supervisor of `npm start`, stops dead (SIGSTOP: its event
//          loop answers nothing, as when blocked): the supervisor must log why, kill it and start
//          a new one, and /fr/ must answer 200 again within HANG_RECOVERY_S, with nobody's help
// Prints one JSON object with the figures; exits 1 when a promise is broken.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch as patientFetch } from 'undici';
import { runLoad, summarize } from './load.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { nextServer, pgliteDatabase, postgresDatabase, sleep, supervisedServer } from './stack.mjs';
import { checkPhase, globalInvariants, waitForOutboxDrained } from './verify.mjs';
import { healthOptionsFromEnv } from '../../../server/supervisor.mjs';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const FULL = args.has('full');
const SIZE = FULL
  ? { load: 5000, clients: 50, kill: 5000, smtp: 1000, smtpOutageS: 60, db: 1000, dbOutageS: 15 }
  : { load: 200, clients: 10, kill: 100, smtp: 100, smtpOutageS: 5, db: 100, dbOutageS: 4 };
// Full size: the 5,000-submission load is the one the SIGKILL lands in (a plain load phase of the
// same size can be added with --phases=load,kill,smtp,db).
const PHASES = (args.get('phases') ?? (FULL ? 'kill,smtp,db,flood,hang' : 'load,kill,smtp,db,flood,hang')).split(',');
const DB_KIND = args.get('db') ?? 'pglite';
const PORT_BASE = Number(args.get('port-base') ?? process.env.RELIABILITY_PORT_BASE ?? 3400);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';
const VERBOSE = args.has('verbose');
const AGENCY = 'agency-reliability@example.be';
const LEASE_MS = 10_000;
// The hang phase's supervisor asks every second and gives a server 3 misses: recovery ≈ 3 s + a start.
const HANG_HEALTH = { intervalMs: 1000, timeoutMs: 1000, maxMisses: 3 };
const HANG_RECOVERY_S = 30;
// The flood: this many requests at once, for up to FLOOD_MAX_S until the supervisor finds the
// server slow, then FLOOD_AFTER_SLOW_MS more (long enough for the misses that used to kill it).
const FLOOD_CONNECTIONS = 1500;
// npm start's own health settings (5 s, 3 s, 3 misses). Under 1,500 requests at once a server
// finishes nothing for seconds (a thousand renders share the loop and end together), so the
// hang phase's 1 s settings would take any flood for a hang; these are what a deployment runs.
const FLOOD_HEALTH = healthOptionsFromEnv({});
const FLOOD_MAX_S = 60;
const FLOOD_AFTER_SLOW_MS = (FLOOD_HEALTH.maxMisses + 1) * (FLOOD_HEALTH.intervalMs + FLOOD_HEALTH.timeoutMs);
const FLOOD_PATHS = ['/fr/', '/nl/', '/nl/te-koop/', '/fr/a-vendre/?page=2', '/en/contact/', '/de/', '/robots.txt'];

const runId = randomBytes(3).toString('hex').toUpperCase();
const log = (line) => console.log(line);
const failures = [];
const report = { size: FULL ? 'full' : 'reduced', db: DB_KIND, runId, phases: {} };

if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
  console.error(`No production build in ${DIST_DIR}: run \`E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs\` (or npm run test:e2e) first.`);
  process.exit(2);
}
if (DB_KIND === 'postgres' && !process.env.DATABASE_URL) {
  console.error('--db=postgres needs DATABASE_URL (a role with CREATEDB): a fresh database is created on that server.');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'agency-reliability-'));
const db =
  DB_KIND === 'postgres'
    ? postgresDatabase({ adminUrl: process.env.DATABASE_URL })
    : pgliteDatabase({ dataDir: path.join(work, 'pglite'), port: PORT_BASE + 1, log: VERBOSE ? log : null });
const sink = await startSmtpSink({ port: PORT_BASE + 2 });
const serverLog = [];
const serverLogFile = path.join(tmpdir(), `agency-reliability-${runId}.log`);
const logServer = (line) => {
  serverLog.push(line);
  appendFileSync(serverLogFile, `${line}\n`);
  if (VERBOSE) log(line);
};
const altchaKey = randomBytes(24).toString('hex');
const siteEnv = (port) => ({
  NEXT_DIST_DIR: DIST_DIR,
  DATABASE_URL: db.url,
  SMTP_URL: sink.url,
  // The sink on loopback speaks no STARTTLS (lib/server/mail/transport.ts).
  SMTP_ALLOW_PLAINTEXT: '1',
  AGENCY_MAIL_TO: AGENCY,
  DATA_DIR: path.join(work, 'data'),
  SITE_URL: `http://127.0.0.1:${port}`,
  ALTCHA_HMAC_KEY: altchaKey,
  ALTCHA_MAX_NUMBER: '1000',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_EMAIL: '1000',
  MAIL_DISPATCH_INTERVAL_MS: '1000',
  MAIL_LEASE_MS: String(LEASE_MS),
  MAIL_RETRY_BASE_MS: FULL ? '30000' : '2000',
});
const next = nextServer({ port: PORT_BASE, log: logServer, env: siteEnv(PORT_BASE) });
let hangSite = null;
let floodSite = null;

const markerFor = (letter) => (i) => `REL${runId}${letter}${i}`;
// Two mails a submission, sent one at a time by the site (about 9 a second here): the deadline
// allows 4 a second, so the full size's 10,000 mails get 42 minutes, never less than 3.
const drainTimeout = (submissions, extraMs) => Math.max(180_000, submissions * 2 * 250) + extraMs;

/** The status of a GET, 0 when no answer came within `timeoutMs`. */
async function statusOf(url, timeoutMs) {
  return (await answerOf(url, timeoutMs)).status;
}

// fetch gives up connecting after 10 s whatever its signal says. A flooded server's accept queue
// overflows (1,500 connections at once, a backlog of 511) and the kernel drops the SYNs it cannot
// queue; the client sends them again after 1, 3, 7 and 15 s, as a browser does, and connects when the
// server catches up. On a slow machine a flood's requests failed with UND_ERR_CONNECT_TIMEOUT (92 of
// 4,500) though the server answered every connection it took: only the caller's time limit counts here.
const patient = new Agent({ connect: { timeout: 120_000 } });

/** The status, or 0 and why there was none (the error's code). */
async function answerOf(url, timeoutMs) {
  try {
    const response = await patientFetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), dispatcher: patient });
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

async function health() {
  try {
    const response = await fetch(`${next.base}/api/health/`, { signal: AbortSignal.timeout(5000) });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, ...body };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

async function finishPhase(name, letter, load, extra = {}, { allowedDuplicateMails = 0, drainExtraMs = 0 } = {}) {
  const drained = await waitForOutboxDrained(db.url, {
    timeoutMs: drainTimeout(load.results.length, drainExtraMs),
    log: VERBOSE ? log : null,
    progress: FULL ? log : null,
  });
  await sleep(300); // the last SMTP session's message is parsed
  const check = await checkPhase({ url: db.url, runId, results: load.results, sink, agencyAddress: AGENCY, phaseLetter: letter, allowedDuplicateMails });
  if (!drained.drained) check.failures.push(`the outbox did not drain: ${drained.pending} mails still pending`);
  const phase = { ...summarize(load.results, load.seconds), ...check.figures, mailDrainSeconds: Math.round(drained.waitedMs / 100) / 10, ...extra };
  report.phases[name] = phase;
  for (const failure of check.failures.slice(0, 20)) failures.push(`${name}: ${failure}`);
  if (check.failures.length > 20) failures.push(`${name}: … ${check.failures.length - 20} more`);
  log(`${check.failures.length ? '✗' : '✓'} ${name}: ${JSON.stringify(phase)}`);
  for (const failure of check.failures.slice(0, 10)) log(`    ${failure}`);
}

/** Plain load: no fault. */
async function loadPhase() {
  log(`load: ${SIZE.load} submissions from ${SIZE.clients} visitors…`);
  const load = await runLoad({ base: next.base, total: SIZE.load, clients: SIZE.clients, markerOf: markerFor('L') });
  await finishPhase('load', 'L', load);
  if (report.phases.load.ok !== SIZE.load) failures.push(`load: only ${report.phases.load.ok} of ${SIZE.load} submissions succeeded without any fault`);
}

/** SIGKILL of the site in the middle of the load, then a restart. */
async function killPhase() {
  log(`kill: ${SIZE.kill} submissions, SIGKILL of the server at 40 %…`);
  let restarting = null;
  let killedAt = null;
  const load = await runLoad({
    base: next.base,
    total: SIZE.kill,
    clients: SIZE.clients,
    markerOf: markerFor('K'),
    gate: () => restarting,
    onProgress: (done) => {
      if (killedAt !== null || done < SIZE.kill * 0.4) return;
      killedAt = done;
      restarting = (async () => {
        const started = Date.now();
        await next.crash();
        await next.start();
        report.restartSeconds = (Date.now() - started) / 1000;
        restarting = null;
      })();
    },
  });
  // Rows the killed process had claimed wait for their lease to expire. Delivery is at least once:
  // a kill between the SMTP server's acceptance of a mail and its 'sent' mark repeats that one
  // mail (a process sends one at a time), under the same Message-ID.
  await finishPhase('kill', 'K', load, { killedAfterAnswers: killedAt, restartSeconds: report.restartSeconds }, { allowedDuplicateMails: 1, drainExtraMs: LEASE_MS });
}

/** The mail server goes away mid-load and comes back after SIZE.smtpOutageS. */
async function smtpPhase() {
  log(`smtp: ${SIZE.smtp} submissions, SMTP server down for ${SIZE.smtpOutageS} s…`);
  let outage = null;
  const sentBefore = sink.received.length;
  let receivedDuringOutage = 0;
  let pendingWhenBack = null;
  const load = await runLoad({
    base: next.base,
    total: SIZE.smtp,
    clients: SIZE.clients,
    markerOf: markerFor('S'),
    onProgress: (done) => {
      if (outage || done < SIZE.smtp * 0.25) return;
      outage = (async () => {
        await sink.stop();
        const stoppedAt = sink.received.length;
        await sleep(SIZE.smtpOutageS * 1000);
        receivedDuringOutage = sink.received.length - stoppedAt;
        pendingWhenBack = (await globalInvariants(db.url)).pending;
        await sink.start();
      })();
    },
  });
  await outage;
  await finishPhase('smtp', 'S', load, { outageSeconds: SIZE.smtpOutageS, mailsWaitingWhenBack: pendingWhenBack, mailsReceived: sink.received.length - sentBefore });
  if (receivedDuringOutage !== 0) failures.push(`smtp: ${receivedDuringOutage} mails arrived while the sink was down`);
}

/** The database server stops mid-load and starts again; the site is not restarted. */
async function dbPhase() {
  log(`db: ${SIZE.db} submissions, database down for ${SIZE.dbOutageS} s…`);
  const pidBefore = next.pid;
  let outage = null;
  const timeline = { healthDuringOutage: [], recoverySeconds: null };
  let restartedAt = null;
  const load = await runLoad({
    base: next.base,
    total: SIZE.db,
    clients: SIZE.clients,
    markerOf: markerFor('D'),
    onProgress: (done) => {
      if (outage || done < SIZE.db * 0.3) return;
      outage = (async () => {
        await db.stop();
        const downUntil = Date.now() + SIZE.dbOutageS * 1000;
        while (Date.now() < downUntil) {
          const h = await health();
          timeline.healthDuringOutage.push(h.status);
          await sleep(500);
        }
        await db.start();
        restartedAt = performance.now();
        for (;;) {
          const h = await health();
          if (h.status === 200 && h.database === 'up') break;
          if (performance.now() - restartedAt > 60_000) {
            failures.push(`db: /api/health did not report the database up within 60 s (${JSON.stringify(h)})`);
            break;
          }
          await sleep(200);
        }
        timeline.recoverySeconds = Math.round((performance.now() - restartedAt) / 100) / 10;
      })();
    },
  });
  await outage;
  // After the recovery: a last round of submissions must all succeed.
  const after = await runLoad({ base: next.base, total: SIZE.clients * 2, clients: SIZE.clients, markerOf: (i) => `REL${runId}D${SIZE.db + i}` });
  const all = { results: [...load.results, ...after.results], seconds: load.seconds + after.seconds };
  await finishPhase('db', 'D', all, {
    outageSeconds: SIZE.dbOutageS,
    healthStatusesDuringOutage: [...new Set(timeline.healthDuringOutage)],
    healthRecoverySeconds: timeline.recoverySeconds,
    afterRecovery: summarize(after.results, after.seconds),
  });
  if (after.results.some((r) => r.outcome !== 'ok')) failures.push(`db: ${after.results.filter((r) => r.outcome !== 'ok').length} submissions failed after the recovery`);
  if (!timeline.healthDuringOutage.includes(503)) failures.push('db: /api/health never reported the outage (503)');
  if (next.pid !== pidBefore) failures.push('db: the site was restarted');
}

/**
 * A flood under the supervisor of `npm start`: a second server (on PORT_BASE + 3, same database,
 * no mail dispatcher) gets FLOOD_CONNECTIONS requests at once in waves. Before the heartbeat, the
 * supervisor took its late health answers for a hang and killed it mid-flood (found when the CI
 * link crawl, whose link checks run without a concurrency limit, made every other test fail).
 */
async function floodPhase() {
  const port = PORT_BASE + 3;
  log(`flood: supervised server on :${port}, ${FLOOD_CONNECTIONS} requests at once…`);
  floodSite = supervisedServer({ port, env: { ...siteEnv(port), MAIL_DISPATCH_DISABLED: '1' }, health: FLOOD_HEALTH, log: logServer });
  try {
    const { pid } = await floodSite.start();
    // Each page once first: a cold server loads a route's code synchronously on its first request
    // (seconds on a loaded machine, the event loop blocked), which is a start, not a flood.
    for (const pathname of FLOOD_PATHS) await statusOf(`${floodSite.base}${pathname}`, 60_000);
    const startedAt = performance.now();
    const restarts = () => floodSite.supervisorLog.filter((line) => line.includes('missed') || line.includes('exited'));
    const slowLine = () => floodSite.supervisorLog.find((line) => line.startsWith(`server pid ${pid} is slow`)) ?? null;
    let slowSeenAt = null;
    const statuses = {};
    let waves = 0;
    while (performance.now() - startedAt < FLOOD_MAX_S * 1000) {
      if (slowSeenAt === null && slowLine()) slowSeenAt = performance.now();
      if (slowSeenAt !== null && performance.now() - slowSeenAt > FLOOD_AFTER_SLOW_MS) break;
      if (restarts().length) break;
      const wave = await Promise.all(
        Array.from({ length: FLOOD_CONNECTIONS }, async (_, i) => {
          const url = `${floodSite.base}${FLOOD_PATHS[i % FLOOD_PATHS.length]}`;
          const answer = await answerOf(url, 120_000);
          // A kept-alive connection the server closed as the client reused it: a browser asks again.
          return answer.error === 'ECONNRESET' || answer.error === 'UND_ERR_SOCKET' ? answerOf(url, 120_000) : answer;
        }),
      );
      waves += 1;
      for (const { status, error } of wave) {
        const key = error ? `${status} ${error}` : String(status);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }
    const phase = {
      health: FLOOD_HEALTH,
      connections: FLOOD_CONNECTIONS,
      waves,
      statuses,
      seconds: Math.round((performance.now() - startedAt) / 100) / 10,
      slowLine: slowLine(),
      restartLines: restarts(),
      pidAfter: floodSite.pid,
      healthAfter: await statusOf(`${floodSite.base}/api/health/`, 5000),
    };
    report.phases.flood = phase;
    const broken = [];
    if (!phase.slowLine) broken.push(`the health check was never late in ${FLOOD_MAX_S} s of flood: nothing was tested`);
    if (phase.restartLines.length || phase.pidAfter !== pid) broken.push('the supervisor replaced a busy server');
    const unanswered = Object.entries(statuses).filter(([status]) => status !== '200');
    if (unanswered.length) broken.push(`not every request got a 200: ${JSON.stringify(statuses)}`);
    if (phase.healthAfter !== 200) broken.push(`/api/health/ answered ${phase.healthAfter} after the flood`);
    for (const failure of broken) failures.push(`flood: ${failure}`);
    log(`${broken.length ? '✗' : '✓'} flood: ${JSON.stringify(phase)}`);
  } finally {
    await floodSite.stop();
    floodSite = null;
  }
}

/**
 * A hang under the supervisor of `npm start`: a second server (on PORT_BASE + 3, same database, no
 * mail dispatcher: it is about liveness only) is stopped with SIGSTOP; nobody else touches it.
 */
async function hangPhase() {
  const port = PORT_BASE + 3;
  log(`hang: supervised server on :${port}, SIGSTOP of its process…`);
  hangSite = supervisedServer({ port, env: { ...siteEnv(port), MAIL_DISPATCH_DISABLED: '1' }, health: HANG_HEALTH, log: logServer });
  try {
    const { pid: hungPid } = await hangSite.start();
    process.kill(hungPid, 'SIGSTOP');
    const stoppedAt = performance.now();
    const answeredWhileHung = (await statusOf(`${hangSite.base}/fr/`, 1000)) !== 0;
    let status = 0;
    while (status !== 200 && performance.now() - stoppedAt < HANG_RECOVERY_S * 1000) {
      status = await statusOf(`${hangSite.base}/fr/`, 1000);
      if (status !== 200) await sleep(250);
    }
    const restartLine = hangSite.supervisorLog.find((line) => line.startsWith(`server pid ${hungPid} missed`)) ?? null;
    const phase = {
      health: HANG_HEALTH,
      hungPid,
      newPid: hangSite.pid,
      answeredWhileHung,
      recoverySeconds: status === 200 ? Math.round((performance.now() - stoppedAt) / 100) / 10 : null,
      restartLine,
    };
    report.phases.hang = phase;
    const broken = [];
    if (answeredWhileHung) broken.push('the stopped server still answered: the hang was not injected');
    if (status !== 200) broken.push(`/fr/ did not answer 200 within ${HANG_RECOVERY_S} s of the SIGSTOP (last status ${status})`);
    if (!restartLine) broken.push('the supervisor did not log why it restarted the hung server');
    if (phase.newPid === hungPid) broken.push('the hung server was not replaced');
    for (const failure of broken) failures.push(`hang: ${failure}`);
    log(`${broken.length ? '✗' : '✓'} hang: ${JSON.stringify(phase)}`);
  } finally {
    await hangSite.stop();
    hangSite = null;
  }
}

// Interrupted (Ctrl-C, a CI timeout): stop what this run started before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the processes of this run…`);
    void Promise.allSettled([next.crash(), floodSite?.stop(), hangSite?.stop(), sink.stop(), db.destroy()]).finally(() => {
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

const started = Date.now();
let exitCode = 0;
try {
  await db.start();
  await next.start();
  log(`reliability ${report.size} run ${runId}: site ${next.base}, ${db.kind} database, SMTP sink ${sink.url}`);
  const phases = { load: loadPhase, kill: killPhase, smtp: smtpPhase, db: dbPhase, flood: floodPhase, hang: hangPhase };
  for (const name of PHASES) {
    if (!phases[name]) throw new Error(`unknown phase ${name}`);
    await phases[name]();
  }
  report.totals = await globalInvariants(db.url);
} catch (error) {
  failures.push(`run aborted: ${error instanceof Error ? error.stack : error}`);
} finally {
  report.seconds = Math.round((Date.now() - started) / 1000);
  await next.stop().catch(() => undefined);
  await sink.stop().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  report.failures = failures;
  if (failures.length) {
    exitCode = 1;
    console.error(`\nServer log (last lines; all of it in ${serverLogFile}):\n${serverLog.slice(-40).join('\n')}`);
  }
  console.log(JSON.stringify(report, null, 2));
}
process.exit(exitCode);
