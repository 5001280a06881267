import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ALL_GRANTED, CONSENT_STORAGE_KEY, encodeConsent, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';
import { CONSENT_COOKIE } from '@/lib/proxy/consent-reset';
import { embeddedDatabaseUrl } from './server-secrets';
import { FAKE_TAG_SCRIPTS, FAKE_TAGS } from './fake-tags';

export { expect, FAKE_TAGS };


export interface FakeTags {
  /** Every request made to the fake tag origin, in order. */
  requests: URL[];
  /** Every request to another origin than the site's, fake tags included. */
  thirdParty: string[];
  /** The page-view hits the fake Google tag sent. */
  collected(): URLSearchParams[];
}

async function serveFakeTags(context: BrowserContext, siteOrigin: string): Promise<FakeTags> {
  const requests: URL[] = [];
  const thirdParty: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== siteOrigin && url.protocol.startsWith('http')) thirdParty.push(request.url());
  });
  await context.route(`${FAKE_TAGS.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    const body = FAKE_TAG_SCRIPTS[url.pathname];
    await route.fulfill(body ? { status: 200, contentType: 'text/javascript', body } : { status: 204, body: '' });
  });
  return {
    requests,
    thirdParty,
    collected: () => requests.filter((u) => u.pathname === '/g/collect').map((u) => u.searchParams),
  };
}

type StoredConsent = 'essential' | 'all' | null;

/** The cookie and local storage of a consent choice already stored on the site of `baseURL`. */
function consentStorage(storedConsent: StoredConsent, baseURL: string | undefined) {
  if (!storedConsent || !baseURL) return undefined;
  const site = new URL(baseURL);
  const value = encodeConsent({
    choices: storedConsent === 'all' ? ALL_GRANTED : ESSENTIAL_ONLY,
    savedAt: Date.now(),
  });
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value,
        domain: site.hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin: site.origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value }] }],
  };
}

/**
 * `test` for every spec: the cookie banner shows on a first visit, along the bottom, so by default each
 * context starts with a choice already stored ('essential', as after Decline), in local storage and
 * in the mirrored cookie. `test.use({ storedConsent: null })` starts without one (the consent
 * tests); 'all' starts as after Agree all. Contexts a test opens itself get the same storage.
 *
 * `readOnlyPage` is one page the tests of a worker share, for checks that only look at a page they
 * navigate to (axe). A fresh context per test costs a new renderer process and the page's scripts
 * compiled again with no cache: a visit of /fr/vendre/ took 1.7 s of Chromium's CPU in a fresh
 * context against 0.4 s in a page already open, and the e2e run keeps both cores busy. It has the
 * project's viewport and the default stored consent ('essential'), and waits for hydration after
 * `goto` like `page`. A failed test ends its worker, so nothing of it reaches the next test. A test
 * that changes anything (a form, a favourite, a login, a choice) or needs other options takes `page`.
 */
export const test = base.extend<{ storedConsent: StoredConsent; fakeTags: FakeTags }, { readOnlyPage: Page }>({
  storedConsent: ['essential', { option: true }],
  storageState: async ({ storedConsent, baseURL }, provide) => {
    await provide(consentStorage(storedConsent, baseURL));
  },
  fakeTags: async ({ context, baseURL }, provide) => {
    await provide(await serveFakeTags(context, new URL(baseURL!).origin));
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterNavigations(page);
    await provide(page);
  },
  readOnlyPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        storageState: consentStorage('essential', baseURL),
      });
      const page = await context.newPage();
      waitForHydrationAfterNavigations(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A day for a visit booking, 60 to 1,000 days ahead. A slot takes APPOINTMENTS_PER_SLOT visits (3), and CI's
 * Postgres may keep the bookings of earlier runs: a fixed "in a week" fills up after a few runs on
 * the same day and the booking is refused as full.
 */
export function visitDay(): string {
  const days = 60 + Math.floor(Math.random() * 940);
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The database the e2e server uses: DATABASE_URL (CI), else its embedded one (playwright.config.ts). */
export function e2eDatabaseUrl(): string {
  return (
    process.env.DATABASE_URL ?? embeddedDatabaseUrl(process.env.E2E_PGLITE_PORT ?? '3101')
  );
}

/** The lead form component's chunk: the only script holding both react-hook-form and LeadForm's markup. */
export const isFormCode = (script: string) => script.includes('handleSubmit') && script.includes('data-form');

/**
 * Holds the lead forms' code back until the returned function is called: until then the forms
 * stay their server HTML (components/forms/deferred-form.tsx), as for a visitor whose script is slow.
 */
export async function holdFormCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (isFormCode(body)) await released;
      await route.fulfill({ response, body });
    } catch {
      // The page navigated away (a form post) while this script was on its way: it is not needed.
      await route.abort().catch(() => undefined);
    }
  });
  return release;
}

/**
 * `goto`, `reload`, `goBack` and `goForward` of the test's page, when they wait for the load event
 * (their default), also wait until a page with the script loader has hydrated: its scripts start
 * after the load event (server/deferred-scripts.mjs), where they used to delay it, and most
 * tests use the page at once. Navigations by a click, and pages of contexts a test opens itself,
 * wait with `hydrated(page)` where they need it.
 */
function waitForHydrationAfterNavigations(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
        if (waitsForLoad && (await page.locator('script[data-script-loader]').count()) > 0) await hydrated(page);
        return response;
      },
    });
  }
}

/**
 * Waits until React has hydrated the page (components/layout/hydration-mark.tsx). The scripts start
 * after the page's first paint (server/deferred-scripts.mjs), after the load event that
 * `goto` waits for: a test that uses an island (a heart, a sheet, a select that submits) right away
 * waits for this first, as a visitor's first tap before it would be lost.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Holds every chunk of the page's scripts until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
