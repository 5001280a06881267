import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/editor/confirm-delete';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { articleLocalizedPath } from '@/lib/content/articles';
import { deleteArticleAction } from '@/lib/server/actions/history';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState } from '@/lib/server/content/store';
import { getDb } from '@/lib/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('articles.delete'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Deleting an article asks first: which article, and that the deletion is a draft its history can undo. */
export default async function ConfirmArticleDelete({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'articles');
  const article = /^\d{1,9}$/.test(id) ? (state.draft ?? state.published).data.find((a) => a.id === Number(id)) : undefined;
  if (!article) notFound();
  const categories = await documentState(db, 'categories');
  const path = article.route ?? articleLocalizedPath(article, locale, (categories.draft ?? categories.published).data);
  const back = `/${locale}/staff/articles/${article.id}/`;
  const name = article.title[locale] || article.key;
  return (
    <EditorFrame locale={locale} staff={staff} section="articles" title={t('articles.delete')}>
      <p>
        <a href={`/${locale}/staff/articles/`}>{t('articles.back')}</a>
      </p>
      <EditorNotices locale={locale} notice={await noticeOf(searchParams)} />
      <ConfirmDelete
        locale={locale}
        kind="article"
        name={name}
        action={deleteArticleAction.bind(null, locale)}
        page={`${back}delete/`}
        cancel={back}
        hidden={{ id: String(article.id), baseId: String(state.latestId ?? '') }}
      >
        {path && <p className={`${styles.muted} ${styles.code}`}>{article.route ? path : `/${locale}${path}`}</p>}
      </ConfirmDelete>
    </EditorFrame>
  );
}
