/**
 * An article category as the editor's form shows it, and the list it saves. The key
 * is made once from the English segment; the address segments are checked by the content rules
 * (lib/content/category-rules) when the draft is saved.
 */
import type { CategoryForm } from '@/lib/forms/staff-categories';
import { perLocale, type PerLocale } from './article-edit';
import type { Category } from './category-schema';

export interface CategoryFields {
  name: PerLocale;
  segment: PerLocale;
  parentId: string;
}

export function categoryFields(category: Category | undefined): CategoryFields {
  return {
    name: perLocale((l) => category?.name[l] ?? ''),
    segment: perLocale((l) => category?.segment[l] ?? ''),
    parentId: category?.parentId === null || category === undefined ? '' : String(category.parentId),
  };
}

export type CategoryEdit =
  | { ok: true; categories: Category[]; category: Category }
  | { ok: false; fieldErrors: Record<string, string[]> };

/** The categories a category may be a sub-category of: the main ones other than itself. */
export function parentChoices(categories: readonly Category[], id: number | null): Category[] {
  return categories.filter((c) => c.parentId === null && c.id !== id);
}

/** The categories with this form's category added or replaced; field errors when it cannot be built. */
export function applyCategoryForm(categories: readonly Category[], form: CategoryForm): CategoryEdit {
  const existing = form.id === '' ? undefined : categories.find((c) => c.id === Number(form.id));
  if (form.id !== '' && !existing) return { ok: false, fieldErrors: { id: ['Editor.errors.notFound'] } };
  const parentId = form.parentId === '' ? null : Number(form.parentId);
  if (parentId !== null && !parentChoices(categories, existing?.id ?? null).some((c) => c.id === parentId)) {
    return { ok: false, fieldErrors: { parentId: ['Editor.errors.choice'] } };
  }
  const id = existing?.id ?? Math.max(0, ...categories.map((c) => c.id)) + 1;
  const keys = new Set(categories.map((c) => c.key));
  const key = existing?.key ?? (keys.has(form.segment.en) ? `${form.segment.en}-${id}` : form.segment.en);
  const category: Category = { id, key, name: { ...form.name }, segment: { ...form.segment }, parentId };
  const next = existing ? categories.map((c) => (c.id === id ? category : c)) : [...categories, category];
  return { ok: true, categories: next, category };
}

/** The categories without this one (the content rules refuse it while articles or sub-categories use it). */
export function removeCategory(categories: readonly Category[], id: number): { ok: true; categories: Category[]; category: Category } | { ok: false } {
  const category = categories.find((c) => c.id === id);
  return category ? { ok: true, categories: categories.filter((c) => c.id !== id), category } : { ok: false };
}
