import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/editor/confirm-delete';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { findPage, pageUrls } from '@/lib/content/page-edit';
import { deletePageAction } from '@/lib/server/actions/editor-pages';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState } from '@/lib/server/content/store';
import { getDb } from '@/lib/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('pages.delete'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Deleting a page asks first: which page at which address, and that the deletion is a draft its history can undo. */
export default async function ConfirmPageDelete({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const state = await documentState(getDb().db, 'menu');
  const page = /^\d{1,9}$/.test(id) ? findPage((state.draft ?? state.published).data, Number(id)) : undefined;
  if (!page) notFound();
  const back = `/${locale}/staff/pages/${page.id}/`;
  return (
    <EditorFrame locale={locale} staff={staff} section="pages" title={t('pages.delete')}>
      <p>
        <a href={back}>{t('pages.backToPage')}</a>
      </p>
      <EditorNotices locale={locale} notice={await noticeOf(searchParams)} />
      <ConfirmDelete
        locale={locale}
        kind="page"
        name={page.params.title[locale] || page.name}
        action={deletePageAction.bind(null, locale)}
        page={`${back}delete/`}
        cancel={back}
        hidden={{ pageId: String(page.id), baseId: String(state.latestId ?? '') }}
      >
        <p className={`${styles.muted} ${styles.code}`}>{pageUrls(page)[locale]}</p>
      </ConfirmDelete>
    </EditorFrame>
  );
}
