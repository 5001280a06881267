// What a tab left open asks of the site: every page opened at once in its own tab with
// link prefetching ON (as a visitor's browser has it, nothing blocked), then every request and its
// bytes counted for `seconds` after the page's load event. A page must go quiet: its prefetches
// once, and nothing after.
import { kb } from './lib.mjs';

/** { [name]: { requests, kB, rscRequests, mostRepeated: { url, count } } } for the pages of `urls`. */
export async function measureIdleTraffic(browser, urls, { seconds = 30 } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const watched = await Promise.all(
      Object.entries(urls).map(async ([name, url]) => {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        const seen = { requests: 0, bytes: 0, byUrl: new Map() };
        page.on('requestfinished', async (request) => {
          seen.requests += 1;
          seen.byUrl.set(request.url(), (seen.byUrl.get(request.url()) ?? 0) + 1);
          const sizes = await request.sizes().catch(() => null);
          if (sizes) seen.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        });
        page.on('requestfailed', () => (seen.requests += 1));
        return [name, seen];
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return Object.fromEntries(
      watched.map(([name, seen]) => {
        const [url, count] = [...seen.byUrl].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
        const rscRequests = [...seen.byUrl].filter(([u]) => u.includes('_rsc=')).reduce((sum, [, n]) => sum + n, 0);
        return [name, { requests: seen.requests, kB: kb(seen.bytes), rscRequests, mostRepeated: { url: url ? new URL(url).pathname + new URL(url).search : null, count } }];
      }),
    );
  } finally {
    await context.close();
  }
}
