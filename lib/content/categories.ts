import type { SiteLocale } from '@/lib/locale';
import { categoriesFile, type Category } from './category-schema';
import { categoryProblem } from './category-rules';
import { overlayOf } from './published';
import { readContentFile } from './read-json';

let cached: Category[] | undefined;

function describeCategory(raw: unknown, index: number): string {
  const record = raw as { id?: unknown; key?: unknown } | null;
  return [typeof record?.id === 'number' ? `category id ${record.id}` : `index ${index}`, typeof record?.key === 'string' ? `(key '${record.key}')` : '']
    .filter(Boolean)
    .join(' ');
}

/** The committed data/article-categories.json, validated: the embedded default. */
export function embeddedCategories(): Category[] {
  cached ??= loadCategories();
  return cached;
}

function loadCategories(): Category[] {
  const categories = readContentFile('data/article-categories.json', categoriesFile, describeCategory);
  const problem = categoryProblem(categories);
  if (problem) throw new Error(`data/article-categories.json: ${problem.code}: ${JSON.stringify(problem.values)}`);
  return categories;
}

/** Every article category as staff published them, else data/article-categories.json. */
export function getCategories(): Category[] {
  return overlayOf('categories') ?? embeddedCategories();
}

/** A category's name for a list: 'Our services', or 'Our services › Rental' for a sub-category. */
export function categoryLabel(category: Category, locale: SiteLocale, categories: readonly Category[]): string {
  const parent = category.parentId === null ? undefined : categories.find((c) => c.id === category.parentId);
  return parent ? `${parent.name[locale]} › ${category.name[locale]}` : category.name[locale];
}

/** The categories in list order: each top-level one (by id) followed by its sub-categories. */
export function categoryTree(categories: readonly Category[]): Category[] {
  const byId = (a: Category, b: Category) => a.id - b.id;
  return categories
    .filter((c) => c.parentId === null)
    .sort(byId)
    .flatMap((top) => [top, ...categories.filter((c) => c.parentId === top.id).sort(byId)]);
}

/** The address a category's articles start with in a language: '/nos-services/', '/nos-services/location/'. */
export function categoryPath(category: Category, locale: SiteLocale, categories: readonly Category[]): string {
  const parent = category.parentId === null ? undefined : categories.find((c) => c.id === category.parentId);
  return `/${[parent?.segment[locale], category.segment[locale]].filter(Boolean).join('/')}/`;
}
