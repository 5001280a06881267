/**
 * The photo a media picker (components/editor/media-picker) posted: a file uploaded from inside
 * the picker (checked, stored in the library, then chosen), else the library photo chosen, else
 * nothing. A refusal comes with its message in words (lib/media/upload-limits).
 */
import 'server-only';
import { refresh } from 'next/cache';
import { chosenImageSchema } from '@/lib/forms/media';
import type { AltText } from '@/lib/media/image-alt';
import { refusalMessage } from '@/lib/media/upload-limits';
import { perLanguage, type SiteLocale } from '@/lib/locale';
import type { EditorFormResult } from '../actions/editor';
import { getDb } from '../db/client';
import { checkUploadedFile } from './image-check';
import { insertUpload, listUploads, type UploadSummary } from './media-store';

export type PickedImage =
  /** `url` '' when nothing is chosen; `upload` the library photo when the choice is one. */
  | { ok: true; url: string; upload: UploadSummary | null }
  | { ok: false; formError: string; values: Record<string, string>; fromFile: boolean };

/** The name of the file input of the picker posting `field` (the radio choice). */
export const pickerFileField = (field: string) => `${field}File`;

export async function pickedImage(
  formData: FormData,
  { field, keep, locale, staffId, alt }: { field: string; keep: string | null; locale: SiteLocale; staffId: number; alt?: AltText },
): Promise<PickedImage> {
  const file = formData.get(pickerFileField(field));
  const db = getDb().db;
  if (file instanceof File && file.size > 0) {
    const image = await checkUploadedFile(file);
    if (!image.ok) {
      const { key, values } = refusalMessage(image, locale);
      return { ok: false, formError: `Editor.media.errors.${key}`, values, fromFile: true };
    }
    const upload = await insertUpload(db, image, { originalName: file.name, alt: alt ?? perLanguage(() => ''), staffId });
    // Listed at once by the picker, even when the rest of the form is refused and the page stays.
    refresh();
    return { ok: true, url: upload.url, upload };
  }
  const chosen = chosenOrKept(formData.get(field), keep);
  if (chosen === null) return { ok: false, formError: 'Editor.media.errors.unknownImage', values: {}, fromFile: false };
  if (chosen === '' || chosen === keep) return { ok: true, url: chosen, upload: null };
  const upload = (await listUploads(db)).find((u) => u.url === chosen);
  return upload ? { ok: true, url: upload.url, upload } : { ok: false, formError: 'Editor.media.errors.unknownImage', values: {}, fromFile: false };
}

/** The form's answer to a refused picker: its message at the top and beside the field, the rest kept. */
export function pickerRefusal(field: string, picked: Extract<PickedImage, { ok: false }>, formValues: Record<string, string>): EditorFormResult {
  return {
    ok: false,
    formError: picked.formError,
    values: picked.values,
    fieldErrors: { [picked.fromFile ? pickerFileField(field) : field]: [picked.formError] },
    formValues,
  };
}

/** The posted choice when it is an upload's address, the kept current photo or '' ; else null. */
function chosenOrKept(value: FormDataEntryValue | null, keep: string | null): string | null {
  const text = typeof value === 'string' ? value : '';
  if (keep !== null && text === keep) return text;
  const parsed = chosenImageSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
