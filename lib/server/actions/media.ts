'use server';

/**
 * The media library's actions: upload (checked by lib/server/media/image-check, nothing stored on
 * a refusal, which is said in words), alt texts, delete (refused while the content uses the
 * image). The screens that choose a photo do it in their own form (lib/server/media/picked-image).
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { routing } from '@/i18n/routing';
import { mediaAltFormSchema, uploadIdSchema } from '@/lib/forms/media';
import { nestedFields } from '@/lib/forms/staff';
import { refusalMessage } from '@/lib/media/upload-limits';
import { SITE_LOCALES, isSiteLocale, type SiteLocale } from '@/lib/locale';
import { currentStaff } from '../auth/current-staff';
import type { SessionStaff } from '../auth/sessions';
import { getDb } from '../db/client';
import { checkUploadedFile } from '../media/image-check';
import { deleteUpload, insertUpload, updateUploadAlt } from '../media/media-store';
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
  if (!image.ok) {
    const { key, values } = refusalMessage(image, session.locale);
    return { ...refusal(`Editor.media.errors.${key}`, formValues), values, fieldErrors: { file: [`Editor.media.errors.${key}`] } };
  }
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
