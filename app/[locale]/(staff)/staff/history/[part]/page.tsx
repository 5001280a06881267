import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminOnly } from '@/components/editor/admin-only';
import { partName, partSection } from '@/components/editor/change-words';
import { EditorFrame } from '@/components/editor/editor-frame';
import { PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { isAdminPart, parsePartKey, partScreen } from '@/lib/content/parts';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { partHistory } from '@/lib/server/content/history';
import { getDb } from '@/lib/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('history.title'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ part: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One part's history on a page of its own: for a page or an article deleted since, the way back. */
export default async function PartHistoryScreen({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const part = parsePartKey((await params).part);
  if (!part) notFound();
  if (isAdminPart(part) && staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const history = await partHistory(getDb().db, part);
  const last = history.draft ?? history.published ?? history.entries.find((e) => e.after !== undefined)?.after ?? history.entries[0]?.before;
  if (last === undefined && history.entries.length === 0) notFound();
  const name = partName(t, locale, part, last);
  return (
    <EditorFrame locale={locale} staff={staff} section={partSection(part)} title={t('compare.history', { name })}>
      {history.draft !== undefined && (
        <p>
          <a href={`/${locale}/staff${partScreen(part)}`}>{t('compare.back', { name })}</a>
        </p>
      )}
      <EditorNotices locale={locale} notice={await noticeOf(searchParams)} />
      <PartHistoryPanel locale={locale} history={history} name={name} />
    </EditorFrame>
  );
}
