import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { DeletedPanel, PendingPanel } from '@/components/editor/history-panel';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { articleLocalizedPath } from '@/lib/content/articles';
import { offeredLanguages } from '@/lib/content/languages';
import { articleLanguages } from '@/lib/content/translations';
import { MissingLanguages } from '@/components/editor/translation-status';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { deletedParts, pendingParts } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('articles.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every article (drafts included) with its address in the editor's language and the languages it misses; what waits to be published, article by article; deleted articles. */
export default async function ArticlesEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'articles');
  const articles = [...(state.draft ?? state.published).data].sort((a, b) => b.id - a.id);
  const categoryState = await documentState(db, 'categories');
  const categories = (categoryState.draft ?? categoryState.published).data;
  const offered = offeredLanguages().locales;
  return (
    <EditorFrame locale={locale} staff={staff} section="articles" title={t('articles.title')} lead={t('articles.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="articles-list">
          <div className={styles.inline}>
            <h2 id="articles-list">{t('articles.title')}</h2>
            <a className="button button-accent" href={`/${locale}/staff/articles/new/`}>
              {t('articles.new')}
            </a>
          </div>
          <ul className={styles.list}>
            {articles.map((article) => {
              const path = articleLocalizedPath(article, locale, categories);
              const languages = articleLanguages(article);
              return (
                <li key={article.id} data-article={article.id}>
                  <a href={`/${locale}/staff/articles/${article.id}/`}>{article.title[locale] || article.title[languages[0] ?? locale] || article.key}</a>
                  <span className={styles.inline}>
                    <MissingLanguages locale={locale} languages={languages} offered={offered} />
                    <span className={`${styles.muted} ${styles.code}`}>{article.route ?? (path ? `/${locale}${path}` : t('articles.noAddress'))}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
        <PendingPanel locale={locale} document="articles" pending={await pendingParts(db, 'articles')} back="/articles/" />
      </div>
      <DeletedPanel locale={locale} title={t('history.deletedArticles')} deleted={await deletedParts(db, 'articles')} />
    </EditorFrame>
  );
}
