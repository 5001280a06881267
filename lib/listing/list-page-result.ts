import { isPublished } from '@/lib/content/menu';
import type { MenuPage, PageModule } from '@/lib/content/menu-schema';
import { getPropertyListItems } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { listEntryOf } from './list-entries';
import { applyListQuery, type ListEntry, type ListPage, type ListQuery } from './list-query';

/** Properties per page of a full list. */
export const LIST_PAGE_SIZE = 12;

/** The page's full property list module (no `maxItems`), if it has one. */
export function fullListModuleOf(page: MenuPage): PageModule | undefined {
  return page.params.modules.find(
    (m) => isPublished(m) && m.relations.type === 'property-list' && m.maxItems === null,
  );
}

/** The page of a list page's properties a query asks for (its page clamped to the last one). */
export function listPageResult(
  page: MenuPage,
  locale: SiteLocale,
  query: ListQuery,
): ListPage<ListEntry> {
  const list = fullListModuleOf(page);
  const entries = list ? getPropertyListItems(locale, list.relations.id).map(listEntryOf) : [];
  return applyListQuery(entries, query, LIST_PAGE_SIZE);
}
