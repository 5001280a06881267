/**
 * Versions of a content document stored in an older shape, read in the current one: legacy
 * article categories (legacy-articles.ts), and site settings saved before a section existed (the
 * free-valuation page's offer and steps), which show the committed section rather than
 * nothing. A section a version has, even emptied by staff, is kept as it is. A menu saved before
 * the news overview existed gets its committed entry (staff cannot add a page at a route-table
 * path themselves; they can hide it from the menu bar), and its home page the committed 'latest
 * news' module, after its own modules. A menu that has the news overview is past that point: a home
 * without the module is one staff removed it from, and stays so.
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

type StoredModule = { id?: unknown; sort?: unknown; relations?: { type?: unknown } };
type StoredPage = { id?: unknown; path?: unknown; childMenus?: unknown; params?: { modules?: unknown } };
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
  const upgraded = paths.has('/news') ? data : withHomeNewsModule(data, pages, committed);
  return [...upgraded, ...missing.map((page) => ({ ...page, id: ++id }))];
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const modulesOf = (page: StoredPage | undefined): StoredModule[] | null => {
  const modules = page?.params?.modules;
  return Array.isArray(modules) ? (modules as StoredModule[]) : null;
};

/** The committed home's news module added to a stored home that has none, with an id no module has. */
function withHomeNewsModule(data: unknown[], pages: readonly StoredPage[], committed: readonly MenuPage[]): unknown[] {
  const news = committed.find((p) => p.path === '/')?.params.modules.find((m) => m.relations.type === 'news');
  const home = data.find((p): p is StoredPage => (p as StoredPage)?.path === '/');
  const modules = modulesOf(home);
  if (!news || !home || !modules || modules.some((m) => m?.relations?.type === 'news')) return data;
  const moduleId = Math.max(0, ...pages.flatMap((p) => (modulesOf(p) ?? []).map((m) => numberOr0(m?.id)))) + 1;
  const sort = Math.max(0, ...modules.map((m) => numberOr0(m?.sort))) + 1;
  const withNews = { ...home, params: { ...home.params, modules: [...modules, { ...news, id: moduleId, sort }] } };
  return data.map((p) => (p === home ? withNews : p));
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
