// The visitors of a reliability run: each one loads the contact page of its language, reads the
// form's hidden inputs (the server action reference, its bound arguments, the action key), fetches
// and solves a real ALTCHA challenge from /api/altcha/, and posts the form exactly as a browser
// without JavaScript does (multipart/form-data to the page URL, no Next-Action header). A success
// is the 303 redirect to the thank-you page.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { HARNESS_LOCALES, HARNESS_PAGES } from '../site-languages.mjs';
import { sleep } from './stack.mjs';

export const LOCALES = HARNESS_LOCALES;
/** Every request of a visitor has a deadline: one response that never comes must not stall the run. */
const FETCH_TIMEOUT_MS = 30_000;

const decodeEntities = (value) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden inputs of the site-contact form on a page (what the browser would post with it). */
export function hiddenInputsOf(html) {
  const start = html.indexOf('data-form="site-contact"');
  if (start < 0) throw new Error('no site-contact form on the page');
  const formStart = html.lastIndexOf('<form', start);
  const form = html.slice(formStart, html.indexOf('</form>', start));
  const fields = [];
  for (const match of form.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    const type = /\btype="([^"]*)"/.exec(tag)?.[1];
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (!name) continue;
    const value = decodeEntities(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '');
    if (type === 'hidden' || name === 'website') fields.push([decodeEntities(name), value]);
  }
  if (!fields.some(([name]) => name.startsWith('$ACTION'))) throw new Error('no server action reference in the form');
  return fields;
}

/** A solved ALTCHA payload as the widget puts it in the `altcha` field (base64 JSON). */
async function captchaPayload(base) {
  const response = await fetch(`${base}/api/altcha/`, { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`/api/altcha/ answered ${response.status}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * One submission. Outcomes: 'ok' (303 to the thank-you page), 'refused' (the form page again, with
 * an error: nothing may be stored), 'error' (no answer: connection refused or cut, timeout, 5xx),
 * whose result is unknown to the visitor.
 */
export async function submitContact({ base, locale, hidden, marker, ip, timeoutMs = 30_000 }) {
  let started = performance.now();
  try {
    const form = new FormData();
    for (const [name, value] of hidden) form.append(name, value);
    const fields = {
      title: 'ms',
      firstName: 'Reliability',
      lastName: `Visitor ${marker.slice(-6)}`,
      email: `${marker.toLowerCase()}@example.be`,
      phone: '0475123456',
      remark: `Reliability check ${marker}: please call me about selling my flat.`,
      contactPreference: 'email',
      timeSlot: '10:00-13:00',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('altcha', await captchaPayload(base));
    started = performance.now(); // the latency is the post's alone
    const response = await fetch(`${base}${HARNESS_PAGES[locale].contact}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { origin: base, 'x-forwarded-for': ip, accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const ms = performance.now() - started;
    const location = response.headers.get('location') ?? '';
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 303 && location.endsWith(HARNESS_PAGES[locale].thankYou)) return { outcome: 'ok', ms };
    if (response.status === 200) return { outcome: 'refused', ms, status: response.status };
    return { outcome: 'error', ms, status: response.status, location };
  } catch (error) {
    return { outcome: 'error', ms: performance.now() - started, error: error instanceof Error ? error.cause?.code ?? error.message : String(error) };
  }
}

export async function formPage(base, locale) {
  const response = await fetch(`${base}${HARNESS_PAGES[locale].contact}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${HARNESS_PAGES[locale].contact} answered ${response.status}`);
  return hiddenInputsOf(await response.text());
}

/**
 * `total` submissions from `clients` concurrent visitors. `markerOf(i)` names submission i.
 * `onProgress(done)` runs after each answer (fault injection hooks in there). While `gate()`
 * returns a promise, a visitor waits for it before its next submission (the server is being
 * restarted): a visitor whose post failed does not resend it, its outcome stays unknown.
 */
export async function runLoad({ base, total, clients, markerOf, onProgress = () => undefined, gate = () => null }) {
  const results = new Array(total);
  let next = 0;
  let done = 0;
  const started = performance.now();
  const visitor = async (c) => {
    const locale = LOCALES[c % LOCALES.length];
    const ip = `198.51.${100 + Math.floor(c / 250)}.${(c % 250) + 1}`;
    let hidden = null;
    while (next < total) {
      const waiting = gate();
      if (waiting) await waiting;
      if (!hidden) {
        try {
          hidden = await formPage(base, locale);
        } catch {
          await sleep(250);
          continue;
        }
      }
      const i = next++;
      if (i >= total) break;
      const marker = markerOf(i);
      const result = await submitContact({ base, locale, hidden, marker, ip });
      results[i] = { i, marker, locale, ...result, at: performance.now() - started };
      done += 1;
      await onProgress(done, results[i]);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => visitor(c)));
  const seconds = (performance.now() - started) / 1000;
  return { results, seconds };
}

export function summarize(results, seconds) {
  const by = { ok: 0, refused: 0, error: 0 };
  for (const r of results) by[r.outcome] += 1;
  const okMs = results.filter((r) => r.outcome === 'ok').map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => (okMs.length ? Math.round(okMs[Math.min(okMs.length - 1, Math.floor(p * okMs.length))]) : null);
  return {
    submissions: results.length,
    ...by,
    errorSamples: [...new Set(results.filter((r) => r.outcome !== 'ok').map((r) => `${r.outcome}:${r.status ?? ''}:${r.error ?? ''}`))].slice(0, 5),
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round((results.length / seconds) * 10) / 10,
    latencyMs: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: okMs.length ? Math.round(okMs[okMs.length - 1]) : null },
  };
}
