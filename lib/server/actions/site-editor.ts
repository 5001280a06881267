'use server';

/**
 * The editor's actions on the site document (issue 19): footer and top bar (staff), settings
 * (admins only). Each save is a draft of the whole `site` document, published from the same
 * screen; a refused form saves nothing.
 */
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { applyFooterForm, applySettingsForm, applyTopBarForm, tagKindsAllowed, type SiteEdit } from '@/lib/content/site-edit';
import { embeddedSiteConfig } from '@/lib/content/site';
import { tagSettingsFrom } from '@/lib/consent/tag-settings';
import type { SiteConfig } from '@/lib/content/site-schema';
import { formTree } from '@/lib/forms/form-tree';
import { footerFormSchema, settingsFormSchema, topBarFormSchema } from '@/lib/forms/site-edit';
import type { SessionStaff } from '../auth/sessions';
import { getDb } from '../db/client';
import { documentState, saveDraft } from '../content/store';
import type { EditorFormResult } from './editor';
import { ADMIN_ONLY, invalidForm, postedValues, refused, requireAdmin, requireStaff, staffHome } from './editor-form';

type SiteForm<S extends z.ZodType<{ baseId: number | null }>> = {
  schema: S;
  apply: (site: SiteConfig, form: z.output<S>) => SiteEdit;
  /** The screen under /{locale}/staff/, and the note of the version. */
  screen: string;
};

async function saveSite<S extends z.ZodType<{ baseId: number | null }>>(
  locale: string,
  staff: SessionStaff,
  formData: FormData,
  { schema, apply, screen }: SiteForm<S>,
): Promise<EditorFormResult> {
  const formValues = postedValues(formData);
  const parsed = schema.safeParse(formTree(formData));
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  const db = getDb().db;
  const state = await documentState(db, 'site');
  const edit = apply((state.draft ?? state.published).data, parsed.data);
  if (!edit.ok) return { ok: false, formError: 'Editor.errors.form', fieldErrors: edit.fieldErrors, formValues };
  const result = await saveDraft(db, { document: 'site', data: edit.site, authorId: staff.id, note: screen, baseId: parsed.data.baseId });
  if (!result.ok) return refused(result, formValues);
  redirect(`${staffHome(locale)}${screen}/?saved=${result.versionId}`);
}

export async function saveFooterAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  return saveSite(locale, await requireStaff(locale), formData, { schema: footerFormSchema, apply: applyFooterForm, screen: 'footer' });
}

export async function saveTopBarAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  return saveSite(locale, await requireStaff(locale), formData, { schema: topBarFormSchema, apply: applyTopBarForm, screen: 'top-bar' });
}

export async function saveSettingsAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const admin = await requireAdmin(locale);
  if (!admin) return ADMIN_ONLY;
  // What the build's policy allows: the committed settings with the TAG_* of this process (a
  // deployment gives npm start the build's TAG_*, see README).
  const allowed = tagKindsAllowed(tagSettingsFrom(embeddedSiteConfig().siteInfo, process.env));
  return saveSite(locale, admin, formData, { schema: settingsFormSchema, apply: (site, form) => applySettingsForm(site, form, allowed), screen: 'settings' });
}
