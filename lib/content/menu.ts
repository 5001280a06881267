import { menuFile, type MenuPage } from './menu-schema';
import { overlayOf } from './published';
import { readContentFile } from './read-json';

let cached: MenuPage[] | undefined;

function describePage(raw: unknown, index: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? `page id ${id}` : `index ${index}`;
}

/** The committed data/menu.json: the embedded default. */
export function embeddedMenu(): MenuPage[] {
  cached ??= readContentFile('data/menu.json', menuFile, describePage);
  return cached;
}

/** The whole page tree (SPEC §2.3), unpublished entries included: as staff published it, else data/menu.json. */
export function getMenu(): MenuPage[] {
  return overlayOf('menu') ?? embeddedMenu();
}

export const isPublished = (entry: { status: string }): boolean => entry.status === 'Published';

function bySort(a: MenuPage, b: MenuPage): number {
  return a.sort - b.sort;
}

/** The page tree as visitors see it: only Published entries, in sort order, children too. */
export function publishedMenu(menu: MenuPage[] = getMenu()): MenuPage[] {
  return menu
    .filter(isPublished)
    .sort(bySort)
    .map((page) => ({ ...page, childMenus: publishedMenu(page.childMenus) }));
}

/** Every published page, children after their parent. */
export function flattenMenu(menu: MenuPage[] = publishedMenu()): MenuPage[] {
  return menu.flatMap((page) => [page, ...flattenMenu(page.childMenus)]);
}

/** The published page at an internal path ('/for-sale/belgique'), if any. */
export function menuPageAt(internalPath: string, menu: MenuPage[] = publishedMenu()): MenuPage | undefined {
  return flattenMenu(menu).find((page) => page.path === internalPath);
}

/** The published parent of a page, for breadcrumbs. */
export function parentOf(page: MenuPage, menu: MenuPage[] = publishedMenu()): MenuPage | undefined {
  return page.parentId === null ? undefined : flattenMenu(menu).find((p) => p.id === page.parentId);
}
