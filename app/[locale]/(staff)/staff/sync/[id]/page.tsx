import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import { SyncNotes } from '@/components/editor/sync-notes';
import { SyncRunFigures } from '@/components/editor/sync-run-figures';
import { SyncRunningNote } from '@/components/editor/sync-running-note';
import { SyncUnseenFields } from '@/components/editor/sync-unseen-fields';
import { currentLocale } from '@/i18n/current-locale';
import { getProperty } from '@/lib/catalogue';
import { staffDateTime } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { syncLeaseHeld } from '@/lib/server/crm/sync-lease';
import { notesQueryOf, notesView, type NoteGroup } from '@/lib/server/crm/sync-notes-view';
import { staffNames } from '@/lib/server/crm/sync-overview';
import { runById } from '@/lib/server/crm/sync-runs';
import { withStoppedRuns } from '@/lib/server/crm/sync-state-line';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('sync.title'), ...EDITOR_METADATA };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The public page of each property of `groups` that the site shows now. */
function propertyPaths(locale: SiteLocale, groups: readonly NoteGroup[]): Map<number, string> {
  const paths = new Map<number, string>();
  for (const { subject, id } of groups) {
    const property = subject === 'property' && id !== null ? getProperty(locale, id) : undefined;
    if (property) paths.set(property.ID, canonicalPropertyPath(property, locale));
  }
  return paths;
}

/** One sync: its figures, why it was held or failed, the fields no property had, and what it left out. */
export default async function SyncRunScreen({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const db = getDb().db;
  const found = /^\d{1,15}$/.test(id) ? await runById(db, Number(id)) : null;
  if (!found) notFound();
  const run =
    withStoppedRuns([found], found.status !== 'running' || (await syncLeaseHeld(db)))[0] ?? found;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const query = notesQueryOf(await noticeOf(searchParams));
  const view = notesView(run.notes ?? [], query);
  const back = `/${locale}/staff/sync/`;
  return (
    <EditorFrame
      locale={locale}
      staff={staff}
      section="sync"
      title={t('sync.run.title', { when: staffDateTime(locale).format(run.startedAt) })}
    >
      <p>
        <a href={back}>{t('sync.run.back')}</a>
      </p>
      <SyncRunFigures locale={locale} run={run} names={await staffNames(db, [run.staffId])} />
      {(run.unseenFields?.length ?? 0) > 0 && (
        <SyncUnseenFields locale={locale} fields={run.unseenFields!} />
      )}
      {run.status === 'running' && <SyncRunningNote locale={locale} startedAt={run.startedAt} />}
      {/* A failed or running run has no notes to show: it read nothing to the end. */}
      {run.notes && (
        <SyncNotes
          locale={locale}
          view={view}
          query={query}
          page={`${back}${run.id}/`}
          kept={run.notes.length}
          made={run.counts?.notes ?? run.notes.length}
          propertyPaths={propertyPaths(locale, view.groups)}
        />
      )}
    </EditorFrame>
  );
}
