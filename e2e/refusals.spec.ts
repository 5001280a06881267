/**
 * What the server answers requests it must refuse, against the production build: the
 * right 4xx, never a 500, a translated page where a visitor can meet it, nothing stored. And both
 * sides of the size limits: a CV up to 10 MiB is taken, with and without JavaScript; one byte more
 * is refused with a translated message; a body over the post limit gets the translated 413 page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { CV_MAX_BYTES, FORM_POST_MAX_BYTES } from '@/lib/forms/request-limits';
import fr from '@/messages/fr.json';
import { expect, test } from './fixtures';

const unique = (label: string) => `refusal.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** The hidden action fields of the first form of a page, as a browser without JavaScript posts them. */
async function actionFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const fields: Record<string, string> = {};
  for (const [, name, value = ''] of html.matchAll(/<input type="hidden" name="(\$ACTION[^"]+)"(?: value="([^"]*)")?/g)) {
    fields[name!] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    if (name === '$ACTION_KEY') break;
  }
  return fields;
}

const site = (baseURL: string | undefined) => new URL(baseURL!).origin;

test.describe('requests the server refuses', () => {
  test('methods other than GET, HEAD and POST: 405 with Allow; OPTIONS 204', async ({ request }) => {
    for (const path of ['/fr/', '/fr/contact/', '/api/health/', '/api/page-view/']) {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD, POST');
      }
      const options = await request.fetch(path, { method: 'OPTIONS', maxRedirects: 0 });
      expect(options.status(), `OPTIONS ${path}`).toBe(204);
    }
  });

  test('a form post from another site, or with a null or garbled origin: 403, translated', async ({ request, baseURL }) => {
    const fields = await actionFields(request, '/fr/contact/');
    for (const origin of ['http://evil.example', 'null', 'garbage :: //']) {
      const response = await request.post('/fr/contact/', { multipart: fields, headers: { origin }, maxRedirects: 0 });
      expect(response.status(), origin).toBe(403);
      expect(await response.text()).toContain(fr.Refusal.forbidden.title.replace(/'/g, '&#39;'));
    }
    const same = await request.post('/fr/contact/', { multipart: { ...fields, email: 'x' }, headers: { origin: site(baseURL) }, maxRedirects: 0 });
    expect(same.status()).toBe(200);
  });

  test('a multipart post with a missing, wrong or truncated boundary: 400', async ({ request, baseURL }) => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="$ACTION_ID_00ab"\r\n\r\n1\r\n--xyz--\r\n';
    for (const [contentType, data] of [
      ['multipart/form-data', body],
      ['multipart/form-data; boundary=abc', body],
      ['multipart/form-data; boundary=xyz', body.slice(0, 50)],
    ] as const) {
      const response = await request.post('/fr/contact/', { data, headers: { 'content-type': contentType, origin: site(baseURL) }, maxRedirects: 0 });
      expect(response.status(), contentType).toBe(400);
    }
  });

  test('server-action arguments that are not JSON, dangle or nest 20,000 deep: 400, with and without JavaScript', async ({ request, baseURL }) => {
    const fields = await actionFields(request, '/fr/contact/');
    const argsName = Object.keys(fields).find((n) => /^\$ACTION_\d+:1$/.test(n))!;
    const id = JSON.parse(fields[Object.keys(fields).find((n) => /^\$ACTION_\d+:0$/.test(n))!]!).id as string;
    let deep = '0';
    for (let i = 0; i < 20_000; i++) deep = `[${deep}]`;
    for (const args of ['{not json', '["site-contact","fr","$@9"]', deep]) {
      const noScript = await request.post('/fr/contact/', { multipart: { ...fields, [argsName]: args }, headers: { origin: site(baseURL) }, maxRedirects: 0 });
      expect(noScript.status(), args.slice(0, 20)).toBe(400);
      const script = await request.post('/fr/contact/', {
        multipart: { 0: args },
        headers: { origin: site(baseURL), 'next-action': id },
        maxRedirects: 0,
      });
      expect(script.status(), args.slice(0, 20)).toBe(400);
    }
  });

  test('a post over the size limit: the translated 413 page, nothing read', async ({ request, baseURL }) => {
    const fields = await actionFields(request, '/fr/job/');
    const response = await request.post('/fr/job/', {
      multipart: { ...fields, cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(FORM_POST_MAX_BYTES + 1024) } },
      headers: { origin: site(baseURL) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(fr.Refusal.tooLarge.title);
    expect(html).toContain('href="/fr/job/"');
  });
});

async function fillJobs(page: Page, email: string) {
  await page.locator('input[name="firstName"]').fill('Marie');
  await page.locator('input[name="lastName"]').fill('Dupont');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill('0475123456');
}

test.describe('the CV limit, both sides', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  test('with JavaScript: a CV of exactly 10 MiB is sent; one byte more is refused before sending', async ({ page }) => {
    await page.goto('/fr/job/');
    await fillJobs(page, unique('cv-js'));
    // Typing loads the form's code; until it runs, a click would post the form natively.
    await expect(page.locator('[data-deferred-form]:has(input[name="cv"])')).toHaveAttribute('data-form-code', 'loaded', { timeout: 30_000 });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(CV_MAX_BYTES + 1) });
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page.getByText(fr.Forms.errors.fileTooLarge)).toBeVisible();
    expect(posts).toEqual([]);
    await page.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(CV_MAX_BYTES) });
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/, { timeout: 60_000 });
  });

  test('without JavaScript: one byte over 10 MiB comes back with the translated error, 10,485,700 bytes are taken', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/job/');
    const form = page.locator('main form[data-form]');
    await fillJobs(page, unique('cv-nojs'));
    await form.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(CV_MAX_BYTES + 1) });
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(fr.Forms.errors.fileTooLarge)).toBeVisible();
    // The question asked with that answer, answered with the right CV.
    const answer = form.locator('input[name="captchaAnswer"]');
    const label = await form.locator(`label[for="${await answer.getAttribute('id')}"]`).innerText();
    const [a, b] = (label.match(/\d+/g) ?? []).map(Number);
    await answer.fill(String(a! + b!));
    await form.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(10_485_700) });
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/, { timeout: 60_000 });
    await context.close();
  });
});
