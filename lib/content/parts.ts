/**
 * The parts of the content documents that staff edit, publish and restore one at a time: the home
 * banner, the top bar, the footer and the settings of the `site` document, each page of `menu`,
 * each article of `articles`; `categories` and `languages` are one part each. A document is still
 * stored and published as a whole (lib/server/content/store); a part is what one history lists and
 * what one restore or one 'Publish' button changes, leaving every other part as it is.
 *
 * Pure: the store, the history and the screens share it.
 */
import type { Article } from './article-schema';
import type { ContentData, ContentDocument } from './documents';
import type { MenuPage } from './menu-schema';
import type { SiteConfig } from './site-schema';

export const SITE_PARTS = ['banner', 'topBar', 'footer', 'settings'] as const;
export type SitePart = (typeof SITE_PARTS)[number];

export type ContentPart =
  | { document: 'site'; kind: SitePart }
  | { document: 'menu'; kind: 'page'; id: number }
  | { document: 'articles'; kind: 'article'; id: number }
  | { document: 'categories'; kind: 'categories' }
  | { document: 'languages'; kind: 'languages' };

/** The sections of the site document that are not the banner, the top bar or the footer: its settings. */
type SiteSettings = Omit<SiteConfig, 'banner' | 'topBar' | 'footer'>;

/** A page as its own part: without its sub-pages, which are parts of their own. */
export type OwnPage = Omit<MenuPage, 'childMenus'>;

/** How a part is named in the database and in the editor's addresses: 'banner', 'page-12', 'article-41'. */
export function partKey(part: ContentPart): string {
  return part.kind === 'page' || part.kind === 'article' ? `${part.kind}-${part.id}` : part.kind;
}

export function parsePartKey(key: unknown): ContentPart | null {
  if (typeof key !== 'string') return null;
  if ((SITE_PARTS as readonly string[]).includes(key)) return { document: 'site', kind: key as SitePart };
  if (key === 'categories' || key === 'languages') return { document: key, kind: key } as ContentPart;
  const match = /^(page|article)-(\d{1,9})$/.exec(key);
  if (!match) return null;
  return match[1] === 'page' ? { document: 'menu', kind: 'page', id: Number(match[2]) } : { document: 'articles', kind: 'article', id: Number(match[2]) };
}

/** The screen under /{locale}/staff/ where a part is edited ('/banner/', '/pages/12/'). */
export function partScreen(part: ContentPart): string {
  switch (part.kind) {
    case 'page':
      return `/pages/${part.id}/`;
    case 'article':
      return `/articles/${part.id}/`;
    case 'topBar':
      return '/top-bar/';
    default:
      return `/${part.kind}/`;
  }
}

/** Parts only an administrator may publish or restore (lib/content/admin-only). */
export const isAdminPart = (part: ContentPart): boolean => part.kind === 'settings' || part.kind === 'languages';

const flatten = (pages: readonly MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);

/** An object without some of its keys. */
function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !(keys as readonly string[]).includes(key))) as Omit<T, K>;
}

const ownPage = (page: MenuPage): OwnPage => without(page, ['childMenus']);
const settingsOf = (site: SiteConfig): SiteSettings => without(site, ['banner', 'topBar', 'footer']);

/** The part's value in its document's data; undefined when the document has no such page or article. */
export function partValue(part: ContentPart, data: unknown): unknown {
  switch (part.kind) {
    case 'banner':
    case 'topBar':
    case 'footer':
      return (data as SiteConfig)[part.kind];
    case 'settings':
      return settingsOf(data as SiteConfig);
    case 'page': {
      const page = flatten(data as MenuPage[]).find((p) => p.id === part.id);
      return page ? ownPage(page) : undefined;
    }
    case 'article':
      return (data as Article[]).find((a) => a.id === part.id);
    default:
      return data;
  }
}

/** A JSON text of a value with its keys in one order, so that equal content compares equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export const sameContent = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

/** Every part a document's data has. */
export function partsOf(document: ContentDocument, data: unknown): ContentPart[] {
  switch (document) {
    case 'site':
      return SITE_PARTS.map((kind) => ({ document, kind }));
    case 'menu':
      return flatten(data as MenuPage[]).map((p) => ({ document, kind: 'page', id: p.id }));
    case 'articles':
      return (data as Article[]).map((a) => ({ document, kind: 'article', id: a.id }));
    default:
      return [{ document, kind: document } as ContentPart];
  }
}

/** The parts whose content differs between two versions of a document (added and removed pages and articles too). */
export function changedParts(document: ContentDocument, before: unknown, after: unknown): ContentPart[] {
  const seen = new Map<string, ContentPart>();
  for (const part of [...partsOf(document, after), ...partsOf(document, before)]) seen.set(partKey(part), part);
  return [...seen.values()].filter((part) => !sameContent(partValue(part, before), partValue(part, after)));
}

export type PartPlacement<D extends ContentDocument> =
  | { ok: true; data: ContentData[D] }
  /** A page whose parent page is not there: publish the parent first; a page with sub-pages cannot go. */
  | { ok: false; problem: { code: 'parentNotPublished' | 'inUse'; values: Record<string, string> } };

const removeFrom = (pages: readonly MenuPage[], id: number): MenuPage[] => pages.filter((p) => p.id !== id).map((p) => ({ ...p, childMenus: removeFrom(p.childMenus, id) }));

const insertUnder = (pages: readonly MenuPage[], parentId: number | null, page: MenuPage): MenuPage[] =>
  parentId === null ? [...pages, page] : pages.map((p) => ({ ...p, childMenus: p.id === parentId ? [...p.childMenus, page] : insertUnder(p.childMenus, parentId, page) }));

const replaceIn = (pages: readonly MenuPage[], page: MenuPage): MenuPage[] => pages.map((p) => (p.id === page.id ? page : { ...p, childMenus: replaceIn(p.childMenus, page) }));

/**
 * The page tree with one page's own content set to `value` (undefined: without the page), its
 * sub-pages kept where they are. The page goes under the parent `value` names; when that parent is
 * not in the tree, a restore leaves the page where it is now (or puts it at the top), and a
 * publication is refused (the parent page must be published first).
 */
function placePage(menu: readonly MenuPage[], id: number, value: OwnPage | undefined, mode: 'restore' | 'publish'): PartPlacement<'menu'> {
  const current = flatten(menu).find((p) => p.id === id);
  if (value === undefined) {
    if (!current) return { ok: true, data: [...menu] };
    if (current.childMenus.length > 0) return { ok: false, problem: { code: 'inUse', values: { name: current.name, page: current.childMenus[0]!.name } } };
    return { ok: true, data: removeFrom(menu, id) };
  }
  const children = current?.childMenus ?? [];
  const own = new Set(flatten([{ ...value, childMenus: children } as MenuPage]).map((p) => p.id));
  const parentThere = value.parentId === null || (flatten(menu).some((p) => p.id === value.parentId) && !own.has(value.parentId));
  if (!parentThere && mode === 'publish') return { ok: false, problem: { code: 'parentNotPublished', values: { name: value.name } } };
  const parentId = parentThere ? value.parentId : (current?.parentId ?? null);
  const page: MenuPage = { ...value, parentId, childMenus: children };
  if (current && current.parentId === parentId) return { ok: true, data: replaceIn(menu, page) };
  return { ok: true, data: insertUnder(current ? removeFrom(menu, id) : menu, parentId, page) };
}

/** The articles with one article set to `value` (undefined: without it), in its place, or added at the end. */
function placeArticle(articles: readonly Article[], id: number, value: Article | undefined): Article[] {
  if (value === undefined) return articles.filter((a) => a.id !== id);
  return articles.some((a) => a.id === id) ? articles.map((a) => (a.id === id ? value : a)) : [...articles, value];
}

/**
 * A document's data with one part's content replaced by `value` (taken from another version: an
 * older one when restoring, the draft when publishing one part), every other part as it is.
 */
export function withPart<D extends ContentDocument>(part: ContentPart & { document: D }, data: ContentData[D], value: unknown, mode: 'restore' | 'publish'): PartPlacement<D> {
  const placed = (next: unknown): PartPlacement<D> => ({ ok: true, data: next as ContentData[D] });
  switch (part.kind) {
    case 'banner':
    case 'topBar':
    case 'footer':
      return placed({ ...(data as SiteConfig), [part.kind]: value });
    case 'settings': {
      const site = data as SiteConfig;
      return placed({ ...(value as SiteSettings), banner: site.banner, topBar: site.topBar, footer: site.footer });
    }
    case 'page':
      return placePage(data as MenuPage[], part.id, value as OwnPage | undefined, mode) as PartPlacement<D>;
    case 'article':
      return placed(placeArticle(data as Article[], part.id, value as Article | undefined));
    default:
      return placed(value);
  }
}
