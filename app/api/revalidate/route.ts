import { revalidatePath } from 'next/cache';
import { reloadSnapshot, snapshotDir } from '@/lib/data';
import { isRevalidationToken, REVALIDATION_HEADER } from '@/lib/server/crm/revalidation';
import { readManifest } from '@/lib/server/crm/sync';

export const dynamic = 'force-dynamic';

/**
 * A new snapshot is on disk (lib/server/crm/revalidation): read it from now on and revalidate
 * the pages its sync changed, or every page. Only this process may ask (a token made per process).
 */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get(REVALIDATION_HEADER))) return new Response(null, { status: 403 });
  reloadSnapshot();
  const all = new URL(request.url).searchParams.get('scope') === 'all';
  const paths = all ? [] : (readManifest(snapshotDir())?.revalidate ?? []);
  if (all) revalidatePath('/', 'layout');
  for (const path of paths) revalidatePath(path);
  return Response.json({ reloaded: true, revalidated: all ? 'all' : paths.length }, { headers: { 'cache-control': 'no-store' } });
}
