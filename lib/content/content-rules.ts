/**
 * What a content change must respect beyond its schema: unique articles, paths that
 * collide with nothing, nothing deleted that a page still uses. Pure: the store refuses a change
 * for the first problem found, and saves nothing.
 */
import { locales as builtLocales } from '@/i18n/languages';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { dynamicRouteFor, internalPathFor } from '@/lib/proxy/route-index';
import { articleLocalizedPath } from './articles';
import { menuPagePath } from './menu-page-paths';
import type { Article } from './article-schema';
import { categoryProblem, categoryUseProblem, type CategoryProblemCode } from './category-rules';
import type { Category } from './category-schema';
import { DOCUMENT_SCHEMAS, type ContentData, type ContentDocument } from './documents';
import type { LanguageSetting } from './language-schema';
import type { MenuPage } from './menu-schema';

/** A refusal: `code` is a message key under Editor.errors, `values` fill it in. */
export type ContentProblem = {
  code: 'schema' | 'duplicate' | 'pathCollision' | 'inUse' | 'routeAndSlug' | 'languageNotBuilt' | CategoryProblemCode;
  values: Record<string, string>;
};

const flatten = (pages: MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);

/** The first schema error of a document, with the field it is in. */
export function schemaProblem<D extends ContentDocument>(document: D, data: unknown): ContentProblem | null {
  const result = DOCUMENT_SCHEMAS[document].safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { code: 'schema', values: { field: issue.path.join('.') || document, message: issue.message } };
}

/** Ids and keys appear once; an article is reached by a route or by slug parts, not both. */
export function articleProblem(articles: readonly Article[]): ContentProblem | null {
  const seen = new Set<string>();
  for (const article of articles) {
    for (const name of [`id ${article.id}`, `key '${article.key}'`]) {
      if (seen.has(name)) return { code: 'duplicate', values: { name } };
      seen.add(name);
    }
    if (article.route && article.slugParts) return { code: 'routeAndSlug', values: { name: article.key } };
  }
  return null;
}

/** A path ('/over-ons', no trailing slash) that a page of the route table or one of its dynamic routes answers, in any spelling. */
export function isRoutePath(tail: string): boolean {
  return tail === '/' || internalPathFor(`${tail}/`) !== undefined || dynamicRouteFor(`${tail}/`) !== undefined;
}

/**
 * Two published pages of the page tree may not share a path in a language (their internal path,
 * or their own address there), nor may an article's own path in a language be the path of a
 * published page in that language (the catch-all would show only one of them).
 */
export function menuPathProblem(menu: readonly MenuPage[], articles: readonly Article[], categories: readonly Category[]): ContentProblem | null {
  const published = flatten([...menu]).filter((p) => p.status === 'Published');
  for (const locale of SITE_LOCALES) {
    const pages = new Map<string, string>();
    for (const page of published) {
      const path = menuPagePath(page, locale);
      // An internal path collides in every language: shown as it is; an address in a language with it.
      if (pages.has(path)) return { code: 'pathCollision', values: { path: path === page.path ? path : `/${locale}${path}/`, name: page.name } };
      pages.set(path, page.name);
    }
    for (const article of articles) {
      const path = article.slugParts ? articleLocalizedPath(article, locale, categories)?.replace(/\/+$/, '') : undefined;
      const page = path ? pages.get(path) : undefined;
      if (page) return { code: 'pathCollision', values: { path: `/${locale}${path}/`, name: page } };
    }
  }
  return null;
}

/**
 * An article's own path in a language may not be the path of another article, nor any spelling of
 * a page of the route table (which includes every page of the page tree) or of its dynamic routes.
 */
export function pathProblem(articles: readonly Article[], categories: readonly Category[]): ContentProblem | null {
  for (const locale of SITE_LOCALES) {
    const seen = new Map<string, string>();
    for (const article of articles) {
      if (!article.slugParts) continue;
      const path = articleLocalizedPath(article, locale, categories);
      if (!path) continue;
      const tail = path.replace(/\/+$/, '') || '/';
      const other = seen.get(tail);
      const taken = other ?? (isRoutePath(tail) ? 'route' : null);
      if (taken) return { code: 'pathCollision', values: { path: `/${locale}${path}`, name: article.key } };
      seen.set(tail, article.key);
    }
  }
  return null;
}

/** An article a page module shows, or a page with sub-pages or links to it, may not be deleted. */
export function inUseProblem(before: ContentData, after: ContentData): ContentProblem | null {
  const kept = new Set(after.articles.map((a) => a.id));
  const pages = flatten(after.menu);
  for (const article of before.articles) {
    if (kept.has(article.id)) continue;
    const user = pages.find((p) => p.params.modules.some((m) => m.relations.type === 'article' && m.relations.id === article.id));
    if (user) return { code: 'inUse', values: { name: article.key, page: user.name } };
  }
  const keptPages = new Set(pages.map((p) => p.id));
  const links = [...after.site.topBar.left, ...after.site.topBar.right].map((item) => item.link).concat(after.site.footer.links);
  for (const page of flatten(before.menu)) {
    if (keptPages.has(page.id)) continue;
    const child = page.childMenus.find((c) => keptPages.has(c.id));
    if (child) return { code: 'inUse', values: { name: page.name, page: child.name } };
    const link = links.find((l) => l.replace(/\/+$/, '') === page.path);
    if (link) return { code: 'inUse', values: { name: page.name, page: link } };
  }
  return null;
}

/**
 * A language may be offered only when the build has its pages (the routes are prerendered per
 * language from the committed data/languages.json): offering another needs a new build.
 */
export function languageProblem(setting: LanguageSetting, built: readonly SiteLocale[] = builtLocales): ContentProblem | null {
  const missing = setting.languages.find((l) => l.use && !built.includes(l.code));
  return missing ? { code: 'languageNotBuilt', values: { language: missing.code } } : null;
}

/** Every rule, for the whole content after a change to `changed`; null when it may be saved. */
export function contentProblem(before: ContentData, after: ContentData, changed: ContentDocument): ContentProblem | null {
  return (
    schemaProblem(changed, after[changed]) ??
    articleProblem(after.articles) ??
    categoryUseProblem(before.categories, after.categories, after.articles) ??
    categoryProblem(after.categories) ??
    pathProblem(after.articles, after.categories) ??
    menuPathProblem(after.menu, after.articles, after.categories) ??
    inUseProblem(before, after) ??
    languageProblem(after.languages)
  );
}

