/**
 * How a running server learns that its pages must be rendered again: its watchers (the CRM
 * catalogue's, the published content's) have loaded the new data into the process and ask the
 * server's own /api/revalidate for the pages it touches. It is an HTTP call because Next
 * revalidates only inside a request. The token is made per process and never leaves it: nobody
 * else can ask.
 */
import 'server-only';
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

/** The pages to render again: the paths Next keeps them under, or every page. */
export type PagePaths = readonly string[] | 'all';

/** One ask to this process's server to revalidate `paths`; true once it answered 200. */
async function askToRevalidate(paths: PagePaths, port: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/revalidate/`, {
      method: 'POST',
      headers: { [REVALIDATION_HEADER]: revalidationToken(), 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * How long after a revalidation the same pages are revalidated once more. Next dates a cached page by
 * when it was written, not by when its rendering began: a page a visitor's request started rendering
 * from the old data, and that is written after the first revalidation, counts as newer than it and
 * would be served until the next change (an unpublished news item stayed on the nl overview for
 * minutes in an e2e run). No rendering takes this long.
 */
export const REVALIDATION_ECHO_MS = 10_000;

/**
 * Asks this process's server to revalidate `paths`, and once more `echoMs` later; true once the
 * first ask was answered 200.
 */
export async function requestRevalidation(paths: PagePaths, port = process.env.PORT || '3000', echoMs = REVALIDATION_ECHO_MS): Promise<boolean> {
  const answered = await askToRevalidate(paths, port);
  if (answered) setTimeout(() => void askToRevalidate(paths, port), echoMs).unref();
  return answered;
}
