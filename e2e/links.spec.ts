/**
 * No broken link: linkinator crawls the production build from /nl/ and /fr/ as a
 * search engine would, following every link, stylesheet, script and image of every page it reaches
 * on this origin (the language switch and hreflang take it to en and de as well), and fails on any
 * answer that is not a success or a redirect. The crawl must reach every property's detail page in
 * nl and fr by following links (list paging, landing pages), not only through the sitemap.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { getProperties } from '@/lib/catalogue';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 600_000 });

// The editor's specs publish news items and take them back while the crawl runs: one listed on the
// overview when the crawl read it and gone when it came to its page would be a broken link of the
// test's own making. The crawl takes its turn on the articles (e2e/content-turn).
let endTurn: (() => void) | null = null;
test.beforeAll(async () => {
  test.setTimeout(TURN_WAIT_MS);
  endTurn = await takeContentTurn('articles');
});
test.afterAll(() => endTurn?.());

// linkinator 7.6 starts every link check as soon as it finds the link (its queue only awaits the
// running promise), so its `concurrency` bounds pages, not requests: it sent 2,000 at once to the
// server the other tests share (the server survives that: the reliability run's flood phase). A
// crawler here is as polite as a search engine's: at most CRAWL_CONNECTIONS requests at a time.
const CRAWL_CONNECTIONS = 6;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * `fetch` with at most `limit` requests under way; the others wait their turn. A request's time
 * limit starts when it leaves the queue: linkinator's own signal starts with the check, and a
 * check that waited behind two thousand others would time out unasked.
 */
function politeFetch(fetchImpl: typeof fetch, limit: number): typeof fetch {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (input, init) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await fetchImpl(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

test('a crawl from /nl/ and /fr/ finds no broken link or asset and reaches every property', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const ownFetch = globalThis.fetch;
  globalThis.fetch = politeFetch(ownFetch, CRAWL_CONNECTIONS);
  const checker = new LinkChecker();
  const result = await checker
    .check({
      path: [`${origin}/nl/`, `${origin}/fr/`],
      recurse: true,
      concurrency: 6,
      timeout: REQUEST_TIMEOUT_MS,
      // A keep-alive socket the server closed as the crawler reused it answers nothing (status 0):
      // asked again. A page that really fails answers the same way every time.
      retryErrors: true,
      retryErrorsCount: 3,
      // Other origins (canonical URLs of the public domain, social profiles, maps): CI has no network.
      linksToSkip: async (link) => !link.startsWith(origin),
      // Each photo once: every width of the optimizer's srcset is one check of the same original.
      urlRewriteExpressions: [
        { pattern: /(\/_next\/image\/?\?url=[^&]+)&w=\d+/, replacement: '$1&w=320' },
      ],
    })
    .finally(() => {
      globalThis.fetch = ownFetch;
    });

  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (on ${link.parent ?? 'the start'})`);
  expect(broken).toEqual([]);

  const reached = new Set(
    result.links
      .filter((link) => link.state === LinkState.OK)
      .map((link) => new URL(link.url).pathname),
  );
  const missing = (['nl', 'fr'] as const).flatMap((locale) =>
    getProperties(locale)
      .map((p) => canonicalPropertyPath(p, locale))
      .filter((path) => !reached.has(path)),
  );
  expect(missing).toEqual([]);
});
