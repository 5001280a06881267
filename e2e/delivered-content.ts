/**
 * A Postgres that persists between runs may hold a published copy of older articles, categories,
 * menu or site settings (a spec's restore publishes a copy of the JSON of its build, and a site
 * published before the news existed has none). A spec that reads what the build delivers (the news
 * items of data/articles.json) holds those documents for its duration: it publishes the delivered
 * versions where what is live differs, waits until the server shows them, and puts back what was
 * live at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ContentDocument } from '@/lib/content/documents';
import { DELIVERED_VERSION, documentState, embeddedContent, restoreVersion } from '@/lib/server/content/store';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { expect, test } from './fixtures';
import { withE2eDb } from './staff';

/** The news documents: articles and their categories, the menu and the footer's links. */
export const NEWS_DOCUMENTS: ContentDocument[] = ['articles', 'categories', 'menu', 'site'];

/**
 * Registers the file's beforeAll and afterAll. `shown` is true once the server renders the
 * delivered content (it polls the database every few seconds).
 */
export function holdDeliveredContent(documents: ContentDocument[], shown: (request: APIRequestContext) => Promise<boolean>): void {
  const liveBefore = new Map<ContentDocument, number | null>();
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn(...documents);
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'] ?? 'none';
    if (storage !== 'database') return;
    await withE2eDb(async (db) => {
      for (const document of documents) {
        const { published } = await documentState(db, document);
        if (JSON.stringify(published.data) === JSON.stringify(embeddedContent()[document])) continue;
        liveBefore.set(document, published.id);
        const restored = await restoreVersion(db, { document, versionId: DELIVERED_VERSION, staffId: null });
        if (!restored.ok) throw new Error(`${document}: ${JSON.stringify(restored)}`);
      }
    });
    // Also when nothing had to be put back: the spec that held these documents before may have just
    // restored them, and the server shows that within a poll and a rendering.
    await expect.poll(() => shown(request), { timeout: 60_000 }).toBe(true);
  });

  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        // In the reverse order: each document is put back while the ones it refers to are still there.
        for (const [document, id] of [...liveBefore].reverse()) {
          const restored = await restoreVersion(db, { document, versionId: id ?? DELIVERED_VERSION, staffId: null });
          if (!restored.ok) throw new Error(`${document} not put back to version ${id}: ${JSON.stringify(restored)}`);
        }
      });
    } finally {
      endTurn?.();
    }
  });
}
