// Authentication abuse run: what a script does to a live site's accounts and mail, against the
// production build, the way the security review of issue 31 did it by hand.
//
//   node tests/harness/auth-abuse/run.mjs [--port-base=3650] [--verbose]
//
// It starts the embedded database (temp directory) and the production server (server/serve.mjs,
// the build in NEXT_DIST_DIR, default .next-e2e) behind a trusted proxy address, so that each
// request can come from a source of its choosing (X-Forwarded-For), and posts the account forms
// exactly as a browser without JavaScript does. It checks:
// - parallel wrong passwords: a burst of wrong passwords sent at once for one owner account and one
//   staff account is checked at most as many times as the lock allows, the account holder gets one
//   mail, the attacking source is refused even the right password, and another source gets in;
// - enumeration: 'forgot password' (owners and staff) answers a known and an unknown address with
//   the same page, and takes as long for both (interleaved samples, medians compared);
// - mail relay: the mail-abuse checks of ./relay.mjs (send-to-a-friend and the visitor's copies).
// Prints one JSON object; exits 1 on any failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, scryptSync } from 'node:crypto';
import { dbQuery } from '../reliability/verify.mjs';
import { nextServer, pgliteDatabase } from '../reliability/stack.mjs';
import { formsOf } from '../hostile/cases.mjs';
import { relayChecks } from './relay.mjs';

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0], arg.split('=')[1] ?? 'true']));
const VERBOSE = args.has('verbose');
const PORT = Number(args.get('port-base') ?? process.env.AUTH_ABUSE_PORT_BASE ?? 3650);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const runId = randomBytes(4).toString('hex');
const PASSWORD = `Right-${randomBytes(6).toString('hex')}`;
/** Five failures lock an account for the sources that sent them (lib/server/auth/throttle.ts LOGIN_LIMITS). */
const LOCK_AFTER = 5;
const BURST = 12;
const ENUMERATION_SAMPLES = 12;

/** The stored form of lib/server/auth/password.ts at its lowest accepted cost (the site verifies any stored cost). */
function scryptHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const work = mkdtempSync(path.join(tmpdir(), 'agency-auth-abuse-'));
const db = pgliteDatabase({ dataDir: path.join(work, 'pglite'), port: PORT + 1, log: VERBOSE ? console.log : null });
const server = nextServer({
  port: PORT,
  log: VERBOSE ? console.log : null,
  env: {
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: db.url,
    DATA_DIR: path.join(work, 'data'),
    SITE_URL: ORIGIN,
    MAIL_TO_FILES: '1',
    MAIL_DISPATCH_DISABLED: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    ALTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
  },
});

const decode = (value) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The visible text of an HTML page (scripts, styles and tags removed), for comparing answers. */
function visibleText(html) {
  return decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The action form of a page whose fields include `field`. */
async function actionForm(page, field) {
  const response = await fetch(`${ORIGIN}${page}`, { signal: AbortSignal.timeout(30_000) });
  const forms = formsOf(await response.text());
  const form = forms.find((f) => f.fields.includes(field));
  if (!form) throw new Error(`${page}: no form with a '${field}' field`);
  return form;
}

/** Posts `form` with `values` from `source` as a browser without JavaScript does; status, location, text and duration. */
async function post(page, form, values, source) {
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${page}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: ORIGIN, 'x-forwarded-for': source, accept: 'text/html' },
    signal: AbortSignal.timeout(60_000),
  });
  const html = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, location: response.headers.get('location') ?? '', cookie: response.headers.get('set-cookie') ?? '', text: visibleText(html), ms };
}

const failures = [];
const report = { runId, checks: {}, failures };
const check = (name, ok, details) => {
  report.checks[name] = { ok, ...details };
  if (!ok) failures.push(name);
};

async function addAccount(table, email, extra = {}) {
  const columns = { email, name: 'Abuse Check', locale: 'fr', password_hash: scryptHash(PASSWORD), ...extra };
  const names = Object.keys(columns);
  await dbQuery(db.url, `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(columns));
}

const mailsTo = async (recipient, kind) =>
  Number((await dbQuery(db.url, 'SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND kind = $2', [recipient, kind]))[0].n);

const messages = (await import('../../../messages/fr.json', { with: { type: 'json' } })).default;
const WRONG = messages.Errors.USER_NOT_FOUND;
const LOCKED = messages.Portal.login.TOO_MANY_ATTEMPTS;

let attackers = 0;

/** A burst of wrong passwords at once from one source, then the right one from that source and from another. */
async function burstAgainst({ label, page, email, loggedIn }) {
  const form = await actionForm(page, 'password');
  const attacker = `203.0.113.${++attackers}`;
  const burst = await Promise.all(
    Array.from({ length: BURST }, (_, i) => post(page, form, { email, password: `wrong-${i}-${runId}` }, attacker)),
  );
  const checked = burst.filter((r) => r.text.includes(WRONG)).length;
  const refused = burst.filter((r) => r.text.includes(LOCKED)).length;
  check(`${label}: a burst of ${BURST} wrong passwords at once is checked at most ${LOCK_AFTER} times`, checked <= LOCK_AFTER && checked + refused === BURST, {
    checked,
    refused,
    statuses: [...new Set(burst.map((r) => r.status))],
  });
  const lockMails = await mailsTo(email, 'account-locked');
  check(`${label}: the account holder is told once that the account was locked`, lockMails === 1, { lockMails });
  const fromAttacker = await post(page, form, { email, password: PASSWORD }, attacker);
  check(`${label}: the source that failed is refused even the right password`, fromAttacker.text.includes(LOCKED) && !fromAttacker.cookie, {
    status: fromAttacker.status,
  });
  const fromHolder = await post(page, form, { email, password: PASSWORD }, '198.51.100.77');
  check(`${label}: the holder, from a source that did not fail, still gets in`, fromHolder.status === 303 && loggedIn.test(fromHolder.location) && /__Host-|session/i.test(fromHolder.cookie), {
    status: fromHolder.status,
    location: fromHolder.location,
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** 'Forgot password' for known and unknown addresses, interleaved: the same page, the same time. */
async function enumeration({ label, page, table, extra = {} }) {
  const form = await actionForm(page, 'email');
  const known = Array.from({ length: ENUMERATION_SAMPLES }, (_, i) => `known-${label}-${i}-${runId}@example.be`);
  for (const email of known) await addAccount(table, email, extra);
  // Warm the action once, so the first sample does not pay for a cold start.
  await post(page, form, { email: `warm-${runId}@example.be` }, '192.0.2.250');
  const times = { known: [], unknown: [] };
  const texts = { known: new Set(), unknown: new Set() };
  for (let i = 0; i < ENUMERATION_SAMPLES; i++) {
    const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      const email = kind === 'known' ? known[i] : `nobody-${label}-${i}-${runId}@example.be`;
      // Each request from its own source: the per-source reset limit must not be what is measured.
      const answer = await post(page, form, { email }, `192.0.2.${1 + i * 2 + (kind === 'known' ? 0 : 1)}`);
      times[kind].push(answer.ms);
      texts[kind].add(answer.text.replaceAll(email, '{email}'));
    }
  }
  const same = texts.known.size === 1 && texts.unknown.size === 1 && [...texts.known][0] === [...texts.unknown][0];
  check(`${label}: a known and an unknown address get the same page`, same, { distinctAnswers: new Set([...texts.known, ...texts.unknown]).size });
  const medians = { knownMs: Math.round(median(times.known)), unknownMs: Math.round(median(times.unknown)) };
  // The review measured 93 ms against 45 ms. What must not come back is a gap that tells the two
  // apart; the bound is loose on purpose (a busy CI machine slows both alike, interleaved).
  const gap = medians.knownMs - medians.unknownMs;
  check(`${label}: a known address is not told apart by its answer time`, gap < Math.max(25, medians.unknownMs * 0.5), medians);
  // The lookup and the mail come after the answer (lib/server/auth/password-reset.ts): wait for them.
  const countResetMails = async () =>
    Number((await dbQuery(db.url, `SELECT count(*)::int AS n FROM outbox WHERE recipient = ANY($1) AND kind LIKE '%reset'`, [known]))[0].n);
  let resetMails = await countResetMails();
  for (let waited = 0; resetMails < known.length && waited < 10_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    resetMails = await countResetMails();
  }
  const strayMails = Number((await dbQuery(db.url, `SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE $1`, [`nobody-${label}-%-${runId}@example.be`]))[0].n);
  check(`${label}: mail goes to known addresses only`, resetMails === known.length && strayMails === 0, { resetMails, strayMails });
}

let exitCode = 0;
try {
  await db.start();
  await server.start();
  const ownerEmail = `owner-${runId}@example.be`;
  const staffEmail = `staff-${runId}@example.be`;
  await addAccount('owners', ownerEmail);
  await addAccount('staff', staffEmail, { role: 'admin' });

  await burstAgainst({ label: 'owner login', page: '/fr/connexion-du-proprietaire/', email: ownerEmail, loggedIn: /\/fr\/proprietaire\/?$/ });
  await burstAgainst({ label: 'staff login', page: '/fr/staff/login/', email: staffEmail, loggedIn: /\/fr\/staff\/$/ });
  await enumeration({ label: 'owner', page: '/fr/mot-de-passe-oublie/', table: 'owners' });
  await enumeration({ label: 'staff', page: '/fr/staff/forgot-password/', table: 'staff', extra: { role: 'editor' } });
  for (const [name, result] of Object.entries(await relayChecks({ origin: ORIGIN, dbUrl: db.url, runId, post, actionForm }))) check(name, result.ok, result);
} catch (error) {
  failures.push(`the run failed: ${error instanceof Error ? error.stack : String(error)}`);
  if (VERBOSE) console.error(server.output());
} finally {
  await server.stop().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) exitCode = 1;
console.log(JSON.stringify(report, null, 2));
process.exit(exitCode);
