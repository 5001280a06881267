import { isRevalidationToken, REVALIDATION_HEADER } from '@/lib/server/crm/revalidation';
import { revalidatePagePaths } from '@/lib/server/revalidate-paths';

export const dynamic = 'force-dynamic';

/**
 * This process's watchers loaded new data (a CRM sync's catalogue, content staff published): the
 * pages it touches are rendered again, or every page. Only this process may ask (a token made per
 * process, lib/server/crm/revalidation).
 */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get(REVALIDATION_HEADER))) return new Response(null, { status: 403 });
  const body = (await request.json().catch(() => null)) as { paths?: unknown } | null;
  const paths = body?.paths === 'all' ? 'all' : Array.isArray(body?.paths) ? body.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : [];
  revalidatePagePaths(paths);
  return Response.json({ revalidated: paths === 'all' ? 'all' : paths.length }, { headers: { 'cache-control': 'no-store' } });
}
