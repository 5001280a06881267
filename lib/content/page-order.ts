/**
 * The order of the page tree: each page's place among the pages under the same parent (its
 * `sort`, renumbered 1..n whenever staff change an order). Pure, like page-edit.
 */
import type { MenuPage } from './menu-schema';
import { orderByPositions, placeInOrder, stepInOrder, type OrderStep } from './sort-order';

/** Pages in the order the menu shows them: by `sort`, equal ones in their order in the file. */
export function bySort<T extends { sort: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);
}

/** The pages under `parentId` (null: the top level), in menu order. */
export function siblingsOf(menu: readonly MenuPage[], parentId: number | null): MenuPage[] {
  if (parentId === null) return bySort(menu);
  for (const page of menu) {
    if (page.id === parentId) return bySort(page.childMenus);
    const found = siblingsOf(page.childMenus, parentId);
    if (found.length > 0) return found;
  }
  return [];
}

/** A page's place among its siblings, from 1 (0 when it is not in the tree). */
export function pagePosition(menu: readonly MenuPage[], page: Pick<MenuPage, 'id' | 'parentId'>): number {
  return siblingsOf(menu, page.parentId).findIndex((p) => p.id === page.id) + 1;
}

/** The ids in this order with sort numbers 1..n: only a page whose number changes is touched. */
function renumbered(pages: readonly MenuPage[], ids: readonly number[]): MenuPage[] {
  return ids.map((id, index) => {
    const page = pages.find((p) => p.id === id)!;
    return page.sort === index + 1 ? page : { ...page, sort: index + 1 };
  });
}

/**
 * The tree with each sibling group put in the order `orderOf` gives its ids (current order in),
 * numbered 1..n; a group it answers null for is left as it is.
 */
function reorderGroups(menu: readonly MenuPage[], orderOf: (ids: number[]) => number[] | null): MenuPage[] {
  const pages = menu.map((p) => (p.childMenus.length > 0 ? { ...p, childMenus: reorderGroups(p.childMenus, orderOf) } : p));
  const next = orderOf(bySort(pages).map((p) => p.id));
  return next ? renumbered(pages, next) : pages;
}

/**
 * The tree in the order staff posted: typed positions per page (compared with its siblings'),
 * then one page's step up or down. Duplicates and gaps end as 1..n per parent.
 */
export function orderPageTree(menu: readonly MenuPage[], positions: ReadonlyMap<number, number>, move: { id: number; step: OrderStep } | null = null): MenuPage[] {
  return reorderGroups(menu, (ids) => {
    if (!ids.some((id) => positions.has(id) || move?.id === id)) return null;
    const typed = new Map(ids.flatMap((id) => (positions.has(id) ? [[id, positions.get(id)!] as const] : [])));
    const ordered = orderByPositions(ids, typed);
    return move && ordered.includes(move.id) ? stepInOrder(ordered, move.id, move.step) : ordered;
  });
}

/** The tree with one page at a place among its siblings (1: first; beyond the last: last), the others renumbered. */
export function placePage(menu: readonly MenuPage[], id: number, position: number): MenuPage[] {
  return reorderGroups(menu, (ids) => (ids.includes(id) ? placeInOrder(ids, id, position) : null));
}
