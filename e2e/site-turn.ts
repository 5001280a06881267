/**
 * Specs that save and publish the `site` document (the banner, the footer, …) take turns. The
 * document is one: publishing one spec's draft publishes the other's too, and restoring the version
 * live before takes the other's away, while both run side by side (fullyParallel, two workers on
 * one machine and one database). A lock file per e2e server is the turn.
 */
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOCK = path.join(tmpdir(), `e2e-site-document-${process.env.E2E_PORT ?? '3100'}.lock`);
/** A turn held longer than this was left by a worker that stopped: taken over. */
const STALE_MS = 150_000;

export async function takeSiteTurn(): Promise<() => void> {
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      return () => rmSync(LOCK, { force: true });
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(LOCK, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
