/**
 * How a running server learns that the snapshot changed: its watcher (./snapshot-watcher) sees a
 * new sync.json and asks the server's own /api/revalidate, which reloads the snapshot and
 * revalidates the pages the manifest lists. It is an HTTP call because Next revalidates only
 * inside a request. The token is made per process and never leaves it: nobody else can ask.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN = Symbol.for('agency.revalidation.token');
type WithToken = typeof globalThis & { [TOKEN]?: string };

/** The process's token (the watcher and the route handler are bundled apart; the process is one). */
export function revalidationToken(): string {
  const holder = globalThis as WithToken;
  holder[TOKEN] ??= randomBytes(32).toString('base64url');
  return holder[TOKEN];
}

export function isRevalidationToken(value: string | null): boolean {
  if (!value) return false;
  const expected = Buffer.from(revalidationToken());
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const REVALIDATION_HEADER = 'x-revalidation-token';

/** What to revalidate: the pages the last sync listed, or every page (the snapshot is newer than the build). */
export type RevalidationScope = 'manifest' | 'all';

/**
 * Asks this process's server to reload the snapshot and revalidate, or (scope 'content', with the
 * paths in `body`) to revalidate the pages of published content; true once it answered 200.
 */
export async function requestRevalidation(
  scope: RevalidationScope | 'content',
  port = process.env.PORT || '3000',
  body?: object,
): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/revalidate/?scope=${scope}`, {
      method: 'POST',
      headers: { [REVALIDATION_HEADER]: revalidationToken(), 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
