// Container stack check (issue 32): the site as a host runs it from deploy/. It builds the image of
// deploy/Dockerfile with Debian's podman on a base made here with debootstrap (no image registry
// is reachable: base-image.sh), then runs what deploy/compose.yaml runs, each on the host's
// network: the migration step, two instances on one Postgres, nginx with deploy/nginx.conf and a
// self-signed certificate made on the spot, the backup and restore commands. It checks:
// - the image: the site runs as a user other than root, node is process 1, no dev dependency;
// - HTTPS: port 80 redirects, TLS 1.2+ only, HTTP/2, HSTS, the owner's `__Host-` cookie after a
//   login, a lead form posted through nginx without JavaScript;
// - shared nothing but Postgres: a lead with a CV posted to instance 1 (which sends no mail) is
//   mailed, CV attached, by instance 2;
// - /metrics of both instances; a rolling restart of one instance costs no request;
// - the backup drill: backup taken in a container, database dropped, restored in a container,
//   every table's rows and every CV back, the instances serving them (the owner logs in again).
//
//   node tests/harness/stack/run.mjs [--verbose]
//   DATABASE_URL: a Postgres role that may create databases (the stack gets one of its own,
//   dropped at the end); STACK_PORT_BASE (3860); STACK_IMAGE_FILE: a build saved by
//   tests/harness/stack/build-image.mjs (npm test makes it while the other stages run), else built here.
// Prints one JSON object; exits 1 on any failure.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import https from 'node:https';
import pg from 'pg';
import { selfSignedCertificate, startNginx } from '../front-cache/nginx.mjs';
import { noJsForms } from '../no-js-form.mjs';
import { startSmtpSink } from '../reliability/smtp-sink.mjs';
import { http2Get, httpsFetcher } from './https-client.mjs';
import { buildStackImage, loadBuiltImage, STACK_IMAGE as IMAGE } from './image.mjs';
import { podman, runContainer } from './podman.mjs';

const VERBOSE = process.argv.includes('--verbose');
const log = (...args) => VERBOSE && console.error('[stack]', ...args);
const BASE = Number(process.env.STACK_PORT_BASE || 3860);
const PORTS = { app1: BASE + 1, app2: BASE + 2, metrics1: BASE + 11, metrics2: BASE + 12, https: BASE + 3, http: BASE + 4, smtp: BASE + 5 };
const HTTPS_ORIGIN = `https://localhost:${PORTS.https}`;
const runId = randomBytes(4).toString('hex');
const AGENCY = `agency-${runId}@example.be`;
const OWNER = `stack-owner-${runId}@example.be`;
const PASSWORD = `Stack-${randomBytes(8).toString('hex')}-Kade`;
const PDF = Buffer.from(`%PDF-1.4\n% stack ${runId}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const PDF_SHA = createHash('sha256').update(PDF).digest('hex');
const JOBS = '/fr/job/';
const LOGIN = '/fr/connexion-du-proprietaire/';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('stack: DATABASE_URL is not set (a Postgres role that may create databases)');
  process.exit(1);
}
const dbName = `agency_stack_${runId}`;
const stackUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const containers = { app1: `agency-stack-app1-${runId}`, app2: `agency-stack-app2-${runId}` };

const failures = [];
const report = { runId, checks: {}, failures };
const check = (name, ok, details = {}) => {
  report.checks[name] = { ok: Boolean(ok), ...details };
  if (!ok) failures.push(name);
  log(ok ? 'ok  ' : 'FAIL', name, JSON.stringify(details).slice(0, 300));
};

async function adminQuery(sql, url = adminUrl, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'agency-stack-'));
const backups = path.join(work, 'backups');
mkdirSync(backups);
// The image's user (uid 1000) writes the backups into a folder of this machine.
chmodSync(backups, 0o777);

const siteEnv = (name) => ({
  DATABASE_URL: stackUrl,
  SITE_URL: HTTPS_ORIGIN,
  SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  SMTP_ALLOW_PLAINTEXT: '1',
  AGENCY_MAIL_TO: AGENCY,
  ALTCHA_HMAC_KEY: secrets.altcha,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: secrets.actions,
  TRUSTED_PROXIES: '127.0.0.1',
  METRICS_HOST: '127.0.0.1',
  MAIL_DISPATCH_INTERVAL_MS: '500',
  LOG_LEVEL: 'warn',
  ...(name === 'app1'
    ? { PORT: String(PORTS.app1), METRICS_PORT: String(PORTS.metrics1), MAIL_DISPATCH_DISABLED: '1' }
    : { PORT: String(PORTS.app2), METRICS_PORT: String(PORTS.metrics2) }),
});
// `actions`: the Server Actions key the image was built with (step 1).
const secrets = { altcha: randomBytes(24).toString('hex'), actions: '' };

async function waitReady(name, port) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready/`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    const state = (await podman(['inspect', containers[name], '--format', '{{.State.Status}}']).catch(() => 'gone')).trim();
    if (state !== 'running' || Date.now() > deadline) {
      const logs = await podman(['logs', '--tail', '40', containers[name]]).catch(() => '');
      throw new Error(`${name} not ready (${state}):\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether a TLS handshake limited to `maxVersion` succeeds. */
function handshake(ca, options) {
  return new Promise((resolve) => {
    const request = https.request(`${HTTPS_ORIGIN}/api/health/live/`, { ca, ...options, timeout: 10_000 }, (response) => {
      response.resume();
      resolve({ ok: true, protocol: response.socket.getProtocol?.() ?? null });
    });
    request.on('error', (error) => resolve({ ok: false, error: error.code ?? error.message }));
    request.end();
  });
}

/** Every table's row count, and each CV's digest: what a restore must give back. */
async function databaseContents() {
  const tables = await adminQuery(
    "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1",
    stackUrl,
  );
  const counts = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    counts[name] = Number((await adminQuery(`SELECT count(*)::int AS n FROM "${schema}"."${table}"`, stackUrl))[0].n);
  }
  const cvs = await adminQuery("SELECT lead_id::text AS id, encode(sha256(bytes), 'hex') AS sha FROM lead_cvs ORDER BY lead_id", stackUrl);
  return { counts, cvs };
}

const cookieOf = (setCookies, name) => setCookies.find((line) => line.startsWith(`${name}=`)) ?? '';

async function ownerLogin(secureFetch) {
  const forms = noJsForms({ origin: HTTPS_ORIGIN, fetch: secureFetch });
  const form = await forms.formOn(LOGIN, 'account');
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  body.append('email', OWNER);
  body.append('password', PASSWORD);
  const answer = await secureFetch(`${HTTPS_ORIGIN}${LOGIN}`, { method: 'POST', body, headers: { origin: HTTPS_ORIGIN, accept: 'text/html' } });
  return { status: answer.status, cookie: cookieOf(answer.setCookies, '__Host-owner_session') };
}

let nginx = null;
let sink = null;
let databaseMade = false;
const started = Date.now();
try {
  // 1. The image.
  const prebuilt = process.env.STACK_IMAGE_FILE ? loadBuiltImage(process.env.STACK_IMAGE_FILE) : null;
  if (!prebuilt) log('building the image…');
  const built = prebuilt ?? (await buildStackImage({ quiet: !VERBOSE }));
  report[prebuilt ? 'imageBuiltBeforeSeconds' : 'buildSeconds'] = built.seconds;
  secrets.actions = built.actionsKey;

  // 2. Postgres, the mail server, the migration step, two instances, nginx.
  await adminQuery(`CREATE DATABASE ${dbName}`);
  databaseMade = true;
  sink = await startSmtpSink({ port: PORTS.smtp });
  await runContainer({ image: IMAGE, env: { DATABASE_URL: stackUrl }, command: ['node', 'server/db-migrate.mjs'] });
  for (const name of ['app1', 'app2']) {
    await runContainer({ image: IMAGE, name: containers[name], env: siteEnv(name), detach: true });
  }
  await waitReady('app1', PORTS.app1);
  await waitReady('app2', PORTS.app2);
  const tls = { httpPort: PORTS.http, ...selfSignedCertificate(path.join(work, 'tls')), webroot: path.join(work, 'certbot') };
  mkdirSync(tls.webroot);
  nginx = await startNginx({ dir: path.join(work, 'nginx'), listenPort: PORTS.https, upstreamPorts: [PORTS.app1, PORTS.app2], tls });
  const ca = readFileSync(tls.certificate, 'utf8');
  const secureFetch = httpsFetcher(ca);

  // 3. The image's promises.
  const inside = (await podman(['exec', containers.app1, 'sh', '-c', 'id -u; readlink /proc/1/exe; ls /app/node_modules'])).split('\n');
  const modules = new Set(inside.slice(2).map((line) => line.trim()));
  check('image: the site runs as a user other than root, node is process 1', inside[0] !== '0' && /\/node$/.test(inside[1]), { uid: inside[0], process1: inside[1] });
  const devOnly = ['vitest', 'typescript', '@playwright', 'eslint', 'smtp-server'].filter((name) => modules.has(name));
  check('image: no development dependency', devOnly.length === 0 && modules.has('next'), { devOnly });

  // 4. HTTPS in front.
  const plain = await fetch(`http://127.0.0.1:${PORTS.http}/nl/?from=http`, { redirect: 'manual' });
  check('port 80 redirects to HTTPS', plain.status === 301 && /^https:\/\/127\.0\.0\.1:\d+\/nl\/\?from=http$/.test(plain.headers.get('location') ?? ''), {
    status: plain.status,
    location: plain.headers.get('location'),
  });
  const h2 = await http2Get(HTTPS_ORIGIN, '/nl/', ca);
  check('HTTPS over HTTP/2', h2.alpn === 'h2' && h2.status === 200, h2);
  const tls12 = await handshake(ca, { minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' });
  const tls11 = await handshake(ca, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' });
  check('TLS 1.2 accepted, TLS 1.1 refused', tls12.ok && !tls11.ok, { tls12, tls11 });
  const home = await secureFetch(`${HTTPS_ORIGIN}/fr/`);
  const hsts = home.headers.get('strict-transport-security') ?? '';
  check('HSTS on the pages served through nginx', home.status === 200 && Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0) >= 31_536_000, { status: home.status, hsts });

  // The owner's account, made with the image's own command; password set through nginx.
  const added = await runContainer({ image: IMAGE, env: { DATABASE_URL: stackUrl, SITE_URL: HTTPS_ORIGIN, LOG_LEVEL: 'warn' }, command: ['npm', 'run', '--silent', 'owner:add', '--', '--email', OWNER, '--property', '4012345'] });
  const link = /https:\/\/\S+token=\S+/.exec(added)?.[0];
  if (!link) throw new Error(`owner:add printed no link:\n${added}`);
  const resetPath = new URL(link).pathname + new URL(link).search;
  const forms = noJsForms({ origin: HTTPS_ORIGIN, fetch: secureFetch });
  const resetForm = await forms.formOn(resetPath, 'account');
  const reset = await forms.postOnce(resetPath, resetForm, { password: PASSWORD, confirm: PASSWORD });
  check('owner:add runs in the image; the password link works through nginx', reset.status === 303, { status: reset.status });
  const login = await ownerLogin(secureFetch);
  check('an owner login sets a __Host- cookie: Secure, HttpOnly, Path=/, no Domain', login.status === 303 && /;\s*Secure/i.test(login.cookie) && /;\s*HttpOnly/i.test(login.cookie) && /;\s*Path=\/(;|$)/i.test(login.cookie) && !/;\s*Domain=/i.test(login.cookie), {
    status: login.status,
    cookie: login.cookie.replace(/=[^;]+/, '=…'),
  });

  // 5. Leads with a CV: one through nginx, one straight to instance 1, which sends no mail.
  const cv = () => new File([PDF], 'cv.pdf', { type: 'application/pdf' });
  const person = (tag) => ({ title: 'ms', firstName: 'Marie', lastName: 'Stack', email: `stack-${tag}-${runId}@example.be`, phone: '0470123456', remark: 'Candidature', cv: cv() });
  const throughNginx = await forms.sendAnswered(JOBS, 'jobs', person('nginx'));
  check('a lead form posted through nginx without JavaScript reaches its thanks', throughNginx.status === 303 && /\/fr\/merci\//.test(throughNginx.location), {
    status: throughNginx.status,
    location: throughNginx.location,
    refusal: throughNginx.refusal,
  });
  const direct = noJsForms({ origin: `http://127.0.0.1:${PORTS.app1}` });
  const toApp1 = await direct.sendAnswered(JOBS, 'jobs', person('app1'), '198.51.100.7');
  const [lead] = await adminQuery('SELECT id::text AS id FROM leads WHERE email = $1', stackUrl, [`stack-app1-${runId}@example.be`]);
  let mailed = null;
  for (const deadline = Date.now() + 60_000; !mailed && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    mailed = sink.received.find((mail) => lead && mail.leadId === lead.id && mail.to.includes(AGENCY)) ?? null;
  }
  check('a CV sent to instance 1 is attached to the mail instance 2 sends', toApp1.status === 303 && mailed?.attachments.some((a) => a.sha256 === PDF_SHA), {
    status: toApp1.status,
    lead: lead?.id,
    attachments: mailed?.attachments,
  });

  // 6. /metrics of both instances.
  const scrape = async (port) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const [metrics1, metrics2] = [await scrape(PORTS.metrics1), await scrape(PORTS.metrics2)];
  const sampleOf = (text, name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  check(
    '/metrics of both instances: requests, latency, outbox, mails (instance 2 sent them, instance 1 none)',
    [metrics1, metrics2].every((text) => /^http_requests_total\{/m.test(text) && /^http_request_duration_seconds_bucket\{/m.test(text) && /^agency_outbox_/m.test(text)) &&
      sampleOf(metrics2, 'agency_mails_sent_total') >= 1 &&
      sampleOf(metrics1, 'agency_mails_sent_total') === 0,
    { sent1: sampleOf(metrics1, 'agency_mails_sent_total'), sent2: sampleOf(metrics2, 'agency_mails_sent_total') },
  );

  // 7. A rolling restart: instance 1 stopped (SIGTERM) and started while requests keep coming.
  let stopped = false;
  const stopping = podman(['stop', '-t', '20', containers.app1]).then(() => (stopped = true));
  const statuses = [];
  for (let i = 0; !stopped || i < 10; i++) {
    const answer = await secureFetch(`${HTTPS_ORIGIN}/fr/?roll=${runId}-${i}`).catch((error) => ({ status: error.code ?? 'error' }));
    statuses.push(answer.status);
  }
  await stopping;
  const exitCode = (await podman(['inspect', containers.app1, '--format', '{{.State.ExitCode}}'])).trim();
  await podman(['start', containers.app1]);
  await waitReady('app1', PORTS.app1);
  for (let i = 0; i < 10; i++) statuses.push((await secureFetch(`${HTTPS_ORIGIN}/nl/?roll=${runId}-after-${i}`)).status);
  check('a rolling restart of one instance: every request answered, the instance leaves cleanly on SIGTERM', statuses.every((s) => s === 200) && exitCode === '0', {
    requests: statuses.length,
    notOk: statuses.filter((s) => s !== 200),
    exitCode,
  });

  // 8. The backup drill.
  const before = await databaseContents();
  await runContainer({ image: IMAGE, env: { DATABASE_URL: stackUrl, BACKUP_DIR: '/backups/agency' }, volumes: [`${backups}:/backups`], command: ['node', 'scripts/ops/backup.mjs'] });
  const [file] = readdirSync(path.join(backups, 'agency')).filter((name) => name.endsWith('.pgdump'));
  await podman(['stop', '-t', '20', containers.app1, containers.app2]);
  await adminQuery(`DROP DATABASE ${dbName}`);
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const emptied = Number((await adminQuery("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'", stackUrl))[0].n);
  await runContainer({ image: IMAGE, env: { DATABASE_URL: stackUrl }, volumes: [`${backups}:/backups`], command: ['node', 'scripts/ops/restore.mjs', `/backups/agency/${file}`, '--yes'] });
  for (const name of ['app1', 'app2']) await podman(['start', containers[name]]);
  await waitReady('app1', PORTS.app1);
  await waitReady('app2', PORTS.app2);
  const after = await databaseContents();
  const changed = Object.keys({ ...before.counts, ...after.counts }).filter((table) => before.counts[table] !== after.counts[table]);
  const again = await ownerLogin(secureFetch);
  check('backup drill: taken, database dropped, restored: every row and CV back, the site serving them', file && emptied === 0 && changed.length === 0 && JSON.stringify(before.cvs) === JSON.stringify(after.cvs) && before.cvs.length >= 2 && again.status === 303 && again.cookie !== '', {
    file,
    tables: Object.keys(after.counts).length,
    rows: Object.values(after.counts).reduce((a, b) => a + b, 0),
    changed,
    cvs: after.cvs.length,
    ownerLoginAfterRestore: again.status,
  });
} catch (error) {
  failures.push(`stack: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const name of Object.values(containers)) await podman(['rm', '-f', '-t', '5', name]).catch(() => undefined);
  await nginx?.stop().catch(() => undefined);
  await sink?.stop().catch(() => undefined);
  if (databaseMade) await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
report.seconds = Math.round((Date.now() - started) / 1000);
console.log(JSON.stringify(report, null, 2));
process.exit(failures.length > 0 ? 1 : 0);
