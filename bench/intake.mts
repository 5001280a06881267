/**
 * Lead intake benchmark for the contact form ('site-contact'). Run with tsx (it imports the app's
 * pipeline). Two modes, both with the REAL ALTCHA verification (cheap challenges through
 * ALTCHA_MAX_NUMBER, no bypass) and a real database:
 *
 *   http   — posts the form to the real server action of a running production server
 *            (server/serve.mjs) exactly as a browser without JavaScript does: GET a
 *            challenge from /api/altcha/, solve it, POST multipart to the contact page with the
 *            action's hidden fields; success = 303 to the thank-you page.
 *   direct — calls `submitForm('site-contact', …)` in this process with real dependencies
 *            (drizzle over `pg` on DATABASE_URL, the real captcha check; no mail dispatcher).
 *
 * Usage: tsx --tsconfig tsconfig.scripts.json bench/intake.mts <http|direct> '<json options>'   → prints one JSON line.
 * Options: { duration, concurrency, databaseUrl, pageUrl?, origin?, tag }
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';

interface Options {
  duration: number;
  concurrency: number;
  databaseUrl: string;
  pageUrl?: string;
  tag: string;
}

const mode = process.argv[2];
/** A request that takes longer than this counts as a failure (a hang must not stall the bench). */
const REQUEST_TIMEOUT_MS = 30_000;
const options = JSON.parse(process.argv[3] ?? '{}') as Options;

function fields(tag: string, n: number): Record<string, string> {
  return {
    title: 'ms',
    firstName: 'Marie',
    lastName: 'Dupont',
    email: `bench-${tag}-${n}@example.be`,
    phone: '0475123456',
    remark: `Benchmark lead ${n}: I would like to sell my flat.`,
    contactPreference: 'phone',
    timeSlot: '10:00-13:00',
  };
}

const encodePayload = (challenge: Challenge, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
}
const r1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Runs `concurrency` loops of `one()` for `duration` seconds. */
async function sustain(one: (n: number) => Promise<{ ok: boolean; ms: number; error?: string }>) {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let accepted = 0;
  let refused = 0;
  let next = 0;
  const started = performance.now();
  const end = started + options.duration * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end) {
        const n = next++;
        try {
          const result = await one(n);
          latencies.push(result.ms);
          if (result.ok) accepted++;
          else {
            refused++;
            const key = result.error ?? 'refused';
            errors[key] = (errors[key] ?? 0) + 1;
          }
        } catch (error) {
          refused++;
          const key = String(error instanceof Error ? error.message : error).slice(0, 120);
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    elapsedS: r1(elapsed),
    attempted: accepted + refused,
    accepted,
    refused,
    errors,
    submissionsPerSec: r1(accepted / elapsed),
    latencyMs: { p50: r1(percentile(latencies, 50)), p90: r1(percentile(latencies, 90)), p99: r1(percentile(latencies, 99)), max: r1(percentile(latencies, 100)) },
  };
}

/** Leads and outbox rows this run stored (each accepted submission exactly once). */
async function stored(tag: string) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ leads: string; distinct_emails: string; outbox: string }>(
      `SELECT count(*) AS leads, count(DISTINCT email) AS distinct_emails,
              (SELECT count(*) FROM outbox o JOIN leads l2 ON o.lead_id = l2.id WHERE l2.email LIKE $1) AS outbox
         FROM leads WHERE email LIKE $1`,
      [`bench-${tag}-%`],
    );
    const row = rows[0]!;
    return { leads: Number(row.leads), distinctEmails: Number(row.distinct_emails), outboxRows: Number(row.outbox) };
  } finally {
    await client.end();
  }
}

/** The hidden fields React renders for a server action in a no-JS form (`$ACTION_…`, `_page`, …). */
async function actionForm(pageUrl: string): Promise<Record<string, string>> {
  const html = await (await fetch(pageUrl)).text();
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => /name="remark"/.test(f) && /name="contactPreference"/.test(f));
  if (!form) throw new Error(`no site-contact form found on ${pageUrl}`);
  const hidden: Record<string, string> = {};
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    if (!/type="hidden"/.test(input)) continue;
    const name = input.match(/name="([^"]*)"/)?.[1];
    const value = input.match(/value="([^"]*)"/)?.[1] ?? '';
    if (name) hidden[name.replace(/&quot;/g, '"').replace(/&amp;/g, '&')] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  if (!Object.keys(hidden).some((k) => k.startsWith('$ACTION'))) throw new Error('the contact form has no server action fields');
  return hidden;
}

async function httpMode() {
  const pageUrl = options.pageUrl!;
  const origin = new URL(pageUrl).origin;
  const hidden = await actionForm(pageUrl);
  const challengeMs: number[] = [];
  const one = async (n: number) => {
    const t0 = performance.now();
    const challenge = (await (await fetch(`${origin}/api/altcha/`, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).json()) as Challenge;
    challengeMs.push(performance.now() - t0);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the challenge');
    const body = new FormData();
    for (const [k, v] of Object.entries(hidden)) body.append(k, v);
    for (const [k, v] of Object.entries(fields(options.tag, n))) body.append(k, v);
    body.append('website', '');
    body.append('altcha', encodePayload(challenge, solution));
    const t1 = performance.now();
    const response = await fetch(pageUrl, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { origin, 'x-forwarded-for': `10.${n % 250}.${(n >> 8) % 250}.1` },
    });
    await response.arrayBuffer();
    const ms = performance.now() - t1;
    const location = response.headers.get('location') ?? '';
    const ok = response.status === 303 && /\/(bedankt|merci|thank-you|danke)[^/]*\//.test(location);
    return { ok, ms, error: ok ? undefined : `HTTP ${response.status} ${location}`.trim() };
  };
  const result = await sustain(one);
  return {
    mode: 'http: no-JS multipart POST to the server action of the contact page (server/serve.mjs), after GET /api/altcha/ + solve',
    pageUrl,
    concurrency: options.concurrency,
    ...result,
    latencyNote: 'latencyMs = the action POST alone (303 to the thank-you page); submissionsPerSec includes fetching and solving the challenge',
    challengeLatencyMs: { p50: r1(percentile(challengeMs, 50)), p99: r1(percentile(challengeMs, 99)) },
    stored: await stored(options.tag),
  };
}

async function directMode() {
  const { createDb } = await import('@/lib/server/db/client');
  const { createCaptchaChallenge, verifyCaptcha } = await import('@/lib/server/captcha');
  const { submitForm } = await import('@/lib/server/forms/submit');
  const handle = createDb(options.databaseUrl, Math.max(4, Math.min(options.concurrency, 20)));
  const deps = {
    db: handle.db,
    verifyCaptcha,
    propertyExists: () => true,
    limits: { perIp: 1_000_000_000, perEmail: 1_000_000_000, windowSeconds: 3600 },
    now: () => new Date(),
  };
  const one = async (n: number) => {
    const challenge = await createCaptchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the challenge');
    const input = { ...fields(options.tag, n), website: '', altcha: encodePayload(challenge, solution), _page: '/fr/contact/' };
    const t0 = performance.now();
    const result = await Promise.race([
      submitForm('site-contact', input, { locale: 'fr', ip: `10.0.${n % 250}.1` }, deps),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`submitForm took over ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS).unref()),
    ]);
    const ms = performance.now() - t0;
    return { ok: result.ok, ms, error: result.ok ? undefined : JSON.stringify([result.formError, Object.keys(result.fieldErrors)]) };
  };
  try {
    const result = await sustain(one);
    return {
      mode: 'direct: submitForm() in-process with real deps (drizzle/pg pool, real ALTCHA verification, no mail dispatcher)',
      concurrency: options.concurrency,
      ...result,
      latencyNote: 'latencyMs = submitForm() alone; creating and solving the challenge is outside the timing',
      stored: await stored(options.tag),
    };
  } finally {
    await handle.pool.end();
  }
}

const output = mode === 'http' ? await httpMode() : mode === 'direct' ? await directMode() : { error: `unknown mode ${mode}` };
process.stdout.write(`${JSON.stringify(output)}\n`);
process.exit(0);


