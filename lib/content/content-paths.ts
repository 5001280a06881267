/**
 * The pages a published content change touches, as the paths Next keeps them under (the route
 * folders' paths proxy.ts rewrites to, as lib/server/crm/snapshot-paths does for the CRM): each
 * instance revalidates exactly those, in every language, or every page when the change shows on
 * all of them (menu, header, footer, theme).
 */
import { SITE_LOCALES } from '@/lib/locale';
import { INTERNAL_ROUTES } from '@/lib/routes/registry';
import { articleLocalizedPath } from './articles';
import type { Article } from './article-schema';
import type { Category } from './category-schema';
import type { ContentData, ContentDocument } from './documents';
import { menuPagePath } from './menu-page-paths';
import { NEWS_CATEGORY_KEY } from './news';
import type { MenuPage } from './menu-schema';

export type ContentPaths = string[] | 'all';

const flatten = (pages: MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pagePath = (locale: string, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

/** The content an article's pages are built from: the page tree (modules) and the categories (address). */
type Setting = { menu: MenuPage[]; categories: Category[] };

function articlePaths(article: Article, { menu, categories }: Setting): string[] {
  const news = isNews(article, categories);
  // The pages that show it: in an article module, or (a news item) in a news module.
  const users = flatten(menu).filter((p) => p.params.modules.some((m) => (m.relations.type === 'article' && m.relations.id === article.id) || (news && m.relations.type === 'news')));
  return SITE_LOCALES.flatMap((locale) => {
    const own = articleLocalizedPath(article, locale, categories)?.replace(/\/+$/, '');
    const paths = users.map((p) => pagePath(locale, menuPagePath(p, locale)));
    if (own) paths.push(pagePath(locale, own), `/${locale}${INTERNAL_ROUTES.addedContent}${own}`);
    // A news item shows on the news overview.
    if (own && news) paths.push(pagePath(locale, '/news'));
    return paths;
  });
}

const isNews = (article: Article, categories: readonly Category[]) =>
  categories.some((c) => c.id === article.slugParts?.categoryId && c.key === NEWS_CATEGORY_KEY);

export function changedContentPaths(document: ContentDocument, before: ContentData, after: ContentData): ContentPaths {
  if (document === 'site') {
    const { banner: a, ...restBefore } = before.site;
    const { banner: b, ...restAfter } = after.site;
    if (!same(restBefore, restAfter)) return 'all';
    return same(a, b) ? [] : SITE_LOCALES.map((locale) => `/${locale}`);
  }
  // The menu, and the languages (every page's language switch, hreflang and the sitemap), show on every page.
  if (document === 'menu' || document === 'languages') return same(before[document], after[document]) ? [] : 'all';
  const changed: Array<{ article: Article; setting: Setting }> = [];
  if (document === 'categories') {
    // The articles of a changed, added or removed category, at their old and new addresses.
    const ids = categoryChanges(before.categories, after.categories);
    const inChanged = (a: Article) => a.slugParts !== null && (ids.has(a.slugParts.categoryId) || ids.has(a.slugParts.subCategoryId ?? 0));
    for (const article of before.articles.filter(inChanged)) changed.push({ article, setting: before });
    for (const article of after.articles.filter(inChanged)) changed.push({ article, setting: after });
    return pathsOf(changed);
  }
  const old = new Map(before.articles.map((a) => [a.id, a]));
  for (const article of after.articles) {
    const previous = old.get(article.id);
    if (!previous || !same(previous, article)) changed.push({ article, setting: after });
    if (previous && !same(previous, article)) changed.push({ article: previous, setting: before });
    old.delete(article.id);
  }
  for (const removed of old.values()) changed.push({ article: removed, setting: before });
  return pathsOf(changed);
}

/** The ids of the categories added, removed or changed. */
function categoryChanges(before: Category[], after: Category[]): Set<number> {
  const old = new Map(before.map((c) => [c.id, c]));
  const ids = new Set<number>();
  for (const category of after) if (!same(old.get(category.id), category)) ids.add(category.id);
  for (const category of before) if (!after.some((c) => c.id === category.id)) ids.add(category.id);
  return ids;
}

function pathsOf(changed: Array<{ article: Article; setting: Setting }>): ContentPaths {
  if (changed.length === 0) return [];
  const paths = new Set(['/sitemap.xml', ...changed.flatMap(({ article, setting }) => articlePaths(article, setting))]);
  return [...paths].sort();
}
