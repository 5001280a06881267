'use server';

/**
 * The sync screen's actions, admins only: sync now, and accept a held sync (run it again
 * past the shrink guard). Both start the sync in the background and answer on the sync screen; an
 * editor is refused and nothing starts.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { acceptShrinkSchema } from '@/lib/forms/staff-sync';
import { startStaffSync, type StaffSyncStart } from '../crm/staff-sync';
import { loadSyncOverview } from '../crm/sync-overview';
import { getDb } from '../db/client';
import { requireAdmin, staffHome } from './editor-form';

function answer(locale: string, notice: string): never {
  redirect(`${staffHome(locale)}sync/?${notice}`);
}

const noticeOf = (start: StaffSyncStart, done: 'started' | 'accepting') => (start === 'started' ? `done=${done}` : `refused=${start}`);

export async function syncNowAction(locale: string): Promise<void> {
  const admin = await requireAdmin(locale, 'crm-sync-now');
  if (!admin) answer(locale, 'refused=adminOnly');
  answer(locale, noticeOf(await startStaffSync({ db: getDb().db, staffId: admin.id, acceptShrink: false }), 'started'));
}

/** Accepts the held run the admin saw (`runId`), only while it is still the last finished run. */
export async function acceptShrinkAction(locale: string, formData: FormData): Promise<void> {
  const admin = await requireAdmin(locale, 'crm-accept-shrink');
  if (!admin) answer(locale, 'refused=adminOnly');
  const parsed = acceptShrinkSchema.safeParse({ runId: formData.get('runId') ?? undefined, confirm: formData.get('confirm') ?? undefined });
  if (!parsed.success) answer(locale, `refused=${parsed.error.issues.some((issue) => issue.path[0] === 'confirm') ? 'confirm' : 'stale'}`);
  const db = getDb().db;
  const { alert } = (await loadSyncOverview(db, 2)).state;
  if (alert?.status !== 'held' || alert.runId !== parsed.data.runId) answer(locale, 'refused=stale');
  answer(locale, noticeOf(await startStaffSync({ db, staffId: admin.id, acceptShrink: true }), 'accepting'));
}
