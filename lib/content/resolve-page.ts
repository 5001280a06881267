import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';
import { routesWhere } from '@/lib/routes/registry';
import { articleLocalizedPath, getArticles } from './articles';
import type { Article } from './article-schema';
import { getCategories } from './categories';
import type { Category } from './category-schema';
import { languageRule } from './languages';
import { flattenMenu, getMenu, publishedMenu } from './menu';
import { menuPagePath } from './menu-page-paths';
import { showsDrafts } from './published';
import type { MenuPage } from './menu-schema';
import { articleShownLanguage, pageShownLanguage, type LanguageRule } from './translations';

/** `language`: the language of the texts shown (the page's own, or the fallback's: lib/content/translations). */
export type ContentPage = { kind: 'menu'; page: MenuPage; language: SiteLocale } | { kind: 'article'; article: Article; language: SiteLocale };

/** Paths served by their own route folders, not by the catch-all, though the page tree has them (the projects and news lists). */
const OWN_ROUTES = new Set<string>(routesWhere((r) => r.renders === 'folder'));

/**
 * What the catch-all shows at a path (after next-intl has turned localized route-table paths
 * into internal ones): a published page of the page tree at its path in this language (any page
 * of it in a preview), an article with a route-table path, or an article at its slug-rule path in
 * this language. Content not written in this language is there only as the language rule says
 * (lib/content/translations).
 */
export function resolveContentPage(slug: readonly string[], locale: SiteLocale, rule: LanguageRule = languageRule()): ContentPage | undefined {
  const path = `/${slug.join('/')}`;
  const at = (pages: MenuPage[]) => pages.find((p) => menuPagePath(p, locale) === path);
  // A preview also shows a page staff have not published (its status), so they can see it first.
  const page = at(flattenMenu()) ?? (showsDrafts() ? at(flattenMenu(getMenu())) : undefined);
  if (page) {
    const language = pageShownLanguage(page, locale, rule);
    return language ? { kind: 'menu', page, language } : undefined;
  }
  const article = getArticles().find(
    (a) => (a.route !== null && a.route === path) || articleLocalizedPath(a, locale) === `${path}/`,
  );
  const language = article ? articleShownLanguage(article, locale, rule) : null;
  return article && language ? { kind: 'article', article, language } : undefined;
}

/**
 * Every catch-all path of a language, as slug segments, for static generation: of the content the
 * site shows now, or of the given content (the committed JSON, which is what the build prerendered).
 * An article or page not written in the language is left out unless the rule shows it there.
 */
export function contentSlugs(
  locale: SiteLocale,
  content: { menu: MenuPage[]; articles: Article[]; categories: Category[]; rule?: LanguageRule } = { menu: getMenu(), articles: getArticles(), categories: getCategories() },
): string[][] {
  const rule = content.rule ?? languageRule();
  const menuPaths = flattenMenu(publishedMenu(content.menu))
    .filter((p) => pageShownLanguage(p, locale, rule) !== null)
    .map((p) => menuPagePath(p, locale))
    .filter((p) => !OWN_ROUTES.has(p));
  const articlePaths = content.articles.flatMap((a) => {
    if (articleShownLanguage(a, locale, rule) === null) return [];
    if (a.route) return isStaticPathname(a.route) ? [a.route] : [];
    const path = articleLocalizedPath(a, locale, content.categories);
    return path ? [path] : [];
  });
  return [...new Set([...menuPaths, ...articlePaths])].map((p) => p.split('/').filter(Boolean));
}

