/**
 * Specs that save, publish or restore a content document take turns on it. A document is one:
 * publishing one spec's draft publishes the other's too, and restoring the version live before
 * takes the other's away, while both run side by side (fullyParallel, two workers, one database).
 * A spec holds its documents from its first hook to its last (its journey spans several tests), a
 * lock file per document and e2e server; several are taken in one order, so two specs never wait
 * on each other. tests/harness/e2e.mjs removes locks a stopped run left.
 */
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentDocument } from '@/lib/content/documents';

// tests/harness/e2e.mjs removes the same names before a run.
const lockOf = (document: ContentDocument) => path.join(tmpdir(), `e2e-content-${document}-${process.env.E2E_PORT ?? '3100'}.lock`);
/** A turn held longer than this was left by a worker that stopped: taken over. */
const STALE_MS = 600_000;
/** How long a hook that waits for its turn may take: a whole spec of the other worker. */
export const TURN_WAIT_MS = STALE_MS + 60_000;

async function take(lock: string): Promise<() => void> {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      return () => rmSync(lock, { force: true });
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Waits for these documents' turns; resolves with the function that ends them. */
export async function takeContentTurn(...documents: ContentDocument[]): Promise<() => void> {
  const ends: Array<() => void> = [];
  for (const document of [...new Set(documents)].sort()) ends.push(await take(lockOf(document)));
  return () => ends.forEach((end) => end());
}
