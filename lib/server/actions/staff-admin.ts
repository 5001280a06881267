'use server';

/** The admins' staff actions. An editor is refused; nothing changes. */
import 'server-only';
import { redirect } from 'next/navigation';
import { staffAddSchema, staffQueryOf, staffQueryString, staffRemoveSchema, staffRoleSchema, type StaffQuery } from '@/lib/forms/staff-admin';
import { defaultAuthDeps } from '../auth/auth-deps';
import { changeStaffRole, inviteStaff, removeStaff, resetTwoFactor, type StaffChange } from '../auth/staff-admin';
import { getDb } from '../db/client';
import type { EditorFormResult } from './editor';
import { ADMIN_ONLY, invalidForm, postedValues, requireAdmin, staffHome } from './editor-form';

const staffPage = (locale: string) => `${staffHome(locale)}staff/`;
/** Back to the list the admin acted on (its search and page), with what happened. */
const answer = (locale: string, result: StaffChange, done: string, view: StaffQuery): never =>
  redirect(`${staffPage(locale)}${staffQueryString(view, result.ok ? `${done}=${result.id}` : `refused=${result.code}`)}`);
const viewOf = (formData: FormData) => staffQueryOf({ q: formData.get('q'), page: formData.get('page') });

export async function addStaffAction(locale: string, _previous: EditorFormResult | null, formData: FormData): Promise<EditorFormResult> {
  const admin = await requireAdmin(locale, 'add-staff');
  if (!admin) return ADMIN_ONLY;
  const formValues = postedValues(formData);
  delete formValues.password;
  const parsed = staffAddSchema.safeParse(Object.fromEntries(['email', 'name', 'role', 'locale', 'password'].map((k) => [k, formData.get(k) ?? undefined])));
  if (!parsed.success) return invalidForm(parsed.error, formValues);
  const result = await inviteStaff(defaultAuthDeps(), { ...parsed.data, actorId: admin.id });
  if (!result.ok && (result.code === 'PASSWORD_COMMON' || result.code === 'PASSWORD_PERSONAL'))
    return { ok: false, formError: 'Editor.errors.form', fieldErrors: { password: [`Portal.reset.${result.code}`] }, formValues };
  if (!result.ok) return { ok: false, formError: 'Editor.staff.refused.exists', fieldErrors: { email: ['Editor.staff.refused.exists'] }, formValues };
  // The list shows the new member, however many there are.
  return answer(locale, result, parsed.data.password ? 'added' : 'invited', { q: parsed.data.email, page: 1 });
}

export async function changeStaffRoleAction(locale: string, formData: FormData): Promise<void> {
  const admin = await requireAdmin(locale, 'change-staff-role');
  if (!admin) redirect(`${staffPage(locale)}`);
  const parsed = staffRoleSchema.safeParse({ staffId: formData.get('staffId'), role: formData.get('role') });
  if (!parsed.success) redirect(`${staffPage(locale)}?refused=notFound`);
  answer(locale, await changeStaffRole(getDb().db, { actorId: admin.id, ...parsed.data }), 'changed', viewOf(formData));
}

export async function removeStaffAction(locale: string, formData: FormData): Promise<void> {
  const admin = await requireAdmin(locale, 'remove-staff');
  if (!admin) redirect(`${staffPage(locale)}`);
  const parsed = staffRemoveSchema.safeParse({ staffId: formData.get('staffId') });
  if (!parsed.success) redirect(`${staffPage(locale)}?refused=notFound`);
  answer(locale, await removeStaff(getDb().db, { actorId: admin.id, ...parsed.data }), 'removed', viewOf(formData));
}

/** Turns another member's second factor off (a lost phone). */
export async function resetTwoFactorAction(locale: string, formData: FormData): Promise<void> {
  const admin = await requireAdmin(locale, 'reset-two-factor');
  if (!admin) redirect(`${staffPage(locale)}`);
  const parsed = staffRemoveSchema.safeParse({ staffId: formData.get('staffId') });
  if (!parsed.success) redirect(`${staffPage(locale)}?refused=notFound`);
  answer(locale, await resetTwoFactor(getDb().db, { actorId: admin.id, ...parsed.data }), 'twoFactorReset', viewOf(formData));
}
