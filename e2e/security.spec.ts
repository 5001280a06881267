/**
 * Security against the real production server: the headers of every response, a CSP
 * that the pages really comply with (analytics tags after consent, captcha worker, map frame and
 * tiles, video and tour embeds), escaped visitor input in re-rendered forms, cross-origin action
 * posts refused, hostile CV uploads, and error responses that reveal no stack trace or secret.
 * The pipeline itself (SQL metacharacters, mails, upload storage) is tested in tests/security.
 */
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { getProperty } from '@/lib/catalogue';
import { HONEYPOT_FIELD } from '@/lib/forms/meta';
import { MAP_MESSAGE_TYPE } from '@/lib/map/map-message';
import { ASSET_CSP } from '@/lib/security/security-headers';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import fr from '@/messages/fr.json';
import { validPayload } from '../tests/server/fixtures';
import { expect, FAKE_TAGS, holdFormCode, hydrated, test } from './fixtures';
import { E2E_ALTCHA_HMAC_KEY } from './server-secrets';
import { addE2eEditor, logInStaff } from './staff';

const YOUTUBE_ID = 4012345; // a YouTube video, a map
const TOUR_ID = 4017043; // a Matterport virtual tour
const VIDEO_FILE_ID = 4019012; // an mp4 file (media-src), every form of a detail page
const detailPath = (id: number, locale: 'fr' | 'nl' = 'fr') => canonicalPropertyPath(getProperty(locale, id)!, locale);

const PUBLIC_PAGES = ['/nl/', '/fr/a-vendre/', '/fr/contact/', '/nl/gratis-schatting/', '/fr/job/'];

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every third-party request locally (tiles, players, tours): nothing leaves the machine. */
async function stubThirdParties(context: BrowserContext, siteOrigin: string) {
  const requested: string[] = [];
  await context.route(
    (url) => url.protocol.startsWith('http') && url.origin !== siteOrigin && url.origin !== FAKE_TAGS.origin,
    async (route) => {
      const request = route.request();
      requested.push(request.url());
      const type = request.resourceType();
      if (type === 'image') return route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 });
      if (type === 'document') return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return requested;
}

/**
 * Collects CSP and Permissions-Policy complaints from every frame of every document the page
 * shows: `securitypolicyviolation` events (also those of a probe that catches its own error, such
 * as an eval test) and the console messages Chromium writes for policy errors.
 */
async function watchPolicies(page: Page) {
  const found: string[] = [];
  await page.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
    found.push(`${text} (${frame.url()})`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void }).__reportPolicyViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|refused to|permissions.policy|unrecognized feature/i.test(message.text())) {
      found.push(`${message.type()}: ${message.text()}`);
    }
  });
  return async () => found;
}

/** Scrolls the page to the bottom in steps so lazy frames and images load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
}

test.describe('security headers', () => {
  const pages = [...PUBLIC_PAGES, detailPath(YOUTUBE_ID)];

  for (const url of [...pages, '/api/health/', '/api/altcha/', '/documents/4012345/floor-plans.pdf', '/nl/no-such-page/']) {
    test(`${url} carries the security headers`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const h = response.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
      // `next start` is production: HSTS is sent (browsers honour it over HTTPS only).
      expect(h['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    });
  }

  test('the files a page loads carry a short policy of their own that lets nothing run', async ({ request }) => {
    const html = await (await request.get('/nl/')).text();
    const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
    const stylesheet = /\/_next\/static\/chunks\/[\w.-]+\.css/.exec(html)?.[0];
    expect(script && stylesheet, 'a script and a stylesheet of the page').toBeTruthy();
    for (const url of [script!, stylesheet!, '/logo.svg', '/favicon.svg', '/epc/brussels/a.svg']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const h = response.headers();
      expect(h['content-security-policy'], url).toBe(ASSET_CSP);
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['strict-transport-security'], url).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    }
  });

  test('a redirect carries them too', async ({ request }) => {
    const response = await request.get('/for-sale/', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the map frame may be framed by the site only', async ({ request }) => {
    for (const url of ['/map-frame/', '/map-frame']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const h = response.headers();
      expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(h['content-security-policy']).not.toContain("frame-ancestors 'none'");
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  test('public pages stay statically generated with the headers (s-maxage)', async ({ request }) => {
    for (const url of pages) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toContain('s-maxage');
    }
  });

  test('the CSP names the analytics tag origin of this build', async ({ request }) => {
    const csp = (await request.get('/nl/')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${FAKE_TAGS.origin.replace(/[.:/]/g, '\\$&')}`));
  });
});

test.describe('the pages comply with their CSP', () => {
  test.use({ storedConsent: 'all' });
  test.describe.configure({ timeout: 60_000 });

  test('home, list and a form page with the captcha, every tag loaded after consent', async ({ page, context, baseURL, fakeTags }) => {
    await stubThirdParties(context, new URL(baseURL!).origin);
    const violations = await watchPolicies(page);
    const tagPaths = () => fakeTags.requests.map((u) => u.pathname);
    for (const url of ['/nl/', '/fr/a-vendre/']) {
      await page.goto(url);
      // The tags really run under the policy (the fake tag origin is in script-src and connect-src).
      await expect.poll(tagPaths).toEqual(expect.arrayContaining(['/gtm.js', '/gtag/js', '/fbevents.js', '/g/collect']));
    }
    await page.goto('/fr/contact/');
    // The widget starts its proof of work when a field gets the focus, once the form is hydrated:
    // on a loaded machine that can be after the first focus, so the focus moves until it starts.
    await expect
      .poll(
        async () => {
          await page.locator('input[name="lastName"]').focus();
          await page.locator('input[name="firstName"]').focus();
          return page.locator('input[name="altcha"]').inputValue();
        },
        { timeout: 30_000 },
      )
      .toMatch(/.{20,}/);
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
  });

  test('a property detail with its map frame, tiles and video embed', async ({ page, context, baseURL }) => {
    const requested = await stubThirdParties(context, new URL(baseURL!).origin);
    const violations = await watchPolicies(page);
    await page.goto(detailPath(YOUTUBE_ID));
    await scrollThrough(page);
    const map = page.frameLocator('iframe[src="/map-frame/"]');
    // What the frame signals once its markers are drawn (components/property/map-frame.tsx).
    await expect(map.locator('[data-map-state="drawn"]')).toBeAttached();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
    await expect.poll(() => requested.some((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await expect.poll(() => requested.some((u) => u.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('a virtual tour and a video file', async ({ page, context, baseURL }) => {
    const requested = await stubThirdParties(context, new URL(baseURL!).origin);
    const violations = await watchPolicies(page);
    await page.goto(detailPath(TOUR_ID));
    await scrollThrough(page);
    await expect.poll(() => requested.some((u) => u.startsWith('https://my.matterport.com/'))).toBe(true);
    await page.goto(detailPath(VIDEO_FILE_ID));
    await scrollThrough(page);
    await page.locator('video').first().evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      void v.play().catch(() => undefined);
    });
    await expect.poll(() => requested.some((u) => u.endsWith('.mp4'))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('the map frame on its own draws a posted map', async ({ page, context, baseURL }) => {
    await stubThirdParties(context, new URL(baseURL!).origin);
    const violations = await watchPolicies(page);
    await page.goto('/map-frame/');
    await page.evaluate((type) => {
      const message = {
        type,
        propertyList: [{ ID: 1, Latitude: 50.85, Longitude: 4.35, title: 'A house', price: '€ 1' }],
        messageInfo: { language: 'fr', mapLabel: 'Carte', tilesUnavailable: 'Indisponible' },
        mapType: 'satellite',
        customMarker: null,
        ignoreList: [],
      };
      window.postMessage(message, window.location.origin);
    }, MAP_MESSAGE_TYPE);
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect.poll(() => page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('a page refuses to be framed, the map frame does not', async ({ page }) => {
    await page.goto('/map-frame/');
    const framed = await page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.onload = () => {
            let readable = false;
            try {
              readable = frame.contentDocument?.location.pathname === new URL(src, location.href).pathname;
            } catch {
              readable = false;
            }
            resolve(readable);
          };
          document.body.append(frame);
        });
      return { page: await load('/nl/'), map: await load('/map-frame/') };
    });
    expect(framed).toEqual({ page: false, map: true });
  });
});

// ---------------------------------------------------------------------------------------------
// Scripts run by the nonce the server gives each HTML response (server/html-responses.mjs).

/** The one script nonce a response's CSP allows; its script-src allows no other inline script. */
function scriptNonceOf(headers: Record<string, string>, label: string): string {
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc, label).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==' 'self'( |$)/);
  expect(scriptSrc, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'strict-dynamic'|'nonce-.*'nonce-/);
  return /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
}

/** Every script start tag of the page carries the nonce, once. */
function expectScriptsCarry(html: string, nonce: string, label: string) {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(tags.length, label).toBeGreaterThan(2);
  for (const tag of tags) {
    expect(tag.match(/\snonce=/gi), `${label}: ${tag}`).toHaveLength(1);
    expect(tag, label).toContain(` nonce="${nonce}"`);
  }
}

const NONCED_PAGES = [...PUBLIC_PAGES, detailPath(VIDEO_FILE_ID), '/fr/connexion-du-proprietaire/', '/nl/staff/login/', '/map-frame/'];

test.describe('script nonces', () => {
  test('every HTML answer has a nonce of its own, on each of its script tags and in its header only', async ({ request }) => {
    for (const url of NONCED_PAGES) {
      const nonces: string[] = [];
      for (const load of [1, 2]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const nonce = scriptNonceOf(response.headers(), `${url} (${load})`);
        expectScriptsCarry(await response.text(), nonce, `${url} (${load})`);
        // Static pages stay static: the nonce is added to what Next serves from its cache.
        if (PUBLIC_PAGES.includes(url)) expect(response.headers()['cache-control'], url).toContain('s-maxage');
        expect(response.headers()['etag'], url).toBeUndefined();
        nonces.push(nonce);
      }
      expect(nonces[0], `${url}: two loads, two nonces`).not.toBe(nonces[1]);
    }
    // Not HTML: the static policy, no nonce, its validator kept.
    const json = await request.get('/api/health/');
    expect(/script-src [^;]*/.exec(json.headers()['content-security-policy'] ?? '')?.[0]).toMatch(/^script-src 'self'(?! 'unsafe-inline')/);
    expect(json.headers()['content-security-policy']).not.toContain("'nonce-");
  });
});

test.describe('the pages run their scripts by the nonce alone', () => {
  test.use({ storedConsent: 'all' });
  test.describe.configure({ timeout: 120_000 });

  test('home, list, detail, a form sent with JavaScript, the portal login and a staff page: no violation', async ({ page, context, baseURL, request, fakeTags }) => {
    await stubThirdParties(context, new URL(baseURL!).origin);
    const violations = await watchPolicies(page);
    /** Goes to `url`; checks the document's inline scripts hold the header's nonce and ran. */
    const visit = async (url: string) => {
      // The parsed document first: a script refused for its nonce shows here, before hydration would wait.
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      const nonce = scriptNonceOf(response!.headers(), url);
      const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).map((s) => s.nonce));
      expect(inline.length, url).toBeGreaterThan(2);
      expect(new Set(inline), url).toEqual(new Set([nonce]));
      // The consent boot script (inline, in the head) ran, and the app hydrated (Next's inline payload).
      await expect(page.locator('html[data-consent="stored"]'), url).toBeAttached();
      await hydrated(page);
      return nonce;
    };
    const first = await visit('/nl/');
    await expect.poll(() => fakeTags.requests.map((u) => u.pathname)).toEqual(expect.arrayContaining(['/gtm.js', '/gtag/js', '/fbevents.js']));
    expect(await visit('/nl/')).not.toBe(first);
    await visit('/fr/a-vendre/');
    await visit(detailPath(VIDEO_FILE_ID));

    await visit('/fr/contact/');
    await page.locator('input[name="firstName"]').fill('Marie');
    await page.locator('input[name="lastName"]').fill('Dupont');
    await page.locator('input[name="email"]').fill(unique('csp-nonce'));
    await page.locator('input[name="phone"]').fill('0475123456');
    await page.locator('textarea[name="remark"]').fill('Bonjour');
    await page.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/, { timeout: 30_000 });

    await visit('/fr/connexion-du-proprietaire/');
    const editor = { email: unique('csp-editor'), password: `csp editor password ${Date.now()}` };
    await addE2eEditor(request, editor);
    await logInStaff(page, editor);
    await visit('/nl/staff/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Forms posted without JavaScript, as a browser (or an attacker) would post them.

interface FormField {
  tag: string;
  name: string;
  type: string;
  value: string;
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** The lead forms of a server-rendered page, with their fields. */
function formsIn(html: string): Map<string, FormField[]> {
  const forms = new Map<string, FormField[]>();
  for (const [, open, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const id = attr(open!, 'data-form');
    if (!id || forms.has(id)) continue;
    const fields = [...inner!.matchAll(/<(input|textarea|select)\b([^>]*)>/g)]
      .map(([, tag, attrs]) => ({
        tag: tag!,
        name: decode(attr(attrs!, 'name') ?? ''),
        type: attr(attrs!, 'type') ?? (tag === 'input' ? 'text' : tag!),
        value: decode(attr(attrs!, 'value') ?? ''),
      }))
      .filter((f) => f.name);
    forms.set(id, fields);
  }
  return forms;
}

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'textarea', 'number', 'date']);

/** The multipart body of a form: its hidden fields (action reference, page), then `values`. */
function formBody(fields: FormField[], values: Record<string, string | string[] | { name: string; mimeType: string; buffer: Buffer }>) {
  const body: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const f of fields) if (f.type === 'hidden') body[f.name] = f.value;
  const multipart: [string, string | { name: string; mimeType: string; buffer: Buffer }][] = Object.entries(body);
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) multipart.push([key, v]);
  }
  return multipart;
}

async function postForm(
  request: APIRequestContext,
  url: string,
  entries: [string, string | { name: string; mimeType: string; buffer: Buffer }][],
  origin: string,
) {
  // Playwright's multipart option takes an object or FormData; FormData keeps repeated names.
  const form = new FormData();
  for (const [key, value] of entries) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
  }
  return request.post(url, { multipart: form, headers: { Origin: origin }, maxRedirects: 0 });
}

/** The error keys a refused form shows again, to explain an unexpected refusal. */
async function refusalOf(response: APIResponse): Promise<string> {
  const text = await response.text();
  return [...new Set(text.match(/\b(Forms\.errors|Validation)\.\w+/g) ?? [])].join(', ') || text.slice(0, 300);
}

async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/altcha/')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</textarea><script>alert(1)</script>',
  'javascript:alert(1)',
];

/** Pages holding every lead form between them (the detail page holds the property forms). */
const FORM_PAGES = [
  '/fr/contact/',
  '/fr/job/',
  '/fr/estimation-gratuite/',
  '/fr/tenez-moi-au-courant/',
  '/fr/temoignages/',
  '/fr/vous-etes-proprietaire/',
  '/fr/newsletter/',
  // The detail page shows one request's form at a time (components/property/request-choice).
  ...['contact', 'visit', 'documents', 'sendToFriend', 'offer', 'insurance'].map((request) => `${detailPath(VIDEO_FILE_ID)}?request=${request}`),
];

test.describe('visitor input is escaped when a refused form is shown again', () => {
  for (const url of FORM_PAGES) {
    test(`every text field of every form on ${url}`, async ({ request, baseURL }) => {
      test.setTimeout(120_000);
      const html = await (await request.get(url)).text();
      const forms = formsIn(html);
      expect(forms.size, url).toBeGreaterThan(0);
      let echoed = 0;
      for (const [formId, fields] of forms) {
        // Not the honeypot: a filled one makes the server answer 'thank you' and store nothing.
        const textFields = fields.filter((f) => f.type !== 'hidden' && f.name !== HONEYPOT_FIELD && TEXT_TYPES.has(f.type));
        if (textFields.length === 0) continue;
        for (const payload of XSS) {
          const values = Object.fromEntries(textFields.map((f) => [f.name, payload]));
          const response = await postForm(request, url, formBody(fields, values), new URL(baseURL!).origin);
          expect(response.status(), `${formId} ${payload}`).toBe(200);
          const body = await response.text();
          if (/[<>"']/.test(payload)) expect(body.includes(payload), `${formId} echoes ${payload} raw`).toBe(false);
          expect(body).not.toMatch(/(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i);
          expect(body).not.toMatch(/<img src=x|<svg\/onload|<script>alert/i);
          // Count the values that came back escaped, to be sure the echo path was exercised.
          if (body.includes('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"')) echoed += 1;
        }
      }
      expect(echoed, `${url}: refused values are shown again, escaped`).toBeGreaterThan(0);
    });
  }

  test('in a browser, the re-rendered contact form runs none of the payloads', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // A native submit needs the server HTML of the form: the live form's action is a function, which
    // a native submit cannot send. Its code is held back until the answer is on screen.
    const release = await holdFormCode(page);
    await page.goto('/fr/contact/');
    const payload = '"><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>';
    // A native submit: the server renders the page with the refused values, then React hydrates it.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.evaluate((value) => {
        const form = document.querySelector<HTMLFormElement>('form[data-form="site-contact"]')!;
        for (const name of ['firstName', 'lastName', 'remark']) {
          const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
          field.value = value;
        }
        HTMLFormElement.prototype.submit.call(form);
      }, payload),
    ]);
    // The URL stays the same: wait for what only the answer has (its form error). Then bring the
    // form's code in, so React renders the refused values itself.
    await expect(page.locator('form[data-form="site-contact"] [role="alert"]').first()).toBeVisible();
    release();
    await page.locator('input[name="firstName"]').focus();
    await expect(page.locator('[data-deferred-form]:has(form[data-form="site-contact"])')).toHaveAttribute('data-form-code', 'loaded');
    await expect(page.locator('input[name="firstName"]')).toHaveValue(payload);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('a visitor never gives a script the nonce', () => {
  // React escapes `<` in text and attributes, Next in the inline RSC payload (\u003c): what a
  // visitor typed reaches the page, escaped, and no `<script` tag of it exists to get the nonce.
  const PAYLOAD = '<script>window.__xss=1</script>';
  const expectOnlyEscaped = (html: string, nonce: string, label: string) => {
    expect(html, `${label}: the payload comes back`).toMatch(/&lt;script&gt;window\.__xss=1|\\u003cscript\\u003ewindow\.__xss=1/);
    expect(html, label).not.toMatch(/<script[^>]*>window\.__xss/i);
    expectScriptsCarry(html, nonce, label);
  };

  test('in a list filter', async ({ request }) => {
    const url = `/fr/a-vendre/?city=${encodeURIComponent(`${PAYLOAD}|1000`)}`;
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectOnlyEscaped(await response.text(), scriptNonceOf(response.headers(), url), url);
  });

  test('in a refused form shown again', async ({ request, baseURL }) => {
    const fields = formsIn(await (await request.get('/fr/contact/')).text()).get('site-contact')!;
    const values = { firstName: PAYLOAD, lastName: PAYLOAD, email: unique('csp-payload'), remark: PAYLOAD };
    const response = await postForm(request, '/fr/contact/', formBody(fields, values), new URL(baseURL!).origin);
    expect(response.status()).toBe(200);
    expectOnlyEscaped(await response.text(), scriptNonceOf(response.headers(), 'refused form'), 'refused form');
  });
});

test.describe('cross-origin posts to server actions', () => {
  async function contactForm(request: APIRequestContext) {
    const fields = formsIn(await (await request.get('/fr/contact/')).text()).get('site-contact');
    if (!fields) throw new Error('no contact form on /fr/contact/');
    const ref = fields.find((f) => f.name.endsWith(':0'))?.value ?? '';
    const actionId = (JSON.parse(ref) as { id: string }).id;
    return { fields, actionId };
  }

  test('a form post from another origin is refused and the same post from the site is stored', async ({ request, baseURL }) => {
    const { fields } = await contactForm(request);
    const email = unique('cross-origin-form');
    const values = { ...(validPayload('site-contact', email) as Record<string, string>), altcha: await solvedCaptcha(request) };
    const entries = formBody(fields, values);

    const port = new URL(baseURL!).port;
    for (const origin of ['https://evil.example', 'null', `http://evil.example:${port}`, `http://127.0.0.1.evil.example:${port}`]) {
      const refused = await postForm(request, '/fr/contact/', entries, origin);
      expect(refused.status(), origin).toBeGreaterThanOrEqual(400);
      expect(refused.headers()['location'], origin).toBeUndefined();
    }
    // The very same submission from the site's origin is stored (redirect to the thank-you page).
    // Its captcha solution is accepted once only, and only with the stored lead, so the refused
    // posts above never reached the action: had one run, this one would be a captcha replay.
    const accepted = await postForm(request, '/fr/contact/', entries, new URL(baseURL!).origin);
    expect(accepted.status(), await refusalOf(accepted)).toBe(303);
    expect(accepted.headers()['location']).toMatch(/\/fr\/merci\/site-contact\/$/);
  });

  test('an action call (Next-Action header) from another origin is refused', async ({ request, baseURL }) => {
    const { actionId } = await contactForm(request);
    const email = unique('cross-origin-fetch');
    const args = JSON.stringify(['site-contact', 'fr', null, { ...validPayload('site-contact', email), altcha: await solvedCaptcha(request) }]);
    const call = (origin: string) =>
      request.post('/fr/contact/', {
        data: args,
        headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', Origin: origin },
        maxRedirects: 0,
      });
    const refused = await call('https://evil.example');
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.headers()['x-action-redirect']).toBeUndefined();
    // Same body, the site's origin: stored, and the client is sent to the thank-you page.
    const accepted = await call(new URL(baseURL!).origin);
    expect(accepted.headers()['x-action-redirect'], await refusalOf(accepted)).toMatch(/\/fr\/merci\/site-contact\//);
    // The captcha is now used: a replay is refused, which is what the refused call would have hit.
    const replay = await call(new URL(baseURL!).origin);
    expect(replay.headers()['x-action-redirect']).toBeUndefined();
    expect(await replay.text()).toContain('Validation.captcha');
  });
});

test.describe('CV uploads through the jobs form', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0]), Buffer.from('This program cannot be run in DOS mode.')]);
  const uploadsDir = path.resolve('.data/uploads');
  const uploads = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);

  async function sendCv(request: APIRequestContext, baseURL: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
    const fields = formsIn(await (await request.get('/fr/job/')).text()).get('jobs')!;
    const values = { ...(validPayload('jobs', unique('cv')) as Record<string, string>), altcha: await solvedCaptcha(request) };
    delete (values as Record<string, unknown>).cv;
    return postForm(request, '/fr/job/', [...formBody(fields, values), ['cv', cv]], new URL(baseURL).origin);
  }

  test('a 2 MB PDF CV is accepted (the action body limit fits the 10 MB CV limit)', async ({ request, baseURL }) => {
    const response = await sendCv(request, baseURL!, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect(response.status(), await refusalOf(response)).toBe(303);
  });

  test('an .exe renamed .pdf is refused by its content', async ({ request, baseURL }) => {
    const response = await sendCv(request, baseURL!, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: EXE });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Forms.errors.fileType');
  });

  test('an oversized body is refused without a stack trace', async ({ request, baseURL }) => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(12 * 1024 * 1024, 0x20)]);
    const response = await sendCv(request, baseURL!, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
    expect(response.status()).not.toBe(303);
    expectNoLeak(await response.text(), 'oversized CV');
  });

  test('a path-traversal file name writes no file: the CV is kept in the database (lead_cvs)', async ({ request, baseURL }) => {
    const escaped = path.resolve(uploadsDir, '../../etc/passwd.pdf');
    const before = uploads();
    const response = await sendCv(request, baseURL!, { name: '../../etc/passwd.pdf', mimeType: 'application/pdf', buffer: PDF.subarray(0, 4096) });
    expect(response.status(), await refusalOf(response)).toBe(303);
    expect(existsSync(escaped)).toBe(false);
    expect(uploads()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Errors: no stack trace, path or secret in any response.

function secrets(): string[] {
  const keyFile = path.resolve('.data/altcha.key');
  return [existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '', process.env.ALTCHA_HMAC_KEY ?? '', E2E_ALTCHA_HMAC_KEY, process.env.DATABASE_URL ?? ''].filter(
    (s) => s.length >= 8,
  );
}

function expectNoLeak(body: string, label: string) {
  expect(body, label).not.toMatch(/^\s+at .+(:\d+:\d+\)?|ignore-listed frames)$/m);
  expect(body, label).not.toMatch(/\/work\/|\/tmp\/|node_modules|\.next(-e2e)?\/server|webpack-internal|turbopack:\/\/\//);
  expect(body, label).not.toMatch(/postgres(ql)?:\/\/|ALTCHA_HMAC_KEY|DATABASE_URL/);
  for (const secret of secrets()) expect(body.includes(secret), `${label} leaks a secret`).toBe(false);
  expect(body.includes(process.cwd()), `${label} leaks the server path`).toBe(false);
}

test.describe('files served as they are take GET and HEAD only', () => {
  test('a POST to one answers 405 (it answered a 500), and one that never sends its body leaves their GETs alone', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const url of ['/logo.svg', '/epc/brussels/a.svg', '/documents/4012345/floor-plans.pdf', '/robots.txt', '/sitemap.xml']) {
      const refused = await request.post(url, { data: 'a=1', headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(refused.status(), url).toBe(405);
      expect(refused.headers()['allow'], url).toBe('GET, HEAD');
      expect((await request.get(url)).status(), url).toBe(200);
    }
    // Next's response cache gives concurrent requests for one address one answer, whatever their
    // method: while a POST whose body never came was pending, every GET of robots.txt and
    // sitemap.xml was answered with its 405.
    const { hostname, port } = new URL(baseURL!);
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const socket = net.connect(Number(port), hostname);
      await once(socket, 'connect');
      socket.write(`POST ${url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\nx`);
      // Refused, the guard answers at once; unguarded, Next waits for the body (then the GET follows it).
      await Promise.race([once(socket, 'data'), new Promise((resolve) => setTimeout(resolve, 1000))]);
      const get = await request.get(url);
      socket.destroy();
      expect(get.status(), url).toBe(200);
    }
  });
});

test.describe('errors reveal nothing', () => {
  test('malformed and unknown action calls, broken JSON, bad query strings', async ({ request }) => {
    await request.get('/api/altcha/'); // makes sure the generated ALTCHA key exists to look for
    const { actionId } = await (async () => {
      const html = await (await request.get('/fr/contact/')).text();
      const ref = formsIn(html).get('site-contact')!.find((f) => f.name.endsWith(':0'))!.value;
      return { actionId: (JSON.parse(ref) as { id: string }).id };
    })();
    const origin = new URL((await request.get('/api/health/')).url()).origin;
    const action = (id: string, data: string, contentType = 'text/plain;charset=UTF-8') =>
      request.post('/fr/contact/', { data, headers: { 'Next-Action': id, 'Content-Type': contentType, Origin: origin }, maxRedirects: 0 });
    const probes: [string, Promise<import('@playwright/test').APIResponse>][] = [
      ['unknown action id', action('00'.repeat(21), '[]')],
      ['broken action JSON', action(actionId, '[{broken')],
      ['dangling references', action(actionId, '["$Q1",{"a":"$@9"}]')],
      ['unknown form id', action(actionId, '["../../etc/passwd","fr",null,{}]')],
      ['wrong argument types', action(actionId, '[{"a":1},["x"],null,"$K1"]')],
      ['broken multipart', action(actionId, 'garbage', 'multipart/form-data; boundary=xx')],
      ['huge action body', action(actionId, JSON.stringify(['site-contact', 'fr', null, { remark: 'x'.repeat(12 * 1024 * 1024) }]))],
      ['no-JS post with a bad action reference', request.post('/fr/contact/', { multipart: { '$ACTION_REF_1': '', '$ACTION_1:0': '{"id":"nope","bound":"$@1"}', '$ACTION_1:1': '[broken' }, headers: { Origin: origin } })],
      ['broken JSON to the page-view beacon', request.post('/api/page-view/', { data: '{broken', headers: { 'Content-Type': 'application/json', Origin: origin } })],
      ['wrong JSON to the page-view beacon', request.post('/api/page-view/', { data: '{"propertyId":"1 OR 1=1","locale":"xx"}', headers: { 'Content-Type': 'application/json', Origin: origin } })],
      ['POST to the captcha route', request.post('/api/altcha/', { data: '{broken', headers: { 'Content-Type': 'application/json' } })],
      ['unknown search index', request.get('/api/search-index/xx/')],
      ['list entries of an unknown list', request.get('/api/list-entries/?locale=nl&list=%27%20OR%201=1')],
      ['list entries in an unknown language', request.get('/api/list-entries/?locale=xx&list=1')],
      ['unknown API route', request.get('/api/nope/?a=%E0%A4%A')],
      ['bad query string on a list', request.get('/fr/a-vendre/?city=%E0%A4%A&type=%00&page=-1', { maxRedirects: 0 })],
      ['huge numbers in a list query', request.get('/fr/a-vendre/?page=99999999999999999999999&type=1e400', { maxRedirects: 0 })],
      ['broken percent-encoding in a path', request.get('/fr/%E0%A4%A/', { maxRedirects: 0 })],
      ['image optimizer with a traversal', request.get('/_next/image/?url=%2F..%2F..%2Fetc%2Fpasswd&w=400&q=75', { maxRedirects: 0 })],
      ['image optimizer with a foreign URL', request.get('/_next/image/?url=https%3A%2F%2Fevil.example%2Fx.png&w=400&q=75', { maxRedirects: 0 })],
      ['unsubscribe with SQL in the token', request.get("/fr/unsubscribe/?token=%27%3B%20DROP%20TABLE%20leads%3B--", { maxRedirects: 0 })],
      ['an unknown property', request.get('/fr/property/abc/', { maxRedirects: 0 })],
    ];
    for (const [label, pending] of probes) {
      const response = await pending;
      expectNoLeak(await response.text(), `${label} (${response.status()})`);
      expectNoLeak(JSON.stringify(response.headers()), `${label} headers`);
    }
  });
});
