'use server';

/**
 * The editor's image actions: upload (checked by lib/server/media/image-check, nothing
 * stored on a refusal), alt texts, delete (refused while the content uses the image), and the
 * image of the home banner or of an article, saved as a draft like every other edit.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { routing } from '@/i18n/routing';
import { chosenImageSchema, mediaAltFormSchema, uploadIdSchema } from '@/lib/forms/media';
import { nestedFields } from '@/lib/forms/staff';
import { chosenImageAlt, type AltText } from '@/lib/media/image-alt';
import { SITE_LOCALES, isSiteLocale, type SiteLocale } from '@/lib/locale';
import { currentStaff } from '../auth/current-staff';
import type { SessionStaff } from '../auth/sessions';
import { documentState, saveDraft } from '../content/store';
import { getDb } from '../db/client';
import { checkUploadedFile } from '../media/image-check';
import { deleteUpload, insertUpload, listUploads, updateUploadAlt } from '../media/media-store';
import type { EditorFormResult } from './editor';

const mediaHome = (locale: SiteLocale) => `/${locale}/staff/media/`;

async function staffOrLogin(locale: string): Promise<{ staff: SessionStaff; locale: SiteLocale }> {
  const site = isSiteLocale(locale) ? locale : routing.defaultLocale;
  const staff = await currentStaff();
  if (!staff) redirect(`/${site}/staff/login/`);
  return { staff, locale: site };
}

/** The strings of the alt fields as posted, to put back in the form after a refusal. */
function altValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(SITE_LOCALES.map((l) => [`alt.${l}`, String(formData.get(`alt.${l}`) ?? '')]));
}

function refusal(formError: string, formValues: Record<string, string>, error?: z.ZodError): EditorFormResult {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error?.issues ?? []) fieldErrors[issue.path.join('.')] ??= [issue.message];
  return { ok: false, formError, fieldErrors, formValues };
}

const altOf = (formData: FormData) => mediaAltFormSchema.safeParse(nestedFields(formData, { alt: SITE_LOCALES }));

export async function uploadImageAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const session = await staffOrLogin(locale);
  const formValues = altValues(formData);
  const alt = altOf(formData);
  const file = formData.get('file');
  if (!alt.success) {
    // The descriptions are refused before the file is looked at (nothing stored): a browser cannot put a chosen file back.
    const refused = refusal('Editor.errors.form', formValues, alt.error);
    return file instanceof File && file.size > 0 ? { ...refused, fieldErrors: { ...refused.fieldErrors, file: ['Editor.media.errors.chooseAgain'] } } : refused;
  }
  const image = await checkUploadedFile(file);
  if (!image.ok) return { ...refusal(`Editor.media.errors.${image.error}`, formValues), fieldErrors: { file: [`Editor.media.errors.${image.error}`] } };
  const upload = await insertUpload(getDb().db, image, {
    originalName: file instanceof File ? file.name : '',
    alt: alt.data.alt,
    staffId: session.staff.id,
  });
  redirect(`${mediaHome(session.locale)}?uploaded=${upload.id}`);
}

export async function saveImageAltAction(locale: string, id: number, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const session = await staffOrLogin(locale);
  const formValues = altValues(formData);
  const alt = altOf(formData);
  if (!alt.success) return refusal('Editor.errors.form', formValues, alt.error);
  if (!(await updateUploadAlt(getDb().db, id, alt.data.alt))) return refusal('Editor.media.errors.notFound', formValues);
  redirect(`${mediaHome(session.locale)}${id}/?altSaved=1`);
}

/** Deletes an image once confirmed on its confirmation page (a post without `confirm=yes` goes there). */
export async function deleteImageAction(locale: string, formData: FormData): Promise<void> {
  const session = await staffOrLogin(locale);
  const id = uploadIdSchema.safeParse(formData.get('id'));
  if (!id.success) redirect(mediaHome(session.locale));
  if (formData.get('confirm') !== 'yes') redirect(`${mediaHome(session.locale)}${id.data}/delete/`);
  const result = await deleteUpload(getDb().db, id.data, session.staff.id);
  if (result.ok) redirect(`${mediaHome(session.locale)}?deleted=${id.data}`);
  if (result.usedBy === null) redirect(mediaHome(session.locale));
  redirect(`${mediaHome(session.locale)}${id.data}/?inUse=${result.usedBy.join(',')}`);
}

/** The upload a picker chose ('' for none); a URL that names no upload is refused. */
async function chosenUpload(formData: FormData) {
  const url = chosenImageSchema.safeParse(formData.get('image') ?? '');
  if (!url.success) return { ok: false as const };
  if (url.data === '') return { ok: true as const, upload: null };
  const upload = (await listUploads(getDb().db)).find((u) => u.url === url.data);
  return upload ? { ok: true as const, upload } : { ok: false as const };
}

const baseIdOf = (formData: FormData) => {
  const value = String(formData.get('baseId') ?? '');
  return /^\d{1,18}$/.test(value) ? Number(value) : null;
};

const storeRefusal = (problem: { code: string; values: Record<string, string> }, formValues: Record<string, string>): EditorFormResult => ({
  ...refusal(`Editor.errors.${problem.code}`, formValues),
  values: problem.values,
});

export async function saveArticleImageAction(locale: string, articleId: number, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const session = await staffOrLogin(locale);
  const formValues = { ...altValues(formData), image: String(formData.get('image') ?? '') };
  const chosen = await chosenUpload(formData);
  if (!chosen.ok) return { ...refusal('Editor.media.errors.unknownImage', formValues), fieldErrors: { image: ['Editor.media.errors.unknownImage'] } };
  const posted = Object.fromEntries(SITE_LOCALES.map((l) => [l, String(formData.get(`alt.${l}`) ?? '').slice(0, 300)])) as AltText;
  const db = getDb().db;
  const state = await documentState(db, 'articles');
  const articles = (state.draft ?? state.published).data;
  const article = articles.find((a) => a.id === articleId);
  if (!article) return storeRefusal({ code: 'notFound', values: {} }, formValues);
  const image = chosen.upload ? { url: chosen.upload.url, alt: chosenImageAlt(posted, article.image, chosen.upload, routing.defaultLocale) } : null;
  const data = articles.map((a) => (a.id === articleId ? { ...a, image } : a));
  const result = await saveDraft(db, { document: 'articles', data, authorId: session.staff.id, note: `${article.key}: image`, baseId: baseIdOf(formData) });
  if (!result.ok) return storeRefusal(result.problem, formValues);
  redirect(`/${session.locale}/staff/articles/${articleId}/?saved=${result.versionId}`);
}

export async function saveBannerImageAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const session = await staffOrLogin(locale);
  const formValues = { image: String(formData.get('image') ?? '') };
  const chosen = await chosenUpload(formData);
  // The banner always has a photo: 'none' is not a choice there.
  if (!chosen.ok || !chosen.upload) return { ...refusal('Editor.media.errors.unknownImage', formValues), fieldErrors: { image: ['Editor.media.errors.unknownImage'] } };
  const db = getDb().db;
  const state = await documentState(db, 'site');
  const site = (state.draft ?? state.published).data;
  const data = { ...site, banner: { ...site.banner, image: { ...site.banner.image, url: chosen.upload.url } } };
  const result = await saveDraft(db, { document: 'site', data, authorId: session.staff.id, note: 'banner image', baseId: baseIdOf(formData) });
  if (!result.ok) return storeRefusal(result.problem, formValues);
  redirect(`/${session.locale}/staff/banner/?saved=${result.versionId}`);
}
