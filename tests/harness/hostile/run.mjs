// Hostile-input run: junk against the production build, the way a crawler gone wrong
// or an attacker sends it, and checks that it costs the site nothing.
//
//   node tests/harness/hostile/run.mjs            reduced size (npm test, about a minute)
//   node tests/harness/hostile/run.mjs --full     every mutation of every field, 3,000 random paths
//   options: --port-base=3600 (server, database)  --rounds=N (send everything N times, to tell
//            a memory leak from a heap that grew once)  --verbose
//
// It starts the embedded database (temp directory) and the production server
// (server/serve.mjs, the build in NEXT_DIST_DIR, default .next-e2e) and sends, over raw sockets: odd and
// random paths, query strings on the lists, odd headers, every method and junk bodies on pages and
// /api/, and every form of the site posted with each field mutated, with and without JavaScript.
// It fails on a 5xx, a request left without an answer, a stack trace or server path in a body,
// markup sent that comes back raw, a redirect off-site, a row stored or a file written for any of
// it (the page cache, uploads), and a server that no longer answers afterwards. Prints one JSON
// object; exits 1 on any failure.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dbQuery } from '../reliability/verify.mjs';
import { nextServer, pgliteDatabase } from '../reliability/stack.mjs';
import {
  formPostCases,
  formsOf,
  headerCases,
  LISTS,
  methodCases,
  PAGES,
  pathCases,
  queryCases,
} from './cases.mjs';
import { HARNESS_LOCALES } from '../site-languages.mjs';
import { problemsOf } from './checks.mjs';
import { rawRequest } from './raw-http.mjs';

const args = new Map(
  process.argv
    .slice(2)
    .map((arg) => [arg.replace(/^--/, '').split('=')[0], arg.split('=')[1] ?? 'true']),
);
const FULL = args.has('full');
const ROUNDS = Math.max(1, Number(args.get('rounds') ?? 1));
const VERBOSE = args.has('verbose');
const PORT = Number(args.get('port-base') ?? process.env.HOSTILE_PORT_BASE ?? 3600);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 8;
const runId = randomBytes(3).toString('hex');
const MARKER = `"><svg onload=HOSTILE_${runId}>`;

// Account pages that take a token carry one that exists nowhere.
const FORM_PAGES = [
  '/fr/contact/',
  '/fr/job/',
  '/nl/gratis-schatting/',
  '/fr/tenez-moi-au-courant/',
  '/fr/newsletter/',
  '/fr/temoignages/',
  '/fr/vous-etes-proprietaire/',
  '/fr/property/4012345/?request=contact',
  '/fr/property/4012345/?request=visit',
  '/fr/property/4012345/?request=documents',
  '/fr/property/4012345/?request=sendToFriend',
  '/fr/property/4012345/?request=offer',
  '/fr/property/4012345/?request=insurance',
  '/fr/projets/',
  '/fr/connexion-du-proprietaire/',
  '/fr/mot-de-passe-oublie/',
  '/fr/nouveau-mot-de-passe/?token=hostile-token-000000',
  '/fr/desinscription/?token=hostile-token-000000',
];
// Rows a refused post may not leave. rate_limits is left out on purpose: a failed owner login is
// counted there by design (throttling), and so is nothing else.
const TABLES = [
  'leads',
  'outbox',
  'captcha_uses',
  'newsletter_subscribers',
  'owners',
  'owner_sessions',
  'password_tokens',
  'page_views',
];

function fileCount(dir) {
  let count = 0;
  const walk = (d) => {
    let entries = [];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else count++;
    }
  };
  walk(dir);
  return count;
}

function dirBytes(dir) {
  let bytes = 0;
  const walk = (d) => {
    let entries = [];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else bytes += statSync(full).size;
    }
  };
  walk(dir);
  return bytes;
}

async function rssOf(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function tableCounts(url) {
  const counts = {};
  for (const table of TABLES)
    counts[table] = Number((await dbQuery(url, `SELECT count(*)::int AS n FROM ${table}`))[0].n);
  return counts;
}

/** GET that follows the site's own redirects, for collecting the form pages. */
async function pageHtml(pagePath) {
  let current = pagePath;
  for (let hop = 0; hop < 5; hop++) {
    const response = await rawRequest({ port: PORT, path: current });
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      current =
        new URL(response.headers.location, ORIGIN).pathname +
        new URL(response.headers.location, ORIGIN).search;
      continue;
    }
    return { path: current, html: response.body.toString('utf8') };
  }
  throw new Error(`${pagePath}: too many redirects`);
}

async function formCases() {
  const pages = [];
  for (const page of FORM_PAGES) {
    let { path: pagePath, html } = await pageHtml(page);
    if (page === '/fr/projets/') {
      const project = /href="(\/fr\/projets\/[^"]+\/\d+\/)"/.exec(html)?.[1];
      if (!project)
        throw new Error('no project on /fr/projets/: is PROJECTS_FILE=demo the build setting?');
      ({ path: pagePath, html } = await pageHtml(project));
    }
    const forms = formsOf(html);
    if (forms.length === 0) throw new Error(`${pagePath}: no form with an action found`);
    pages.push({ page: pagePath, forms });
  }
  const actionIds = pages.flatMap(({ forms }) =>
    forms.flatMap((f) =>
      f.hidden.filter(([n]) => /^\$ACTION_\d+:0$/.test(n)).map(([, v]) => JSON.parse(v).id),
    ),
  );
  return pages.flatMap(({ page, forms }) =>
    forms.flatMap((form) => {
      const own = form.hidden.find(([n]) => /^\$ACTION_\d+:0$/.test(n));
      const otherActionId = actionIds.find((id) => !own || id !== JSON.parse(own[1]).id);
      return formPostCases({
        page,
        form,
        marker: MARKER,
        origin: ORIGIN,
        full: FULL,
        otherActionId,
      });
    }),
  );
}

async function runAll(cases, onResult) {
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++];
      const response = await rawRequest({ port: PORT, ...item });
      onResult(item, response);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const work = mkdtempSync(path.join(tmpdir(), 'agency-hostile-'));
const dataDir = path.join(work, 'data');
const db = pgliteDatabase({
  dataDir: path.join(work, 'pglite'),
  port: PORT + 1,
  log: VERBOSE ? console.log : null,
});
const server = nextServer({
  port: PORT,
  log: VERBOSE ? console.log : null,
  env: {
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SITE_URL: ORIGIN,
    MAIL_TO_FILES: '1',
    PROJECTS_FILE: 'demo',
    MAIL_DISPATCH_DISABLED: '1',
    ALTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
  },
});

const report = {
  size: FULL ? 'full' : 'reduced',
  runId,
  requests: 0,
  byCategory: {},
  statuses: {},
  failures: [],
};
let exitCode = 0;
try {
  await db.start();
  await server.start();
  const cacheDir = path.join(DIST_DIR, 'server');
  // Next copies a prerendered page into its cache on its first request (once per page, by design):
  // warm the pages the run aims at, the 404 pages among them, so only what junk adds is counted.
  const warm = [
    ...FORM_PAGES,
    ...PAGES,
    ...LISTS,
    ...HARNESS_LOCALES.flatMap((l) => [`/${l}/hostile-warm-up/`, `/${l}/property/1/`]),
    '/_next/static/hostile-warm-up.js',
  ];
  for (const page of warm) await pageHtml(page);
  // Those copies are written after the answers: wait until the cache stops growing for 3 s in a
  // row (1 s was too short on a loaded machine: a late copy was counted as junk's).
  for (let last = -1, steady = 0; steady < 3; ) {
    const now = fileCount(cacheDir);
    steady = now === last ? steady + 1 : 0;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const before = {
    cacheFiles: fileCount(cacheDir),
    cacheBytes: dirBytes(cacheDir),
    dataFiles: fileCount(dataDir),
    rows: await tableCounts(db.url),
    rss: await rssOf(server.pid),
  };

  const categories = {
    paths: pathCases({ marker: MARKER, full: FULL }),
    queries: queryCases({ marker: MARKER, full: FULL }),
    headers: headerCases({ marker: MARKER, full: FULL }),
    methods: methodCases({ origin: ORIGIN, marker: MARKER }),
    forms: await formCases(),
  };
  const started = Date.now();
  const rssAfterRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [category, cases] of Object.entries(categories)) {
      const tally = report.byCategory[category] ?? { requests: 0, slowestMs: 0 };
      tally.requests += cases.length;
      await runAll(cases, (item, response) => {
        report.requests++;
        report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        tally.slowestMs = Math.max(tally.slowestMs, response.ms);
        const problems =
          response.hang && item.incomplete
            ? []
            : problemsOf(response, { marker: MARKER, root: ROOT, origin: ORIGIN });
        if (item.form && !item.honeypot && response.status >= 300 && response.status < 400) {
          problems.push('a mutated form was accepted (redirect to its thanks)');
        }
        if (problems.length > 0) {
          report.failures.push({
            category,
            case: item.label,
            method: item.method ?? 'GET',
            path: String(item.path).slice(0, 120),
            status: response.status,
            problems,
          });
        }
        if (VERBOSE) console.log(response.status, category, item.label);
      });
      report.byCategory[category] = tally;
    }
    rssAfterRounds.push(Math.round((await rssOf(server.pid)) / 1e6));
  }
  report.seconds = Math.round((Date.now() - started) / 1000);

  const alive = await rawRequest({ port: PORT, path: '/robots.txt' }, 5000);
  if (alive.status !== 200)
    report.failures.push({
      category: 'after',
      case: 'the server answers /robots.txt',
      status: alive.status,
      problems: ['not answering'],
    });
  const after = {
    cacheFiles: fileCount(cacheDir),
    cacheBytes: dirBytes(cacheDir),
    dataFiles: fileCount(dataDir),
    rows: await tableCounts(db.url),
    rss: await rssOf(server.pid),
  };
  report.disk = {
    pageCacheFilesAdded: after.cacheFiles - before.cacheFiles,
    pageCacheBytesAdded: after.cacheBytes - before.cacheBytes,
    dataFilesAdded: after.dataFiles - before.dataFiles,
  };
  report.memory = {
    rssBeforeMB: Math.round(before.rss / 1e6),
    rssAfterEachRoundMB: rssAfterRounds,
    rssAfterMB: Math.round(after.rss / 1e6),
  };
  report.rowsAdded = Object.fromEntries(TABLES.map((t) => [t, after.rows[t] - before.rows[t]]));
  if (report.disk.pageCacheFilesAdded !== 0 || report.disk.dataFilesAdded !== 0) {
    report.failures.push({
      category: 'after',
      case: 'nothing written to disk',
      problems: [JSON.stringify(report.disk)],
    });
  }
  for (const [table, added] of Object.entries(report.rowsAdded)) {
    if (added !== 0)
      report.failures.push({
        category: 'after',
        case: `nothing stored in ${table}`,
        problems: [`${added} rows added`],
      });
  }
} catch (error) {
  report.failures.push({
    category: 'run',
    case: 'the run itself',
    problems: [error instanceof Error ? error.message : String(error)],
  });
} finally {
  await server.stop().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

report.failureCount = report.failures.length;
// Every kind of failure once, with how often it happened, then the first cases in full.
const kinds = new Map();
for (const f of report.failures) {
  const key = `${f.category} · ${f.case.replace(/ \S+$/, '')} · ${f.status ?? ''} · ${f.problems.join('; ')}`;
  kinds.set(key, (kinds.get(key) ?? 0) + 1);
}
report.failureKinds = Object.fromEntries(kinds);
report.failures = report.failures.slice(0, 20);
if (report.failureCount > 0) {
  exitCode = 1;
  if (!VERBOSE)
    console.error(
      `hostile run: ${report.failureCount} failures; the server log:\n${server.output().slice(-4000)}`,
    );
}
console.log(JSON.stringify(report, null, 2));
process.exit(exitCode);
