import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';

/**
 * Revalidates a page or a route handler ('/sitemap.xml', '/api/search-index/fr'). With
 * `trailingSlash`, Next tags a route handler's prerendered answer with its path and a slash
 * ('_N_T_/sitemap.xml/') while revalidatePath strips the slash; the answer it renders again at
 * run time is tagged without the slash ('_N_T_/sitemap.xml', seen in .next/server/route-cache), so
 * a second change must expire that one. Both tags, expiring at once.
 */
export function revalidatePagePath(path: string) {
  if (path.startsWith('/api/') || path.endsWith('.xml')) {
    revalidateTag(`_N_T_${path}/`, { expire: 0 });
    revalidateTag(`_N_T_${path}`, { expire: 0 });
  } else revalidatePath(path);
}

/** These pages, or every page ('all'). Only inside a request (a route handler or a server action). */
export function revalidatePagePaths(paths: readonly string[] | 'all') {
  if (paths === 'all') revalidatePath('/', 'layout');
  else for (const path of paths) revalidatePagePath(path);
}
