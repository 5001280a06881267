/**
 * Versions of a content document stored in an older shape, read in the current one: legacy
 * article categories (legacy-articles.ts), and site settings saved before a section existed (the
 * free-valuation page's offer and steps), which show the committed section rather than
 * nothing. A section a version has, even emptied by staff, is kept as it is. A menu saved before
 * the news overview existed gets its committed entry (staff cannot add a page at a route-table
 * path themselves; they can hide it from the menu bar).
 */
import 'server-only';
import type { ContentDocument } from '@/lib/content/documents';
import { embeddedMenu } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { embeddedSiteConfig } from '@/lib/content/site';
import type { SiteConfig } from '@/lib/content/site-schema';
import { upgradeLegacyArticles } from './legacy-articles';

function withNewSiteSections(data: unknown, committed: SiteConfig): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const missing = Object.entries(committed).filter(([section]) => !(section in data));
  return missing.length === 0 ? data : { ...Object.fromEntries(missing), ...data };
}

/** Top-level pages of the route table added to the committed menu after sites had saved theirs. */
const PAGES_ADDED_LATER = ['/news'];

type StoredPage = { id?: unknown; path?: unknown; childMenus?: unknown };
const storedPages = (pages: unknown): StoredPage[] =>
  Array.isArray(pages) ? pages.flatMap((p: StoredPage) => [p, ...storedPages(p?.childMenus)]) : [];

function withNewRoutePages(data: unknown, committed: readonly MenuPage[]): unknown {
  if (!Array.isArray(data)) return data;
  const pages = storedPages(data);
  const paths = new Set(pages.map((p) => p?.path));
  const missing = committed.filter((p) => p.parentId === null && PAGES_ADDED_LATER.includes(p.path) && !paths.has(p.path));
  if (missing.length === 0) return data;
  // An id of its own: staff's pages may have taken the committed one.
  let id = Math.max(0, ...pages.map((p) => (typeof p?.id === 'number' ? p.id : 0)));
  return [...data, ...missing.map((page) => ({ ...page, id: ++id }))];
}

export function upgradeStoredData(
  document: ContentDocument,
  data: unknown,
  committedSite: SiteConfig = embeddedSiteConfig(),
  committedMenu: readonly MenuPage[] = embeddedMenu(),
): unknown {
  if (document === 'articles') return upgradeLegacyArticles(data);
  if (document === 'menu') return withNewRoutePages(data, committedMenu);
  if (document === 'site') return withNewSiteSections(data, committedSite);
  return data;
}
