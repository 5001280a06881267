import { revalidatePath, revalidateTag } from 'next/cache';
import { reloadSnapshot, snapshotDir } from '@/lib/data';
import { isRevalidationToken, REVALIDATION_HEADER } from '@/lib/server/crm/revalidation';
import { readManifest } from '@/lib/server/crm/sync';

export const dynamic = 'force-dynamic';

/**
 * Revalidates a page or a route handler ('/sitemap.xml', '/api/search-index/fr'). With
 * `trailingSlash`, Next tags a route handler's cached answer with its path and a slash
 * ('_N_T_/sitemap.xml/') while revalidatePath strips the slash: the handlers are revalidated by
 * that tag instead, expiring at once.
 */
function revalidateSnapshotPath(path: string) {
  if (path.startsWith('/api/') || path.endsWith('.xml')) revalidateTag(`_N_T_${path}/`, { expire: 0 });
  else revalidatePath(path);
}

/**
 * A new snapshot is on disk (lib/server/crm/revalidation): read it from now on and revalidate
 * the pages its sync changed, or every page. Only this process may ask (a token made per process).
 */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get(REVALIDATION_HEADER))) return new Response(null, { status: 403 });
  reloadSnapshot();
  const manifest = readManifest(snapshotDir());
  const all = new URL(request.url).searchParams.get('scope') === 'all' || manifest?.revalidateAll === true;
  const paths = all ? [] : (manifest?.revalidate ?? []);
  if (all) revalidatePath('/', 'layout');
  for (const path of paths) revalidateSnapshotPath(path);
  return Response.json({ reloaded: true, revalidated: all ? 'all' : paths.length }, { headers: { 'cache-control': 'no-store' } });
}
