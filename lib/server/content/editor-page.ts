/** What every editor page needs first: its language, and the staff member (else the login page). */
import 'server-only';
import { redirect } from 'next/navigation';
import { currentLocale } from '@/i18n/current-locale';
import type { SiteLocale } from '@/lib/locale';
import { currentStaff } from '../auth/current-staff';
import type { SessionStaff } from '../auth/sessions';

export async function editorPage(): Promise<{ locale: SiteLocale; staff: SessionStaff }> {
  const locale = await currentLocale();
  const staff = await currentStaff();
  if (!staff) redirect(`/${locale}/staff/login/`);
  return { locale, staff };
}

/** The query of an editor page, strings only. */
export async function noticeOf(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<Record<string, string>> {
  const query = await searchParams;
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export const EDITOR_METADATA = { robots: { index: false, follow: false } } as const;
