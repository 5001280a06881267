// The `route` label of the request metrics: a small fixed set of groups, never the path itself (a
// crawler or an attacker asking a million different paths would otherwise make a million series).
//
//   health    /api/health/… (the probes: kept apart so they do not flatter the API's latency)
//   api       the rest of /api/
//   static    Next's build files (/_next/static/) and root files with an extension (robots.txt…)
//   image     Next's image optimizer (/_next/image)
//   media     the staff's images and the catalogue's documents (/media/)
//   property  a page whose last segment is a number: a property's or a project's detail
//   portal    the owner portal (/{lang}/{owner in that language}/…)
//   staff     the editor (/{lang}/staff/…)
//   page      any other page under a language prefix, and the map frame
//   other     everything else (unprefixed paths that are redirected, junk)

/** @typedef {'health' | 'api' | 'static' | 'image' | 'media' | 'property' | 'portal' | 'staff' | 'page' | 'other'} RouteGroup */

/** @type {readonly RouteGroup[]} */
export const ROUTE_GROUPS = ['health', 'api', 'static', 'image', 'media', 'property', 'portal', 'staff', 'page', 'other'];

/** The owner portal's first segment in each language (lib/routes/registry.ts '/portal'; a test keeps them equal). */
export const PORTAL_SEGMENTS = ['eigenaar', 'proprietaire', 'owner', 'eigentuemer'];

const LANGUAGE = /^[a-z]{2}$/;

/**
 * @param {string | undefined} url a request's URL as Node gives it (path and query)
 * @returns {RouteGroup}
 */
export function routeGroupOf(url) {
  const path = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return 'other';
  if (/^\/api\/health(?:\/|$)/.test(path)) return 'health';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/image')) return 'image';
  if (path.startsWith('/media/')) return 'media';
  if (path === '/map-frame/' || path === '/map-frame') return 'page';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && /\.[A-Za-z0-9]{2,5}$/.test(segments[0] ?? '')) return 'static';
  const [first, second] = segments;
  if (!first || !LANGUAGE.test(first)) return 'other';
  if (second === 'staff') return 'staff';
  if (second && PORTAL_SEGMENTS.includes(second)) return 'portal';
  if (segments.length > 1 && /^\d{1,15}$/.test(segments.at(-1) ?? '')) return 'property';
  return 'page';
}
