/**
 * What the editor's server actions share: the staff check, and the answers a refused
 * form gets back. Not an action module itself ('use server' files export only actions).
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { adminOrRefused } from '../auth/admin-only';
import { currentStaff } from '../auth/current-staff';
import type { SessionStaff } from '../auth/sessions';
import type { StoreResult } from '../content/store';
import type { EditorFormResult } from './editor';

export const localeOf = (value: string): SiteLocale => (isSiteLocale(value) ? value : 'nl');
export const staffHome = (locale: string) => `/${localeOf(locale)}/staff/`;

/** The signed-in staff member; without one, the login page. */
export async function requireStaff(locale: string): Promise<SessionStaff> {
  const staff = await currentStaff();
  if (!staff) redirect(`/${localeOf(locale)}/staff/login/`);
  return staff;
}

/** The signed-in admin; null for an editor (the caller refuses; the refusal of `action` is logged), the login page for nobody. */
export async function requireAdmin(locale: string, action: string): Promise<SessionStaff | null> {
  return adminOrRefused(await requireStaff(locale), action);
}

export const ADMIN_ONLY: EditorFormResult = { ok: false, formError: 'Editor.errors.adminOnly', fieldErrors: {} };

export function refused(result: Extract<StoreResult, { ok: false }>, formValues: Record<string, string>): EditorFormResult {
  const { code, values } = result.problem;
  return { ok: false, formError: `Editor.errors.${code}`, values, fieldErrors: {}, formValues };
}

/** The posted strings, to put back in the form after a refusal. */
export function postedValues(formData: unknown): Record<string, string> {
  if (!(formData instanceof FormData)) return {};
  return Object.fromEntries([...formData.entries()].filter(([k, v]) => typeof v === 'string' && !k.startsWith('$')) as Array<[string, string]>);
}

export function invalidForm(error: z.ZodError, formValues: Record<string, string>): EditorFormResult {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.')] ??= [issue.message];
  return { ok: false, formError: 'Editor.errors.form', fieldErrors, formValues };
}
