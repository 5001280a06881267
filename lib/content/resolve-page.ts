import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';
import { routesWhere } from '@/lib/routes/registry';
import { articleLocalizedPath, getArticles } from './articles';
import type { Article } from './article-schema';
import { getCategories } from './categories';
import type { Category } from './category-schema';
import { flattenMenu, getMenu, publishedMenu } from './menu';
import { menuPagePath } from './menu-page-paths';
import { showsDrafts } from './published';
import type { MenuPage } from './menu-schema';

export type ContentPage = { kind: 'menu'; page: MenuPage } | { kind: 'article'; article: Article };

/** Paths served by their own route folders, not by the catch-all, though the page tree has them (the projects and news lists). */
const OWN_ROUTES = new Set<string>(routesWhere((r) => r.renders === 'folder'));

/**
 * What the catch-all shows at a path (after next-intl has turned localized route-table paths
 * into internal ones): a published page of the page tree at its path in this language (any page
 * of it in a preview), an article with a route-table path, or an article at its slug-rule path in
 * this language.
 */
export function resolveContentPage(slug: readonly string[], locale: SiteLocale): ContentPage | undefined {
  const path = `/${slug.join('/')}`;
  const at = (pages: MenuPage[]) => pages.find((p) => menuPagePath(p, locale) === path);
  // A preview also shows a page staff have not published (its status), so they can see it first.
  const page = at(flattenMenu()) ?? (showsDrafts() ? at(flattenMenu(getMenu())) : undefined);
  if (page) return { kind: 'menu', page };
  const article = getArticles().find(
    (a) => (a.route !== null && a.route === path) || articleLocalizedPath(a, locale) === `${path}/`,
  );
  return article ? { kind: 'article', article } : undefined;
}

/**
 * Every catch-all path of a language, as slug segments, for static generation: of the content the
 * site shows now, or of the given content (the committed JSON, which is what the build prerendered).
 */
export function contentSlugs(
  locale: SiteLocale,
  content: { menu: MenuPage[]; articles: Article[]; categories: Category[] } = { menu: getMenu(), articles: getArticles(), categories: getCategories() },
): string[][] {
  const menuPaths = flattenMenu(publishedMenu(content.menu))
    .map((p) => menuPagePath(p, locale))
    .filter((p) => !OWN_ROUTES.has(p));
  const articlePaths = content.articles.flatMap((a) => {
    if (a.route) return isStaticPathname(a.route) ? [a.route] : [];
    const path = articleLocalizedPath(a, locale, content.categories);
    return path ? [path] : [];
  });
  return [...new Set([...menuPaths, ...articlePaths])].map((p) => p.split('/').filter(Boolean));
}

