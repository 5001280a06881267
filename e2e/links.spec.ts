/**
 * No broken link (issue 18): linkinator crawls the production build from /nl/ and /fr/ as a
 * search engine would, following every link, stylesheet, script and image of every page it reaches
 * on this origin (the language switch and hreflang take it to en and de as well), and fails on any
 * answer that is not a success or a redirect. The crawl must reach every property's detail page in
 * nl and fr by following links (list paging, landing pages), not only through the sitemap.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { getProperties } from '@/lib/data';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 600_000 });

test('a crawl from /nl/ and /fr/ finds no broken link or asset and reaches every property', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: [`${origin}/nl/`, `${origin}/fr/`],
    recurse: true,
    concurrency: 6,
    timeout: 60_000,
    // A keep-alive socket the server closed as the crawler reused it answers nothing (status 0):
    // asked again. A page that really fails answers the same way every time.
    retryErrors: true,
    retryErrorsCount: 3,
    // Other origins (canonical URLs of the public domain, social profiles, maps): CI has no network.
    linksToSkip: async (link) => !link.startsWith(origin),
    // Each photo once: every width of the optimizer's srcset is one check of the same original.
    urlRewriteExpressions: [{ pattern: /(\/_next\/image\/?\?url=[^&]+)&w=\d+/, replacement: '$1&w=320' }],
  });

  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (on ${link.parent ?? 'the start'})`);
  expect(broken).toEqual([]);

  const reached = new Set(
    result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname),
  );
  const missing = (['nl', 'fr'] as const).flatMap((locale) =>
    getProperties(locale)
      .map((p) => canonicalPropertyPath(p, locale))
      .filter((path) => !reached.has(path)),
  );
  expect(missing).toEqual([]);
});
