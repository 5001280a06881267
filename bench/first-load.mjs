// First-load JS: the script responses of a page's initial load in headless Chromium (fresh
// browser context, so nothing is cached), bodies gzipped here with zlib level 9 and summed. The
// same function measures the site and the floor app, so the two figures compare like for like.
//
// Counted: every script the page loads before any interaction, its own lazily loaded code
// included (a form in view loads its code at once), with Next's <Link> prefetching blocked (its
// requests carry `Next-Router-Prefetch`). A second load with prefetching on reports what the
// prefetches of OTHER routes add, apart, as `prefetchedKB`.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, kb, log } from './lib.mjs';

// Strings that survive minification of fuse.js (its error messages): if one is in a script, fuse is in it.
const FUSE_MARKERS = ['Pattern length exceeds max of', 'Invalid value for key'];

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Collects script responses (and search-index fetches) of a page from now on. */
function recorder(page) {
  const scripts = new Map();
  let documentHtml = '';
  const searchIndex = [];
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = response.url();
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame() && !documentHtml) {
      pending.push(response.text().then((t) => (documentHtml = t)).catch(() => undefined));
    }
    if (url.includes('/api/search-index/')) {
      pending.push(
        response
          .body()
          .then((body) => searchIndex.push({ url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => searchIndex.push({ url, bytes: null, gzip: null })),
      );
    }
    if (request.resourceType() !== 'script' || scripts.has(url)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const text = body.toString('utf8');
          scripts.set(url, {
            url,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            fuse: FUSE_MARKERS.some((marker) => text.includes(marker)),
          });
        })
        .catch((error) => scripts.set(url, { url, raw: 0, gzip: 0, fuse: false, error: String(error) })),
    );
  });
  return {
    scripts,
    searchIndex,
    html: () => documentHtml,
    settle: () => Promise.all(pending.splice(0)),
  };
}

async function idle(page, ms = 1500) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => log(`no network idle within 10 s on ${page.url()}`));
  await page.waitForTimeout(ms);
}

/** Is this script named in the document (script tag or RSC payload)? */
const inDocument = (html, url) => html.includes(new URL(url).pathname);

function summary(scripts) {
  const list = scripts instanceof Map ? [...scripts.values()] : scripts;
  const gzip = list.reduce((sum, s) => sum + s.gzip, 0);
  const raw = list.reduce((sum, s) => sum + s.raw, 0);
  return { scripts: list.length, gzipBytes: gzip, gzipKB: kb(gzip), rawKB: kb(raw), fuseLoaded: list.some((s) => s.fuse) };
}

/** Loads `url` in a fresh context until idle, without interaction; `prefetch: false` blocks <Link> prefetching. */
async function loadScripts(browser, url, { prefetch }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (!prefetch) {
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort('blockedbyclient') : route.fallback(),
    );
  }
  const rec = recorder(page);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await idle(page);
  await rec.settle();
  const loaded = { status: response?.status() ?? null, finalUrl: page.url(), html: rec.html(), scripts: [...rec.scripts.values()], searchIndex: rec.searchIndex };
  await context.close();
  return loaded;
}

/** First-load JS of one URL. `status` and `finalUrl` tell redirects (e.g. to a login) apart. */
export async function measureFirstLoad(browser, url) {
  const own = await loadScripts(browser, url, { prefetch: false });
  const withPrefetch = await loadScripts(browser, url, { prefetch: true });
  const ownPaths = new Set(own.scripts.map((s) => new URL(s.url).pathname));
  const later = withPrefetch.scripts.filter((s) => !ownPaths.has(new URL(s.url).pathname));
  const prefetched = summary(later);
  const file = (s) => ({ file: new URL(s.url).pathname, gzip: s.gzip, fuse: s.fuse || undefined });
  return {
    url,
    status: own.status,
    finalUrl: own.finalUrl,
    ...summary(own.scripts),
    prefetchedKB: prefetched.gzipKB,
    prefetchedScripts: prefetched.scripts,
    fuseInPrefetched: prefetched.fuseLoaded,
    allScriptsKB: summary(withPrefetch.scripts).gzipKB,
    searchIndexLoaded: own.searchIndex.length > 0 || withPrefetch.searchIndex.length > 0,
    files: own.scripts.map((s) => ({ ...file(s), lazy: !inDocument(own.html, s.url) || undefined })),
    prefetchedFiles: later.map(file),
  };
}

/**
 * The home search's lazy loading: before any interaction neither the index nor fuse.js may load;
 * after focusing the box and typing, both must. Reports the bytes that arrive on interaction.
 */
export async function measureSearchLaziness(browser, url, query = 'bru') {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const rec = recorder(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await idle(page);
  await rec.settle();
  const html = rec.html();
  const before = summary([...rec.scripts.values()].filter((s) => inDocument(html, s.url)));
  const fuseBeforeAny = [...rec.scripts.values()].some((s) => s.fuse);
  const indexBefore = rec.searchIndex.length;
  const initialUrls = new Set(rec.scripts.keys());

  // The cookie banner is declined first, as a visitor would (it covers the bottom of the screen).
  const decline = page.locator('[data-testid="consent-decline"]').first();
  let consentDismissed = false;
  if (await decline.isVisible().catch(() => false)) {
    await decline.click({ timeout: 5000 }).catch((e) => log(`consent decline failed: ${e.message}`));
    consentDismissed = true;
    await idle(page, 500);
    await rec.settle();
  }
  const scriptsBeforeSearch = new Set(rec.scripts.keys());
  const fuseBeforeSearch = [...rec.scripts.values()].some((s) => s.fuse);

  const box = page.locator('input[role="combobox"], input[type="search"]').first();
  let interacted = false;
  try {
    await box.click({ timeout: 5000 });
    await page.waitForTimeout(300);
    await box.pressSequentially(query, { delay: 80 });
    interacted = true;
  } catch (error) {
    log(`search box not found or not usable on ${url}: ${error.message}`);
  }
  await idle(page, 1000);
  await rec.settle();
  const lazyScripts = [...rec.scripts.values()].filter((s) => !scriptsBeforeSearch.has(s.url));
  const lazyGzip = lazyScripts.reduce((sum, s) => sum + s.gzip, 0);
  const index = rec.searchIndex[0] ?? null;
  const optionCount = interacted ? await page.locator('[role="option"]').count() : 0;
  await context.close();
  return {
    url,
    query,
    before: {
      fuseInPageScripts: before.fuseLoaded,
      fuseLoadedBeforeInteraction: fuseBeforeAny,
      fuseLoadedBeforeSearchUse: fuseBeforeSearch,
      searchIndexLoaded: indexBefore > 0,
      fuseInFiles: [...initialUrls].filter((u) => rec.scripts.get(u)?.fuse).map((u) => new URL(u).pathname),
      consentDismissed,
    },
    after: {
      interacted,
      fuseLoaded: [...rec.scripts.values()].some((s) => s.fuse),
      searchIndexLoaded: rec.searchIndex.length > 0,
      lazyScripts: lazyScripts.map((s) => ({ file: new URL(s.url).pathname, gzip: s.gzip, fuse: s.fuse })),
      lazyScriptsGzipKB: kb(lazyGzip),
      searchIndexGzipKB: index ? kb(index.gzip) : null,
      searchIndexRawKB: index ? kb(index.bytes) : null,
      resultOptionsShown: optionCount,
    },
    ok: !fuseBeforeSearch && indexBefore === 0 && rec.searchIndex.length > 0 && lazyScripts.some((s) => s.fuse),
  };
}
