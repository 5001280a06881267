import { reloadSnapshot, snapshotDir } from '@/lib/data';
import { isRevalidationToken, REVALIDATION_HEADER } from '@/lib/server/crm/revalidation';
import { readManifest } from '@/lib/server/crm/sync';
import { revalidatePagePaths } from '@/lib/server/revalidate-paths';

export const dynamic = 'force-dynamic';

const answer = (body: object) => Response.json(body, { headers: { 'cache-control': 'no-store' } });

/** Staff published content (lib/server/content/watcher has loaded it): revalidate the pages it touches. */
async function revalidateContent(request: Request) {
  const body = (await request.json().catch(() => null)) as { paths?: unknown } | null;
  const paths = body?.paths === 'all' ? 'all' : Array.isArray(body?.paths) ? body.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : [];
  revalidatePagePaths(paths);
  return answer({ revalidated: paths === 'all' ? 'all' : paths.length });
}

/**
 * A new snapshot is on disk (lib/server/crm/revalidation): read it from now on and revalidate
 * the pages its sync changed, or every page; or, with `scope=content`, the pages of published
 * content. Only this process may ask (a token made per process).
 */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get(REVALIDATION_HEADER))) return new Response(null, { status: 403 });
  const scope = new URL(request.url).searchParams.get('scope');
  if (scope === 'content') return revalidateContent(request);
  reloadSnapshot();
  const manifest = readManifest(snapshotDir());
  const all = scope === 'all' || manifest?.revalidateAll === true;
  revalidatePagePaths(all ? 'all' : (manifest?.revalidate ?? []));
  return answer({ reloaded: true, revalidated: all ? 'all' : (manifest?.revalidate ?? []).length });
}
