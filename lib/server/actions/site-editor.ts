'use server';

/**
 * The editor's actions on the site document: footer and top bar (staff), settings
 * (admins only); and on the languages document (admins only). Each save is a draft of the whole `site` document, published from the same
 * screen; a refused form saves nothing.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { applyFooterForm, applySettingsForm, applyTopBarForm, tagKindsAllowed, type SiteEdit } from '@/lib/content/site-edit';
import { embeddedSiteConfig } from '@/lib/content/site';
import type { ContentData } from '@/lib/content/documents';
import { applyLanguagesForm } from '@/lib/content/languages-edit';
import { locales as builtLocales } from '@/i18n/languages';
import { tagSettingsFrom } from '@/lib/consent/tag-settings';
import type { SiteConfig } from '@/lib/content/site-schema';
import { formTree } from '@/lib/forms/form-tree';
import { footerFormSchema, languagesFormSchema, settingsFormSchema, topBarFormSchema } from '@/lib/forms/site-edit';
import type { SessionStaff } from '../auth/sessions';
import { pickedImage, pickerRefusal } from '../media/picked-image';
import { getDb } from '../db/client';
import { documentState, saveDraft } from '../content/store';
import type { EditorFormResult } from './editor';
import { ADMIN_ONLY, invalidForm, localeOf, postedValues, refused, requireAdmin, requireStaff, staffHome } from './editor-form';

type Edit<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string[]> };

type DocumentForm<D extends 'site' | 'languages', S extends z.ZodType<{ baseId: number | null }>> = {
  document: D;
  schema: S;
  apply: (current: ContentData[D], form: z.output<S>) => Edit<ContentData[D]>;
  /** The screen under /{locale}/staff/, and the note of the version. */
  screen: string;
};

async function saveDocumentForm<D extends 'site' | 'languages', S extends z.ZodType<{ baseId: number | null }>>(
  locale: string,
  staff: SessionStaff,
  formData: FormData,
  { document, schema, apply, screen }: DocumentForm<D, S>,
): Promise<EditorFormResult> {
  const formValues = postedValues(formData);
  const parsed = schema.safeParse(formTree(formData));
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  const db = getDb().db;
  const state = await documentState(db, document);
  const edit = apply((state.draft ?? state.published).data, parsed.data);
  if (!edit.ok) return { ok: false, formError: 'Editor.errors.form', fieldErrors: edit.fieldErrors, formValues };
  const result = await saveDraft(db, { document, data: edit.data, authorId: staff.id, note: screen, baseId: parsed.data.baseId });
  if (!result.ok) return refused(result, formValues);
  redirect(`${staffHome(locale)}${screen}/?saved=${result.versionId}`);
}

/** A form of the site document: its edit function returns the new site. */
function siteForm<S extends z.ZodType<{ baseId: number | null }>>(schema: S, apply: (site: SiteConfig, form: z.output<S>) => SiteEdit, screen: string): DocumentForm<'site', S> {
  const applySite = (site: SiteConfig, form: z.output<S>): Edit<SiteConfig> => {
    const edit = apply(site, form);
    return edit.ok ? { ok: true, data: edit.site } : edit;
  };
  return { document: 'site', schema, screen, apply: applySite };
}

export async function saveFooterAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  return saveDocumentForm(locale, await requireStaff(locale), formData, siteForm(footerFormSchema, applyFooterForm, 'footer'));
}

export async function saveTopBarAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  return saveDocumentForm(locale, await requireStaff(locale), formData, siteForm(topBarFormSchema, applyTopBarForm, 'top-bar'));
}

export async function saveSettingsAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const admin = await requireAdmin(locale, 'save-site-settings');
  if (!admin) return ADMIN_ONLY;
  // What the build's policy allows: the committed settings with the TAG_* of this process (a
  // deployment gives npm start the build's TAG_*, see docs/operations.md).
  const allowed = tagKindsAllowed(tagSettingsFrom(embeddedSiteConfig().siteInfo, process.env));
  // The logo comes from the media picker: a library photo, one uploaded from the picker, or the current one.
  const state = await documentState(getDb().db, 'site');
  const current = (state.draft ?? state.published).data.theme.logo;
  const picked = await pickedImage(formData, { field: 'logoUrl', keep: current.url, locale: localeOf(locale), staffId: admin.id });
  if (!picked.ok) return pickerRefusal('logoUrl', picked, postedValues(formData));
  formData.set('logoUrl', picked.url || current.url);
  const upload = picked.upload;
  const apply = (site: SiteConfig, form: z.output<typeof settingsFormSchema>): SiteEdit => {
    const edit = applySettingsForm(site, form, allowed);
    // A new logo brings its own proportions (the header draws it at its width and height).
    return edit.ok && upload ? { ...edit, site: { ...edit.site, theme: { ...edit.site.theme, logo: { url: upload.url, width: upload.width, height: upload.height } } } } : edit;
  };
  return saveDocumentForm(locale, admin, formData, siteForm(settingsFormSchema, apply, 'settings'));
}

/** The languages offered and the default (admins only): a draft of the `languages` document. */
export async function saveLanguagesAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const admin = await requireAdmin(locale, 'save-languages');
  if (!admin) return ADMIN_ONLY;
  return saveDocumentForm(locale, admin, formData, {
    document: 'languages',
    schema: languagesFormSchema,
    apply: (_setting, form) => {
      const edit = applyLanguagesForm(form, builtLocales);
      return edit.ok ? { ok: true, data: edit.setting } : edit;
    },
    screen: 'languages',
  });
}
