// Posting the site's forms as a browser without JavaScript does, for the harnesses that work over
// HTTP (the abuse run, the container stack): the form's hidden fields from its page, the values,
// multipart; a lead form answers a first post without a spam check with its question, which the
// second post answers (lib/server/captcha: 'combien font A plus B' on a French page).
import { formsOf } from './hostile/cases.mjs';

/**
 * @param {{ origin: string, fetch?: (url: string, init: RequestInit) => Promise<{ status: number,
 *   headers: { get(name: string): string | null }, text(): Promise<string> }> }} options
 */
export function noJsForms({ origin, fetch: fetchImpl = fetch }) {
  /** The action form `formId` (data-form) of a page, from its HTML when given. */
  async function formOn(page, formId, html) {
    const body = html ?? (await (await fetchImpl(`${origin}${page}`, { signal: AbortSignal.timeout(30_000) })).text());
    const form = formsOf(body).find((f) => f.formId === formId);
    if (!form) throw new Error(`${page}: no '${formId}' form`);
    return form;
  }

  /** One post of `form` with `values` (strings or Files), from `from` (X-Forwarded-For) when given. */
  async function postOnce(page, form, values, from) {
    const body = new FormData();
    for (const [name, value] of form.hidden) body.append(name, value);
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const response = await fetchImpl(`${origin}${page}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { origin, accept: 'text/html', ...(from ? { 'x-forwarded-for': from } : {}) },
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, location: response.headers.get('location') ?? '', html: await response.text() };
  }

  /** Sends `values` without JavaScript: asked the question, then answering it. The second answer. */
  async function sendAnswered(page, formId, values, from) {
    const asked = await postOnce(page, await formOn(page, formId), values, from);
    const question = /combien font (\d+) plus (\d+)/.exec(asked.html);
    const token = /name="captchaToken" value="([^"]+)"/.exec(asked.html)?.[1];
    if (!question || !token) throw new Error(`${page}: no question after a post without a spam check (status ${asked.status})`);
    const answer = String(Number(question[1]) + Number(question[2]));
    // The page that asks carries the token as a hidden field of the form: posted with it.
    const answered = await postOnce(page, await formOn(page, formId, asked.html), { ...values, captchaAnswer: answer }, from);
    if (answered.status !== 303) answered.refusal = /role="alert"[^>]*>([^<]{1,200})</.exec(answered.html)?.[1] ?? '';
    return answered;
  }

  return { formOn, postOnce, sendAnswered };
}
