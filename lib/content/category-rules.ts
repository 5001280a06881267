/**
 * What the article categories must respect beyond their schema, part of the content
 * rules every save and publish runs (lib/content/content-rules): unique ids and keys, one level
 * of sub-categories, no two segments alike at one level in a language, every article's category
 * there, and no category removed that an article or a sub-category still uses. Pure.
 */
import { SITE_LOCALES } from '@/lib/locale';
import type { Article } from './article-schema';
import type { Category } from './category-schema';

export const CATEGORY_ERRORS = ['categoryInUse', 'categoryHasChildren', 'categoryParent', 'segmentTaken', 'articleCategory'] as const;
export type CategoryProblemCode = (typeof CATEGORY_ERRORS)[number];
/** The values these refusals' messages take besides `name` (empty until filled in). */
export const CATEGORY_DETAILS = { article: '', child: '', segment: '', language: '', other: '' };
type Problem = { code: 'duplicate' | CategoryProblemCode; values: Record<string, string> };

/** The list on its own: ids and keys once, a parent that is a top-level category, segments unique per level and language. */
export function categoryProblem(categories: readonly Category[]): Problem | null {
  const seen = new Set<string>();
  for (const category of categories)
    for (const name of [`category id ${category.id}`, `category key '${category.key}'`]) {
      if (seen.has(name)) return { code: 'duplicate', values: { name } };
      seen.add(name);
    }
  for (const category of categories) {
    if (category.parentId === null) continue;
    const parent = categories.find((c) => c.id === category.parentId);
    if (!parent || parent.id === category.id || parent.parentId !== null) return { code: 'categoryParent', values: { name: category.key } };
  }
  for (const locale of SITE_LOCALES) {
    const taken = new Map<string, Category>();
    for (const category of categories) {
      const place = `${category.parentId ?? 0}/${category.segment[locale]}`;
      const other = taken.get(place);
      if (other) return { code: 'segmentTaken', values: { segment: category.segment[locale], language: locale, name: category.key, other: other.key } };
      taken.set(place, category);
    }
  }
  return null;
}

/**
 * A category removed while an article or a sub-category still uses it is refused; so is an
 * article whose category is not there, or whose sub-category is not one of its category.
 */
export function categoryUseProblem(before: readonly Category[], after: readonly Category[], articles: readonly Article[]): Problem | null {
  const kept = new Map(after.map((c) => [c.id, c]));
  for (const removed of before.filter((c) => !kept.has(c.id))) {
    const child = after.find((c) => c.parentId === removed.id);
    if (child) return { code: 'categoryHasChildren', values: { name: removed.key, child: child.key } };
    const user = articles.find((a) => a.slugParts?.categoryId === removed.id || a.slugParts?.subCategoryId === removed.id);
    if (user) return { code: 'categoryInUse', values: { name: removed.key, article: user.key } };
  }
  for (const article of articles) {
    if (!article.slugParts) continue;
    const { categoryId, subCategoryId } = article.slugParts;
    const category = kept.get(categoryId);
    const sub = subCategoryId === null ? null : kept.get(subCategoryId);
    if (!category || category.parentId !== null || sub === undefined || (sub && sub.parentId !== category.id))
      return { code: 'articleCategory', values: { article: article.key } };
  }
  return null;
}

/** How many articles use each category (as category or sub-category), by id. */
export function articlesPerCategory(articles: readonly Article[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const article of articles)
    for (const id of [article.slugParts?.categoryId, article.slugParts?.subCategoryId])
      if (typeof id === 'number') counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
