import type { SiteLocale } from '@/lib/locale';
import { articlePath } from '@/lib/slug';
import { articlesFile, type Article } from './article-schema';
import { getCategories } from './categories';
import type { Category } from './category-schema';
import { articleProblem } from './content-rules';
import { overlayOf } from './published';
import { readContentFile } from './read-json';
import { writtenLanguages } from './translations';

let cached: Article[] | undefined;

/** Names a raw record in an error message by its id and key, whichever it has. */
function describeArticle(raw: unknown, index: number): string {
  const record = raw as { id?: unknown; key?: unknown } | null;
  const parts = [
    typeof record?.id === 'number' ? `article id ${record.id}` : `index ${index}`,
    typeof record?.key === 'string' ? `(key '${record.key}')` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Every article of data/articles.json, validated (the embedded default). A broken file throws a message naming the file,
 * the record (id and key) and the field, e.g. "data/articles.json: article id 40 (key 'services-sale'): title.de: …".
 */
export function embeddedArticles(): Article[] {
  cached ??= loadArticles();
  return cached;
}

/** Every article as staff published them, else data/articles.json. */
export function getArticles(): Article[] {
  return overlayOf('articles') ?? embeddedArticles();
}

function loadArticles(): Article[] {
  const articles = readContentFile('data/articles.json', articlesFile, describeArticle);
  const problem = articleProblem(articles);
  if (problem?.code === 'duplicate') throw new Error(`data/articles.json: article ${problem.values.name} appears twice`);
  if (problem) throw new Error(`data/articles.json: article '${problem.values.name}': has both route and slugParts`);
  return articles;
}

/** The article with this id (a page module's relation id), if any. */
export function getArticle(id: number): Article | undefined {
  return getArticles().find((a) => a.id === id);
}

/** The article with this stable key ('privacy-statement'), if any. */
export function getArticleByKey(key: string): Article | undefined {
  return getArticles().find((a) => a.key === key);
}

/**
 * Where an article has its own page in a language:
 * - a `route` article: the internal route-table path as-is ('/privacy-statement'); the caller localizes it;
 * - a `slugParts` article: its category's segment, its sub-category's, and its name by the slug rule
 *   of SPEC §2.1 in that language, with a trailing slash ('/nos-services/gestion-locative/'); a
 *   language it has no name in takes the first name it has in the site's order, so its address
 *   there does not depend on the language rule (lib/content/translations), which decides whether
 *   anything is shown at it;
 * - otherwise null: the article only appears inside page modules (or its category is gone, which
 *   the content rules refuse).
 * `categories`: the published ones (or this request's drafts) unless given.
 */
export function articleLocalizedPath(article: Article, locale: SiteLocale, categories: readonly Category[] = getCategories()): string | null {
  if (article.route) return article.route;
  if (!article.slugParts) return null;
  const { categoryId, subCategoryId, name } = article.slugParts;
  const category = categories.find((c) => c.id === categoryId);
  const sub = subCategoryId === null ? null : categories.find((c) => c.id === subCategoryId);
  if (!category || sub === undefined) return null;
  const own = name[locale]?.trim() ? name[locale] : name[writtenLanguages(name)[0] ?? locale];
  return articlePath(category.segment[locale], sub?.segment[locale], own ?? '');
}

/**
 * The language-neutral key of an article's own page: for a `slugParts` article its English slug
 * path without the trailing slash ('/our-services/rental-management'); for a `route` article its
 * route; null for an article that lives only inside modules.
 */
export function articleInternalPath(article: Article, categories: readonly Category[] = getCategories()): string | null {
  if (article.route) return article.route;
  const path = articleLocalizedPath(article, 'en', categories);
  return path === null ? null : path.replace(/\/+$/, '') || '/';
}
