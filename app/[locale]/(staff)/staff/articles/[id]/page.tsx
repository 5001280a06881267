import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import { partName } from '@/components/editor/change-words';
import { PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices, PublishPanel } from '@/components/editor/publish-panel';
import { MediaPicker, MediaPickerSearch, PICKER_SEARCH } from '@/components/editor/media-picker';
import { FormMessages } from '@/components/forms/form-messages';
import { RichTextNotice, textPhotos } from '@/components/editor/rich-text-notice';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { articleFields } from '@/lib/content/article-edit';
import { articleLocalizedPath } from '@/lib/content/articles';
import { languageRule, offeredLanguages } from '@/lib/content/languages';
import { articleLanguages, missingLanguages, shownLanguage } from '@/lib/content/translations';
import { TranslationStatus } from '@/components/editor/translation-status';
import { categoryLabel, categoryTree } from '@/lib/content/categories';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveArticleAction } from '@/lib/server/actions/editor';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import type { ContentPart } from '@/lib/content/parts';
import { partHistory } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('articles.title'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One article in the languages staff write it in: title, introduction, text and address; 'new' writes a new one. */
export default async function ArticleEditor({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { id } = await params;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const state = await documentState(getDb().db, 'articles');
  const categoryState = await documentState(getDb().db, 'categories');
  const categories = (categoryState.draft ?? categoryState.published).data;
  const article = id === 'new' ? undefined : (state.draft ?? state.published).data.find((a) => a.id === Number(id));
  if (id !== 'new' && !article) notFound();
  const values = articleFields(article);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  // Written in the languages staff publish in, at least one (lib/content/translations).
  const languages = article ? articleLanguages(article) : [];
  const rule = languageRule();
  // A preview in each language the article is shown in by the rule.
  const previewPaths = article
    ? Object.fromEntries(
        routing.locales.flatMap((l) => {
          const path = article.route || !shownLanguage(languages, l, rule) ? null : articleLocalizedPath(article, l, categories);
          return path ? [[l, `/preview/${l}${path}`]] : [];
        }),
      )
    : {};
  const title = article ? t('articles.editTitle', { title: article.title[locale] || article.title[languages[0] ?? locale] || article.key }) : t('articles.newTitle');
  const part: ContentPart | null = article ? { document: 'articles', kind: 'article', id: article.id } : null;
  const history = part ? await partHistory(getDb().db, part) : null;
  const name = part ? partName(t, locale, part, article) : '';
  const page = `/${locale}/staff/articles/${id}/`;
  return (
    <EditorFrame locale={locale} staff={staff} section="articles" title={title}>
      <p>
        <a href={`/${locale}/staff/articles/`}>{t('articles.back')}</a>
      </p>
      <EditorNotices locale={locale} notice={notice} />
      <RichTextNotice locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-label={title}>
          <TranslationStatus level={2} locale={locale} languages={languages} offered={offeredLanguages().locales} rule={rule} />
          <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
            <LocalizedForm
              action={saveArticleAction.bind(null, locale)}
              page={page}
              hidden={{ baseId: String(state.latestId ?? ''), id: article ? String(article.id) : '' }}
              locales={routing.locales}
              languageNames={languageNames}
              submitLabel={t('save')}
              publishLink={part ? t('editing.toPublish') : undefined}
              missing={article ? missingLanguages(languages, routing.locales) : []}
              missingLabel={t('translations.missingBadge')}
              general={[
                ...(article?.route
                  ? []
                  : [
                      {
                        name: 'categoryId',
                        label: t('fields.categoryId'),
                        kind: 'select' as const,
                        value: values.categoryId,
                        hint: t('fields.categoryHint'),
                        options: [
                          { value: '', label: t('fields.noCategory') },
                          ...categoryTree(categories).map((c) => ({ value: String(c.id), label: categoryLabel(c, locale, categories) })),
                        ],
                      },
                    ]),
                { name: 'date', label: t('fields.date'), kind: 'date' as const, value: values.date, hint: t('fields.dateHint') },
              ]}
              fields={[
                { name: 'title', label: t('fields.title'), kind: 'text', values: values.title },
                { name: 'intro', label: t('fields.intro'), kind: 'textarea', rows: 3, values: values.intro },
                ...(article?.route
                  ? []
                  : [
                      { name: 'name', label: t('fields.name'), kind: 'slug' as const, values: values.name, hint: t('fields.namePathHint') },
                    ]),
                {
                  name: 'body',
                  label: t('fields.body'),
                  kind: 'richtext',
                  rows: 12,
                  values: values.body,
                  hint: t('fields.bodyHint'),
                  photos: await textPhotos(),
                  mediaPage: `/${locale}/staff/media/`,
                },
                { name: 'imageAlt', label: t('media.photoAlt'), kind: 'text', values: perLanguage((l) => article?.image?.alt[l] ?? '') },
              ]}
              after={
                <MediaPicker
                  locale={locale}
                  name="image"
                  legend={t('media.articlePhoto')}
                  hint={t('media.articlePhotoHint')}
                  chosen={article?.image?.url ?? ''}
                  keep={article?.image?.url ?? null}
                  empty={t('media.noPhoto')}
                  search={notice[PICKER_SEARCH] ?? ''}
                  tooLarge={notice.tooLarge}
                />
              }
            />
          </FormMessages>
          <MediaPickerSearch name="image" page={page} />
        </section>
        {part && (
          <PublishPanel
            locale={locale}
            document="articles"
            part={part}
            partName={name}
            hasDraft={history?.hasDraft ?? false}
            back={`/articles/${id}/`}
            previewPaths={previewPaths}
            sharedLink={notice.link}
          />
        )}
      </div>
      {article && (
        <section className={styles.panel} aria-labelledby="article-delete">
          <h2 id="article-delete">{t('articles.delete')}</h2>
          <p className={styles.muted}>{t('articles.deleteLead')}</p>
          <p>
            <a className="button button-outline" href={`/${locale}/staff/articles/${article.id}/delete/`}>
              {t('articles.delete')}
            </a>
          </p>
        </section>
      )}
      {history && <PartHistoryPanel locale={locale} history={history} name={name} />}
    </EditorFrame>
  );
}
