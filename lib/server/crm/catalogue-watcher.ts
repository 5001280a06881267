/**
 * How every instance shows the CRM's stock: at start it loads the catalogue from
 * Postgres before it serves (an empty one until a first sync published one: a CRM's site never
 * shows the demo properties), then polls the newest revision every few seconds; a newer one is
 * loaded (only the properties it changed), shown, and the pages it touches are revalidated
 * through this server's own /api/revalidate. The prerendered pages were made from the committed
 * snapshot at build time, so every page is revalidated once after start.
 */
import 'server-only';
import { showCatalogue, type Catalogue } from '@/lib/catalogue';
import { perLanguage } from '@/lib/locale';
import type { Database } from '../db/client';
import { latestRevision, loadCatalogue, loadCatalogueUpdate, type LoadedCatalogue } from './catalogue-store';
import { requestRevalidation, type PagePaths } from './revalidation';
import { revalidationPaths } from './snapshot-paths';

const EMPTY: Catalogue = { properties: perLanguage(() => []), types: perLanguage(() => []), projects: [], priceHistory: {} };

/** What this process shows: revision 0 is the empty stock of a CRM never synced. */
let shown: LoadedCatalogue | null = null;

function show(next: LoadedCatalogue) {
  shown = next;
  showCatalogue(next.catalogue);
}

/**
 * At a server's start, before it serves: the empty stock at once (never the demo properties), then
 * the newest catalogue if the database gives it within `timeoutMs` (else the watcher's first turn does).
 */
export async function showCatalogueAtStart(db: Database, timeoutMs = 20_000): Promise<void> {
  show({ revision: 0, catalogue: EMPTY });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the catalogue did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([showLatestCatalogue(db), late]);
  } catch (error) {
    console.error('[crm] catalogue not loaded at start:', error instanceof Error ? error.message : error);
  } finally {
    clearTimeout(timer);
  }
}

/** Loads the newest catalogue and shows it (the empty one when there is none yet). */
export async function showLatestCatalogue(db: Database): Promise<LoadedCatalogue> {
  show((await loadCatalogue(db)) ?? { revision: 0, catalogue: EMPTY });
  return shown!;
}

/** The pages a change between two stocks touches (every page when the types or projects changed). */
export function pagesTouched(before: Catalogue, after: Catalogue, changedIds: readonly number[], documentsChanged: boolean): PagePaths {
  if (documentsChanged) return 'all';
  return revalidationPaths(before.properties, after.properties, new Set(changedIds));
}

/** Shows the revisions published since the shown one; returns the pages to revalidate, or null when nothing is newer. */
export async function showNewerCatalogue(db: Database): Promise<PagePaths | null> {
  if (!shown || shown.revision === 0) {
    if ((await latestRevision(db)) === null) return null;
    await showLatestCatalogue(db);
    return 'all';
  }
  const before = shown;
  const update = await loadCatalogueUpdate(db, before);
  if (!update) return null;
  show(update);
  return pagesTouched(before.catalogue, update.catalogue, update.changedIds, update.documentsChanged);
}

function merge(a: PagePaths, b: PagePaths): PagePaths {
  return a === 'all' || b === 'all' ? 'all' : [...new Set([...a, ...b])];
}

/**
 * Polls for new revisions every `intervalMs`; every page is revalidated once first (the build's
 * pages show the committed snapshot). Pages to revalidate are kept until the server answered.
 */
export function watchCatalogue(
  db: () => Database,
  { intervalMs = 3000, revalidate = requestRevalidation, onReloaded }: { intervalMs?: number; revalidate?: (paths: PagePaths) => Promise<boolean>; onReloaded?: () => void } = {},
): () => void {
  let pending: PagePaths = 'all';
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const paths = await showNewerCatalogue(db());
      if (paths !== null) {
        pending = merge(pending, paths);
        onReloaded?.();
      }
      if ((pending === 'all' || pending.length > 0) && (await revalidate(pending))) pending = [];
    } catch (error) {
      console.error('[crm] catalogue watcher:', error instanceof Error ? error.message : error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
