import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/editor/confirm-delete';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { categoryPath } from '@/lib/content/categories';
import { deleteCategoryAction } from '@/lib/server/actions/editor-categories';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState } from '@/lib/server/content/store';
import { getDb } from '@/lib/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('categories.delete'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Removing a category asks first, like the other deletes: which category, its address, and that it becomes a draft. */
export default async function ConfirmCategoryDelete({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const state = await documentState(getDb().db, 'categories');
  const categories = (state.draft ?? state.published).data;
  const category = /^\d{1,9}$/.test(id) ? categories.find((c) => c.id === Number(id)) : undefined;
  if (!category) notFound();
  const back = `/${locale}/staff/categories/${category.id}/`;
  return (
    <EditorFrame locale={locale} staff={staff} section="categories" title={t('categories.delete')}>
      <p>
        <a href={`/${locale}/staff/categories/`}>{t('categories.back')}</a>
      </p>
      <EditorNotices locale={locale} notice={await noticeOf(searchParams)} />
      <ConfirmDelete
        locale={locale}
        kind="category"
        name={category.name[locale] || category.key}
        action={deleteCategoryAction.bind(null, locale)}
        page={`${back}delete/`}
        cancel={back}
        hidden={{ id: String(category.id), baseId: String(state.latestId ?? '') }}
      >
        <p className={`${styles.muted} ${styles.code}`}>{`/${locale}${categoryPath(category, locale, categories)}`}</p>
      </ConfirmDelete>
    </EditorFrame>
  );
}
