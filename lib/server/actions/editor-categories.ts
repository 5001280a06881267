'use server';

/**
 * The editor's actions on the article categories: a category's names and address
 * segments, and removing one. Like the other editor actions, each checks the staff session first,
 * saves a draft of the `categories` document and answers a refusal with its message, saving nothing.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { applyCategoryForm, removeCategory } from '@/lib/content/category-edit';
import { nestedFields } from '@/lib/forms/staff';
import { categoryDeleteSchema, categoryFormSchema } from '@/lib/forms/staff-categories';
import { SITE_LOCALES } from '@/lib/locale';
import { getDb } from '../db/client';
import { documentState, saveDraft } from '../content/store';
import type { EditorFormResult } from './editor';
import { invalidForm, postedValues, refused, requireStaff, staffHome } from './editor-form';

const categoriesHome = (locale: string) => `${staffHome(locale)}categories/`;

async function draftCategories() {
  const db = getDb().db;
  const state = await documentState(db, 'categories');
  return { db, categories: (state.draft ?? state.published).data };
}

export async function saveCategoryAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const staff = await requireStaff(locale);
  const formValues = postedValues(formData);
  const parsed = categoryFormSchema.safeParse(nestedFields(formData, { baseId: null, id: null, parentId: null, name: SITE_LOCALES, segment: SITE_LOCALES }));
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  const { db, categories } = await draftCategories();
  const edit = applyCategoryForm(categories, parsed.data);
  if (!edit.ok) return { ok: false, formError: 'Editor.errors.form', fieldErrors: edit.fieldErrors, formValues };
  const note = `${parsed.data.id === '' ? '+' : ''}${edit.category.key}`;
  const result = await saveDraft(db, { document: 'categories', data: edit.categories, authorId: staff.id, note, baseId: parsed.data.baseId });
  if (!result.ok) return refused(result, formValues);
  redirect(`${categoriesHome(locale)}${edit.category.id}/?saved=${result.versionId}`);
}

/**
 * Removes a category, once confirmed on its confirmation page (a post without `confirm=yes` goes
 * there); the store refuses it while an article or a sub-category uses it.
 */
export async function deleteCategoryAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const parsed = categoryDeleteSchema.safeParse(nestedFields(formData, { baseId: null, id: null }));
  if (!parsed.success) redirect(categoriesHome(locale));
  const back = `${categoriesHome(locale)}${parsed.data.id}/`;
  if (formData.get('confirm') !== 'yes') redirect(`${back}delete/`);
  const { db, categories } = await draftCategories();
  const edit = removeCategory(categories, Number(parsed.data.id));
  if (!edit.ok) redirect(categoriesHome(locale));
  const result = await saveDraft(db, { document: 'categories', data: edit.categories, authorId: staff.id, note: `-${edit.category.key}`, baseId: parsed.data.baseId });
  if (!result.ok) redirect(`${back}?${new URLSearchParams({ error: result.problem.code, detail: JSON.stringify(result.problem.values) })}`);
  redirect(`${categoriesHome(locale)}?saved=${result.versionId}`);
}
