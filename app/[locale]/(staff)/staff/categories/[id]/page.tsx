import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import { EditorNotices, PublishPanel } from '@/components/editor/publish-panel';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { categoryFields, parentChoices } from '@/lib/content/category-edit';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveCategoryAction } from '@/lib/server/actions/editor-categories';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('categories.title'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One article category: its name and address segment in four languages and its parent; 'new' adds one. */
export default async function CategoryEditor({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const state = await documentState(getDb().db, 'categories');
  const categories = (state.draft ?? state.published).data;
  const category = id === 'new' ? undefined : /^\d{1,9}$/.test(id) ? categories.find((c) => c.id === Number(id)) : undefined;
  if (id !== 'new' && !category) notFound();
  const values = categoryFields(category);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  const title = category ? t('categories.editTitle', { name: category.name[locale] }) : t('categories.newTitle');
  const page = `/${locale}/staff/categories/${id}/`;
  return (
    <EditorFrame locale={locale} staff={staff} section="categories" title={title}>
      <p>
        <a href={`/${locale}/staff/categories/`}>{t('categories.back')}</a>
      </p>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-label={title}>
            <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
              <LocalizedForm
                action={saveCategoryAction.bind(null, locale)}
                page={page}
                hidden={{ baseId: String(state.latestId ?? ''), id: category ? String(category.id) : '' }}
                locales={routing.locales}
                languageNames={languageNames}
                submitLabel={t('save')}
                publishLink={t('editing.toPublish')}
                general={[
                  {
                    name: 'parentId',
                    label: t('categories.parent'),
                    kind: 'select',
                    value: values.parentId,
                    hint: t('categories.parentHint'),
                    options: [
                      { value: '', label: t('categories.noParent') },
                      ...parentChoices(categories, category?.id ?? null).map((c) => ({ value: String(c.id), label: c.name[locale] })),
                    ],
                  },
                ]}
                fields={[
                  { name: 'name', label: t('categories.name'), kind: 'text', values: values.name, required: true },
                  { name: 'segment', label: t('categories.segment'), kind: 'slug', values: values.segment, required: true, hint: t('categories.segmentHint') },
                ]}
              />
            </FormMessages>
          </section>
          {category && (
            <section className={styles.panel} aria-labelledby="category-delete">
              <h2 id="category-delete">{t('categories.delete')}</h2>
              <p className={styles.muted}>{t('categories.deleteLead')}</p>
              <p>
                <a className="button button-outline" href={`${page}delete/`}>
                  {t('categories.delete')}
                </a>
              </p>
            </section>
          )}
        </div>
        <PublishPanel locale={locale} document="categories" hasDraft={state.draft !== null} back={`/categories/${id}/`} previewPaths={{}} sharedLink={notice.link} />
      </div>
    </EditorFrame>
  );
}
