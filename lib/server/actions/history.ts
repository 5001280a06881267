'use server';

/**
 * The editor's actions on one part of the content (lib/content/parts): publish it alone, restore
 * an earlier version of it as a draft (after its comparison page, which is the confirmation), and
 * delete an article (after its confirmation page). Like every editor action, each checks the staff
 * session first and answers a refusal with its message, changing nothing.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { parsePartKey, partScreen } from '@/lib/content/parts';
import { getDb } from '../db/client';
import { documentState, publishPart, restorePart, saveDraft } from '../content/store';
import { syncPublishedContent } from '../content/watcher';
import { revalidatePagePaths } from '../revalidate-paths';
import { requireStaff, staffHome } from './editor-form';

/** Where to go back to: a path under /{locale}/staff/ ('/pages/', '/banner/'), else the part's own screen. */
const backTo = (locale: string, value: unknown, fallback: string) => {
  const path = typeof value === 'string' && /^\/(?:[a-z0-9-]+\/)*$/.test(value) ? value : fallback;
  return `${staffHome(locale)}${path.replace(/^\//, '')}`;
};

const refusedUrl = (back: string, problem: { code: string; values: Record<string, string> }) =>
  `${back}?${new URLSearchParams({ error: problem.code, detail: JSON.stringify(problem.values) })}`;

const idOf = (value: FormDataEntryValue | null): number | null =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;

/** Publishes one part: the banner, the footer, one page, one article. */
export async function publishPartAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const part = parsePartKey(formData.get('part'));
  const back = backTo(locale, formData.get('back'), part ? partScreen(part) : '/');
  if (!part) redirect(back);
  const result = await publishPart(getDb().db, { part, staffId: staff.id, role: staff.role });
  if (!result.ok) redirect(refusedUrl(back, result.problem));
  revalidatePagePaths(await syncPublishedContent(getDb().db));
  redirect(`${back}?published=${result.versionId}`);
}

/**
 * Restores one part of an earlier version as a draft; posted from the version's comparison page
 * with the draft it was compared with (`baseId`): a draft saved since is not overwritten unseen.
 */
export async function restorePartAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const part = parsePartKey(formData.get('part'));
  const version = idOf(formData.get('version'));
  if (!part || version === null) redirect(staffHome(locale));
  const base = formData.get('baseId');
  const baseId = base === '' ? null : idOf(base);
  const here = `${staffHome(locale)}history/${formData.get('part')}/${version}/`;
  const result = await restorePart(getDb().db, {
    part,
    versionId: version,
    staffId: staff.id,
    role: staff.role,
    baseId: baseId ?? null,
  });
  // Not in that version: 'nothing to publish' would not say why.
  if (!result.ok)
    redirect(
      refusedUrl(
        here,
        result.problem.code === 'notFound'
          ? { code: 'restoreNotFound', values: {} }
          : result.problem,
      ),
    );
  redirect(`${backTo(locale, partScreen(part), '/')}?restored=${result.versionId}`);
}

/**
 * Deletes an article from the draft, once confirmed on its confirmation page (a post without the
 * confirmation goes there). The store refuses an article a page still shows.
 */
export async function deleteArticleAction(locale: string, formData: FormData): Promise<void> {
  const staff = await requireStaff(locale);
  const id = idOf(formData.get('id'));
  if (id === null) redirect(`${staffHome(locale)}articles/`);
  const confirmPage = `${staffHome(locale)}articles/${id}/delete/`;
  if (formData.get('confirm') !== 'yes') redirect(confirmPage);
  const db = getDb().db;
  const state = await documentState(db, 'articles');
  const articles = (state.draft ?? state.published).data;
  const article = articles.find((a) => a.id === id);
  if (!article) redirect(`${staffHome(locale)}articles/`);
  const baseId = idOf(formData.get('baseId'));
  const result = await saveDraft(db, {
    document: 'articles',
    data: articles.filter((a) => a.id !== id),
    authorId: staff.id,
    note: `-${article.key}`,
    baseId,
  });
  if (!result.ok) redirect(refusedUrl(confirmPage, result.problem));
  redirect(`${staffHome(locale)}articles/?saved=${result.versionId}`);
}
