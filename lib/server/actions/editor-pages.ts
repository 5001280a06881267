'use server';

/**
 * The editor's actions on the page tree: a page's fields, deleting a page, its modules.
 * Like lib/server/actions/editor, each checks the staff session first, saves a draft of the
 * `menu` document and answers a refusal with its message and nothing saved.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { moduleRelations } from '@/lib/content/module-relations';
import { applyModuleForm, orderModules } from '@/lib/content/page-module-edit';
import { applyPageForm, checkAddress, findPage, removePage, type AddressCheck, type PageEdit } from '@/lib/content/page-edit';
import { orderPageTree } from '@/lib/content/page-order';
import { sameContent } from '@/lib/content/parts';
import { parseOrderForm } from '@/lib/forms/staff-order';
import { nestedFields } from '@/lib/forms/staff';
import { moduleFormSchema, pageDeleteSchema, PAGE_METADATA_FIELDS, pageFormSchema } from '@/lib/forms/staff-pages';
import { perLanguage, SITE_LOCALES, isSiteLocale } from '@/lib/locale';
import { currentStaff } from '../auth/current-staff';
import { getDb } from '../db/client';
import { draftContent, saveDraft, type StoreResult } from '../content/store';
import { pickedImage, pickerRefusal } from '../media/picked-image';
import type { EditorFormResult } from './editor';

const pagesHome = (locale: string) => `/${isSiteLocale(locale) ? locale : 'nl'}/staff/pages/`;

async function staffId(locale: string): Promise<number> {
  const staff = await currentStaff();
  if (!staff) redirect(`${pagesHome(locale).replace(/pages\/$/, '')}login/`);
  return staff.id;
}

/** What a refused page or module form gets back, with the posted strings to put back in the fields. */
function refusal(formData: FormData, refused: { error?: z.ZodError; edit?: Extract<PageEdit, { ok: false }>; store?: Extract<StoreResult, { ok: false }> }): EditorFormResult {
  const formValues = Object.fromEntries([...formData.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('$')));
  const fieldErrors: Record<string, string[]> = { ...refused.edit?.fieldErrors };
  for (const issue of refused.error?.issues ?? []) fieldErrors[issue.path.join('.')] ??= [issue.message];
  const problem = refused.edit?.problem ?? refused.store?.problem;
  if (problem?.code === 'pathCollision') fieldErrors[refused.edit?.field ?? 'path'] = [refused.edit?.field ? 'Editor.pages.errors.addressTaken' : 'Editor.pages.errors.pathTaken'];
  return { ok: false, formError: problem ? `Editor.errors.${problem.code}` : 'Editor.errors.form', values: problem?.values, fieldErrors, formValues };
}

const PAGE_GROUPS = Object.fromEntries(
  [
    ['baseId', null],
    ['id', null],
    ['name', null],
    ['path', null],
    ['parentId', null],
    ['sort', null],
    ['status', null],
    ['showInMenu', null],
    ['redirectUrl', null],
    ['title', SITE_LOCALES],
    ['description', SITE_LOCALES],
    ['localizedPath', SITE_LOCALES],
    ...PAGE_METADATA_FIELDS.map((field) => [field, SITE_LOCALES]),
  ] as Array<[string, readonly string[] | null]>,
);

export async function savePageAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const authorId = await staffId(locale);
  const parsed = pageFormSchema.safeParse(nestedFields(formData, PAGE_GROUPS));
  if (!parsed.success) return refusal(formData, { error: parsed.error });
  const db = getDb().db;
  const content = await draftContent(db);
  const edit = applyPageForm(content.menu, content.articles, parsed.data, new Date());
  if (!edit.ok) return refusal(formData, { edit });
  const note = `${parsed.data.id === '' ? '+' : ''}${edit.page.path}`;
  const result = await saveDraft(db, { document: 'menu', data: edit.menu, authorId, note, baseId: parsed.data.baseId });
  if (!result.ok) return refusal(formData, { store: result });
  redirect(`${pagesHome(locale)}${edit.page.id}/?saved=${result.versionId}`);
}

export async function saveModuleAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const authorId = await staffId(locale);
  const db = getDb().db;
  const content = await draftContent(db);
  const existing = findPage(content.menu, Number(formData.get('pageId')))?.params.modules.find((m) => String(m.id) === formData.get('moduleId'));
  const alt = perLanguage((l) => String(formData.get(`imageAlt.${l}`) ?? '').trim().slice(0, 300));
  // The picker's photo (an upload from inside it is stored first, and stays chosen after a refusal).
  const picked = await pickedImage(formData, { field: 'imageUrl', keep: existing?.image?.url ?? null, locale: isSiteLocale(locale) ? locale : 'nl', staffId: authorId, alt });
  if (!picked.ok) return pickerRefusal('imageUrl', picked, refusal(formData, {}).formValues ?? {});
  formData.set('imageUrl', picked.url);
  const groups = { baseId: null, pageId: null, moduleId: null, relation: null, title: SITE_LOCALES, description: SITE_LOCALES, imageAlt: SITE_LOCALES };
  const single = ['layout', 'view', 'backgroundType', 'colorBackground', 'colorBackgroundUsed', 'imageUrl', 'numberItemOfRow', 'maxItems'];
  const parsed = moduleFormSchema.safeParse(nestedFields(formData, { ...groups, ...Object.fromEntries(single.map((name) => [name, null])) }));
  if (!parsed.success) return refusal(formData, { error: parsed.error });
  const edit = applyModuleForm(content.menu, parsed.data, moduleRelations(content).ids, new Date());
  if (!edit.ok) return refusal(formData, { edit });
  const note = `${edit.page.path} ${parsed.data.moduleId === '' ? '+' : ''}${parsed.data.relation}`;
  const result = await saveDraft(db, { document: 'menu', data: edit.menu, authorId, note, baseId: parsed.data.baseId });
  if (!result.ok) return refusal(formData, { store: result });
  redirect(`${pagesHome(locale)}${edit.page.id}/?saved=${result.versionId}#modules`);
}

/**
 * Whether an address is free for a page (`pageId` empty for a new one) in a language: asked by the
 * address field while staff type (components/editor/address-field). The save checks it again.
 */
export async function checkAddressAction(input: { pageId: string; locale: string; address: string }): Promise<AddressCheck> {
  if (!(await currentStaff())) return { state: 'invalid' };
  if (!isSiteLocale(input.locale) || typeof input.address !== 'string' || input.address.length > 200 || !/^\d{0,9}$/.test(input.pageId)) return { state: 'invalid' };
  const content = await draftContent(getDb().db);
  return checkAddress(content.menu, content.articles, input.address, input.pageId === '' ? null : Number(input.pageId), input.locale);
}

/** Where a refused button sends the editor back to: the message and its details in the query. */
const refusedAt = (back: string, problem: { code: string; values?: Record<string, string> }) =>
  `${back}?${new URLSearchParams({ error: problem.code, detail: JSON.stringify(problem.values ?? {}) })}`;

/**
 * Saves the order of a page's modules: the positions typed or dragged (duplicates and gaps become
 * 1..n), or one module's up, down or remove button.
 */
export async function orderModulesAction(locale: string, formData: FormData): Promise<void> {
  const authorId = await staffId(locale);
  const { baseId, pageId, positions, move } = parseOrderForm(formData);
  if (pageId === null || baseId === undefined) redirect(pagesHome(locale));
  const back = `${pagesHome(locale)}${pageId}/`;
  const db = getDb().db;
  const menu = (await draftContent(db)).menu;
  const edit = orderModules(menu, pageId, positions, move, new Date());
  if (!edit.ok) redirect(refusedAt(back, edit.problem ?? { code: 'stale' }));
  // The same order again ('Save order' without a change): nothing to save.
  if (sameContent(edit.page.params.modules, findPage(edit.menu, pageId)?.params.modules)) redirect(`${back}#modules`);
  const note = `${edit.page.path} ${move ? `${move.step} ${move.id}` : 'order'}`;
  const result = await saveDraft(db, { document: 'menu', data: edit.menu, authorId, note, baseId });
  if (!result.ok) redirect(refusedAt(back, result.problem));
  redirect(`${back}?saved=${result.versionId}#modules`);
}

/** Saves the order of the page tree: the positions typed or dragged per parent, or one page's up or down button. */
export async function orderPagesAction(locale: string, formData: FormData): Promise<void> {
  const authorId = await staffId(locale);
  const { baseId, positions, move } = parseOrderForm(formData);
  if (baseId === undefined || move?.step === 'remove') redirect(pagesHome(locale));
  const db = getDb().db;
  const menu = (await draftContent(db)).menu;
  const ordered = orderPageTree(menu, positions, move ? { id: move.id, step: move.step } : null);
  if (sameContent(ordered, menu)) redirect(`${pagesHome(locale)}#pages-tree`);
  const result = await saveDraft(db, { document: 'menu', data: ordered, authorId, note: move ? `${move.step} ${move.id}` : 'order', baseId });
  if (!result.ok) redirect(refusedAt(pagesHome(locale), result.problem));
  redirect(`${pagesHome(locale)}?saved=${result.versionId}#pages-tree`);
}

/**
 * Deletes a page without sub-pages that no site link uses (the store checks the links), once
 * confirmed on its confirmation page (a post without `confirm=yes` goes there).
 */
export async function deletePageAction(locale: string, formData: FormData): Promise<void> {
  const authorId = await staffId(locale);
  const parsed = pageDeleteSchema.safeParse(nestedFields(formData, { baseId: null, pageId: null }));
  if (!parsed.success) redirect(pagesHome(locale));
  const back = `${pagesHome(locale)}${parsed.data.pageId}/delete/`;
  if (formData.get('confirm') !== 'yes') redirect(back);
  const db = getDb().db;
  const edit = removePage((await draftContent(db)).menu, Number(parsed.data.pageId));
  if (!edit.ok) redirect(refusedAt(back, edit.problem ?? { code: 'stale' }));
  const result = await saveDraft(db, { document: 'menu', data: edit.menu, authorId, note: `-${edit.page.path}`, baseId: parsed.data.baseId });
  if (!result.ok) redirect(refusedAt(back, result.problem));
  redirect(`${pagesHome(locale)}?saved=${result.versionId}`);
}
