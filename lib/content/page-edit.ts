/**
 * A page of the page tree as the editor's forms show it, and the tree they save: the
 * page's own fields, its place in the tree, its modules. Pure: a refusal is a field error or a
 * content problem, and the tree is then left as it was.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { perLocale, type PerLocale } from './article-edit';
import { PAGE_METADATA_FIELDS, type PageForm, type PageMetadataField } from '@/lib/forms/staff-pages';
import { internalPathFor } from '@/lib/proxy/route-index';
import { isStaticPathname } from '@/lib/routes';
import { articleLocalizedPath } from './articles';
import type { Article } from './article-schema';
import { isRoutePath, type ContentProblem } from './content-rules';
import { menuPageHref, menuPagePath, menuPageSpellings } from './menu-page-paths';
import type { MenuPage, PageMetadata } from './menu-schema';
import { proposedAddress } from './page-address';
import { pagePosition, placePage } from './page-order';
import { writtenOnly } from './translations';


export const flattenTree = (pages: readonly MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flattenTree(p.childMenus)]);
export const findPage = (menu: readonly MenuPage[], id: number): MenuPage | undefined => flattenTree(menu).find((p) => p.id === id);

/** The pages in sort order with their depth, children after their parent: the editor's tree. */
export function treeRows(menu: readonly MenuPage[], depth = 0): Array<{ page: MenuPage; depth: number }> {
  return [...menu].sort((a, b) => a.sort - b.sort).flatMap((page) => [{ page, depth }, ...treeRows(page.childMenus, depth + 1)]);
}

/** The ids of a page and every page under it: none of them can become its parent. */
export function ownBranch(page: MenuPage): Set<number> {
  return new Set(flattenTree([page]).map((p) => p.id));
}

/** A page's path can be changed unless the route table names it (its spellings per language live in lib/routes/registry). */
export const hasFixedPath = (page: MenuPage | undefined): boolean => page !== undefined && isStaticPathname(page.path);

/** Where the public page is in each language ('/nl/te-koop/'), for the preview links and the tree. */
export function pageUrls(page: MenuPage): PerLocale {
  return perLocale((l) => menuPageHref(page, l));
}

export interface PageFields {
  name: string;
  path: string;
  parentId: string;
  sort: string;
  status: string;
  showInMenu: boolean;
  redirectUrl: string;
  localized: Record<'title' | 'description' | 'localizedPath' | PageMetadataField, PerLocale>;
}

/** The form's fields of a page; `position`: its place among its siblings (lib/content/page-order), shown as its order. */
export function pageFields(page: MenuPage | undefined, parentId: number | null = null, position?: number): PageFields {
  const meta = (field: PageMetadataField) => perLocale((l) => page?.params.metadata[l][field] ?? '');
  return {
    name: page?.name ?? '',
    path: page?.path ?? '',
    parentId: String(page?.parentId ?? parentId ?? ''),
    sort: page ? String(position ?? page.sort) : '',
    status: page?.status ?? 'Published',
    showInMenu: page?.params.showInMenu !== false,
    redirectUrl: page?.params.redirectUrl ?? '',
    localized: {
      title: perLocale((l) => page?.params.title[l] ?? ''),
      description: perLocale((l) => page?.params.description?.[l] ?? ''),
      // Where the page is in each language it is written in (an empty field would propose one from the title).
      localizedPath: perLocale((l) => (page && page.params.title[l] ? menuPagePath(page, l) : '')),
      ...(Object.fromEntries(PAGE_METADATA_FIELDS.map((f) => [f, meta(f)])) as Record<PageMetadataField, PerLocale>),
    },
  };
}

export type PageEdit =
  | { ok: true; menu: MenuPage[]; page: MenuPage }
  | { ok: false; fieldErrors: Record<string, string[]>; problem?: undefined; field?: undefined }
  /** `field`: the form field the problem is in (an address in one language: 'localizedPath.fr'). */
  | { ok: false; problem: ContentProblem; fieldErrors?: undefined; field?: string };

/** The listings take every path below them (SPEC §2.1: an unknown path under one goes to the list). */
const LISTING_ROOTS: readonly string[] = ['/for-sale', '/for-rent', '/projects'];

const PATH_PATTERN = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** Whether `path` has the shape of a page's address: lower-case ASCII words and hyphens, '/' between parts. */
export const isPageAddress = (path: string) => PATH_PATTERN.test(path);

export type AddressCheck = { state: 'free' | 'invalid' } | { state: 'taken'; by: string };

/** What the editor's address field says while staff type: the address is free, taken (by which page, route or article), or not an address. */
export function checkAddress(menu: readonly MenuPage[], articles: readonly Article[], typed: string, pageId: number | null, locale: SiteLocale): AddressCheck {
  const address = typed.trim().replace(/\/+$/, '');
  if (!isPageAddress(address)) return { state: 'invalid' };
  const problem = pagePathProblem(menu, articles, address, pageId, locale) ?? pagePathProblem(menu, articles, address, pageId);
  return problem ? { state: 'taken', by: problem.values?.name ?? '' } : { state: 'free' };
}

/**
 * Why `path` cannot be this page's: another page of the tree has it (as its internal path or its
 * address in a language), a route of the route table answers it (in any language's spelling), it
 * lies under a listing (which takes every path below it), or an article's address is the same: in
 * `locale` for the page's address in that language, else in any language.
 */
export function pagePathProblem(menu: readonly MenuPage[], articles: readonly Article[], path: string, pageId: number | null, locale?: SiteLocale): ContentProblem | null {
  const taken = (name: string) => ({ code: 'pathCollision' as const, values: { path: locale ? `/${locale}${path}/` : path, name } });
  const other = flattenTree(menu).find((p) => p.id !== pageId && menuPageSpellings(p).includes(path));
  if (other) return taken(other.name);
  const root = internalPathFor(`/${path.split('/')[1] ?? ''}/`);
  if (isRoutePath(path) || (root && LISTING_ROOTS.includes(root))) return taken('route');
  for (const language of locale ? [locale] : SITE_LOCALES) {
    const article = articles.find((a) => a.slugParts && articleLocalizedPath(a, language)?.replace(/\/+$/, '') === path);
    if (article) return taken(article.key);
  }
  return null;
}

/**
 * The page's own address in each language the form fills in (none for a page of the route table,
 * none equal to its internal path): an empty field in a language with a title takes the address
 * that title proposes under the parent's address in that language.
 */
function localizedPathsOf(form: PageForm, path: string, fixed: boolean, parent: MenuPage | undefined): Partial<Record<SiteLocale, string>> {
  if (fixed || !form.localizedPath) return {};
  const addressIn = (l: SiteLocale) => form.localizedPath![l].trim().replace(/\/+$/, '') || proposedAddress(parent ? menuPagePath(parent, l) : '', form.title[l]);
  const entries = SITE_LOCALES.map((l) => [l, addressIn(l)] as const).filter(([, address]) => address !== '' && address !== path);
  return Object.fromEntries(entries);
}

/** The first language the form has a title in (the page's name and internal path come from it when left empty). */
const firstTitle = (form: PageForm) => SITE_LOCALES.map((l) => form.title[l]).find((title) => title !== '') ?? '';

const removeFrom = (pages: readonly MenuPage[], id: number): MenuPage[] =>
  pages.filter((p) => p.id !== id).map((p) => ({ ...p, childMenus: removeFrom(p.childMenus, id) }));

const insertUnder = (pages: readonly MenuPage[], parentId: number | null, page: MenuPage): MenuPage[] =>
  parentId === null ? [...pages, page] : pages.map((p) => ({ ...p, childMenus: p.id === parentId ? [...p.childMenus, page] : insertUnder(p.childMenus, parentId, page) }));

const replaceIn = (pages: readonly MenuPage[], page: MenuPage): MenuPage[] =>
  pages.map((p) => (p.id === page.id ? page : { ...p, childMenus: replaceIn(p.childMenus, page) }));

/** The tree with this form's page added or changed (moved under its new parent when that changed). */
export function applyPageForm(menu: readonly MenuPage[], articles: readonly Article[], form: PageForm, now: Date): PageEdit {
  const existing = form.id === '' ? undefined : findPage(menu, Number(form.id));
  if (form.id !== '' && !existing) return { ok: false, fieldErrors: { id: ['Editor.pages.errors.gone'] } };
  const fieldErrors: Record<string, string[]> = {};
  const parentId = form.parentId === '' ? null : Number(form.parentId);
  const parent = parentId === null ? undefined : findPage(menu, parentId);
  if (parentId !== null && (!parent || (existing && ownBranch(existing).has(parentId)))) fieldErrors.parentId = ['Editor.pages.errors.parent'];
  // An empty internal path is the one the first title proposes under the parent's.
  const typedPath = (form.path ?? '').trim().replace(/\/+$/, '');
  const path = hasFixedPath(existing) ? existing!.path : typedPath || proposedAddress(parent?.path ?? '', firstTitle(form));
  if (!hasFixedPath(existing) && !PATH_PATTERN.test(path)) fieldErrors.path = [typedPath ? 'Editor.pages.errors.path' : 'Editor.pages.errors.pathFromTitle'];
  const addresses = localizedPathsOf(form, path, hasFixedPath(existing), parent);
  for (const [l, address] of Object.entries(addresses) as Array<[SiteLocale, string]>)
    if (!PATH_PATTERN.test(address)) fieldErrors[`localizedPath.${l}`] = ['Editor.pages.errors.path'];
  // Written in the languages with a title (a text without one is refused), at least one (lib/content/translations).
  const written = SITE_LOCALES.filter((l) => form.title[l] !== '');
  if (written.length === 0) fieldErrors[`title.${SITE_LOCALES[0]}`] = ['Editor.pages.errors.oneLanguage'];
  for (const l of SITE_LOCALES) if (form.title[l] === '' && form.description[l] !== '') fieldErrors[`title.${l}`] = ['Editor.errors.required'];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const problem = pagePathProblem(menu, articles, path, existing?.id ?? null);
  if (problem && path !== existing?.path) return { ok: false, problem };
  for (const [l, address] of Object.entries(addresses) as Array<[SiteLocale, string]>) {
    const taken = pagePathProblem(menu, articles, address, existing?.id ?? null, l);
    if (taken && (!existing || address !== menuPagePath(existing, l))) return { ok: false, problem: taken, field: `localizedPath.${l}` };
  }

  const id = existing?.id ?? Math.max(0, ...flattenTree(menu).map((p) => p.id)) + 1;
  const metadata = Object.fromEntries(
    SITE_LOCALES.map((l) => {
      const before: Partial<PageMetadata> = existing?.params.metadata[l] ?? {};
      const fields = Object.fromEntries(PAGE_METADATA_FIELDS.map((f) => [f, form[f][l]]));
      // The three required fields stay strings; empty optional ones are left out.
      const kept = Object.fromEntries(Object.entries({ ...before, ...fields }).filter(([k, v]) => v !== '' || ['pageTitle', 'metadataTitle', 'metadataDescription'].includes(k)));
      return [l, kept as PageMetadata];
    }),
  ) as MenuPage['params']['metadata'];
  const hasDescription = SITE_LOCALES.some((l) => form.description[l] !== '');
  const page: MenuPage = {
    id,
    parentId,
    name: form.name || firstTitle(form),
    path,
    status: form.status,
    // Its place among its siblings is set below (lib/content/page-order).
    sort: existing?.sort ?? 0,
    createDate: existing?.createDate ?? now.toISOString(),
    modifyDate: now.toISOString(),
    params: {
      ...(existing?.params ?? { isActiveSEO: true, image: null, modules: [], type: 'module' as const }),
      title: { public: existing?.params.title.public ?? true, ...writtenOnly(form.title) },
      ...(hasDescription || existing?.params.description ? { description: { public: existing?.params.description?.public ?? true, ...writtenOnly(form.description) } } : {}),
      metadata,
      redirectUrl: form.redirectUrl || null,
      showInMenu: form.showInMenu,
      localizedPaths: Object.keys(addresses).length > 0 ? addresses : undefined,
    },
    childMenus: existing?.childMenus ?? [],
  };
  const stays = existing !== undefined && existing.parentId === parentId;
  const placed = stays ? replaceIn(menu, page) : insertUnder(existing ? removeFrom(menu, id) : menu, parentId, page);
  // The typed place (1: first in the menu; empty: where it was, or last under a new parent); the
  // siblings are renumbered only when the page's place changes.
  const place = form.sort ?? (stays ? null : Number.POSITIVE_INFINITY);
  const next = place === null || (stays && place === pagePosition(menu, existing)) ? placed : placePage(placed, id, place);
  return { ok: true, menu: next, page: findPage(next, id)! };
}

/** The tree without this page; refused while pages sit under it (site links are the store's rule). */
export function removePage(menu: readonly MenuPage[], id: number): PageEdit {
  const page = findPage(menu, id);
  if (!page) return { ok: false, fieldErrors: { id: ['Editor.pages.errors.gone'] } };
  if (page.childMenus.length > 0) return { ok: false, problem: { code: 'inUse', values: { name: page.name, page: page.childMenus[0]!.name } } };
  return { ok: true, menu: removeFrom(menu, id), page };
}
