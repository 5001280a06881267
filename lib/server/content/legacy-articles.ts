/**
 * Versions of `articles` saved before categories were a document of their own carry
 * each article's category as text per language (`slugParts.category`, `subCategory`). They are
 * read as the committed category with the same segments in every language; an article whose
 * category is not among them keeps its text but loses its own address (it stays in its pages),
 * rather than make the whole document unreadable.
 */
import 'server-only';
import { embeddedCategories } from '@/lib/content/categories';
import type { Category } from '@/lib/content/category-schema';
import { SITE_LOCALES } from '@/lib/locale';
import { slugify } from '@/lib/slug';

type LegacyParts = { category?: Record<string, string>; subCategory?: Record<string, string> | null; name?: unknown };

function categoryFor(text: Record<string, string>, parentId: number | null, categories: readonly Category[]): Category | undefined {
  return categories.find((c) => c.parentId === parentId && SITE_LOCALES.every((l) => c.segment[l] === slugify(text[l] ?? '')));
}

function upgradeParts(parts: LegacyParts, categories: readonly Category[]) {
  const category = parts.category ? categoryFor(parts.category, null, categories) : undefined;
  const sub = parts.subCategory && category ? categoryFor(parts.subCategory, category.id, categories) : null;
  if (!category || sub === undefined) return null;
  return { categoryId: category.id, subCategoryId: sub?.id ?? null, name: parts.name };
}

/** Stored articles, with legacy article categories turned into category ids. */
export function upgradeLegacyArticles(data: unknown, categories: readonly Category[] = embeddedCategories()): unknown {
  if (!Array.isArray(data)) return data;
  return data.map((article: unknown) => {
    const parts = (article as { slugParts?: unknown } | null)?.slugParts;
    if (!parts || typeof parts !== 'object' || !('category' in parts)) return article;
    return { ...(article as object), slugParts: upgradeParts(parts as LegacyParts, categories) };
  });
}
