/**
 * How every instance learns that staff published: it polls `content_documents` (a row
 * per document, one cheap query) every few seconds; a document whose published version changed is loaded
 * into the process's overlay (lib/content/published) and the pages it touches are revalidated
 * through this server's own /api/revalidate (Next revalidates only inside a request). The first
 * poll after start loads what was published before: the prerendered pages show the committed JSON,
 * so they are all revalidated once.
 */
import 'server-only';
import { changedContentPaths, type ContentPaths } from '@/lib/content/content-paths';
import type { ContentData, ContentDocument } from '@/lib/content/documents';
import { markContentChecked, publishedContent, setPublishedDocument } from '@/lib/content/published';
import { requestRevalidation } from '../crm/revalidation';
import type { Database } from '../db/client';
import { embeddedContent, loadPublished, publishedVersions } from './store';

/** The content the process shows now: the overlay over the committed JSON. */
function shownContent(): ContentData {
  return { ...embeddedContent(), ...publishedContent().data };
}

/** Loads the documents whose published version differs from the overlay's; returns the pages to revalidate. */
export async function syncPublishedContent(db: Database): Promise<ContentPaths> {
  const known = publishedContent().versions;
  const current = await publishedVersions(db);
  const changed = current.filter((row) => known[row.document] !== row.versionId).map((row) => row.document);
  // The first look after start: what was published before is newer than the prerendered pages.
  const firstLoad = !publishedContent().checked;
  markContentChecked();
  if (changed.length === 0) return [];
  const before = shownContent();
  const paths = new Set<string>();
  let all = firstLoad;
  for (const row of await loadPublished(db, changed)) {
    setPublishedDocument(row.document, row.data as ContentData[ContentDocument], row.versionId);
    const touched = changedContentPaths(row.document, before, shownContent());
    if (touched === 'all') all = true;
    else touched.forEach((p) => paths.add(p));
  }
  return all ? 'all' : [...paths];
}

export function watchContent(db: () => Database, { intervalMs = 3000, revalidate = (paths: ContentPaths) => requestRevalidation(paths) } = {}): () => void {
  let busy = false;
  let pending: ContentPaths = [];
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const paths = await syncPublishedContent(db());
      pending = paths === 'all' || pending === 'all' ? 'all' : [...new Set([...pending, ...paths])];
      // Kept until the server answered: it may still be starting.
      if ((pending === 'all' || pending.length > 0) && (await revalidate(pending))) pending = [];
    } catch (error) {
      console.error('[content] watcher:', error instanceof Error ? error.message : error);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
