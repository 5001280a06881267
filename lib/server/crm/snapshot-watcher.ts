/**
 * Watches the snapshot's manifest (sync.json) from each server process: when a sync, in this
 * process, another instance or `npm run sync`, writes a new one, the server reloads the snapshot
 * and revalidates the changed pages (./revalidation). A snapshot newer than the build the server
 * started with revalidates every page once: its prerendered pages were made from older data.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { snapshotDir } from '@/lib/data';
import { requestRevalidation, type RevalidationScope } from './revalidation';
import { MANIFEST_FILE } from './sync';

const mtimeOf = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

export function watchSnapshot({
  intervalMs = 2000,
  buildIdFile = path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
  revalidate = requestRevalidation,
  onReloaded,
}: {
  intervalMs?: number;
  buildIdFile?: string;
  revalidate?: (scope: RevalidationScope) => Promise<boolean>;
  /** Called once the server reads a new snapshot (the search alerts sweep then). */
  onReloaded?: () => void;
} = {}): () => void {
  const manifest = path.join(snapshotDir(), MANIFEST_FILE);
  const builtAt = mtimeOf(buildIdFile) ?? 0;
  const first = mtimeOf(manifest);
  // Seen: the manifest the pages already reflect. A snapshot newer than the build is not.
  let seen: number | null = first !== null && first <= builtAt ? first : null;
  let pendingScope: RevalidationScope = first !== null && first > builtAt ? 'all' : 'manifest';
  let busy = false;
  const timer = setInterval(async () => {
    const current = mtimeOf(manifest);
    if (busy || current === null || current === seen) return;
    busy = true;
    // Not marked seen until the server answered: it may still be starting.
    if (await revalidate(pendingScope)) {
      seen = current;
      pendingScope = 'manifest';
      onReloaded?.();
    }
    busy = false;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
