import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { PartHistoryPanel } from '@/components/editor/history-panel';
import { EditorNotices, PublishPanel } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { categoryPath } from '@/lib/content/categories';
import { articlesPerCategory } from '@/lib/content/category-rules';
import type { Category } from '@/lib/content/category-schema';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { partHistory } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('categories.title'), ...EDITOR_METADATA };
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;
type ListProps = { shown: Category[]; all: Category[]; counts: Map<number, number>; locale: SiteLocale; t: Translate; testId?: string };

/** Main categories, each with its sub-categories in a nested list: names and addresses in every language, and how many articles use it. */
function CategoryList({ shown, all, counts, locale, t, testId }: ListProps) {
  return (
    <ul className={styles.tree} data-testid={testId}>
      {[...shown]
        .sort((a, b) => a.id - b.id)
        .map((category) => {
          const subs = all.filter((c) => c.parentId === category.id);
          return (
            <li key={category.id} data-category={category.key}>
              <div className={styles.treeRow}>
                <span className={styles.treeName}>
                  <a href={`/${locale}/staff/categories/${category.id}/`}>{category.name[locale]}</a>
                  <span className={styles.muted}>
                    {SITE_LOCALES.map((l, index) => (
                      <span key={l}>
                        {index > 0 && ' · '}
                        <abbr title={t(`languages.${l}`)}>{l.toUpperCase()}</abbr> <span lang={l}>{category.name[l]}</span>
                      </span>
                    ))}
                  </span>
                  <span className={`${styles.muted} ${styles.code}`}>{SITE_LOCALES.map((l) => `/${l}${categoryPath(category, l, all)}`).join(' ')}</span>
                </span>
                <span className={styles.badge} data-testid="article-count">
                  {t('categories.articleCount', { count: counts.get(category.id) ?? 0 })}
                </span>
              </div>
              {subs.length > 0 && <CategoryList shown={subs} all={all} counts={counts} locale={locale} t={t} />}
            </li>
          );
        })}
    </ul>
  );
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The article categories (drafts included) with the articles using each; publish and history. */
export default async function CategoriesEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'categories');
  const articles = await documentState(db, 'articles');
  const categories = (state.draft ?? state.published).data;
  const counts = articlesPerCategory((articles.draft ?? articles.published).data);
  return (
    <EditorFrame locale={locale} staff={staff} section="categories" title={t('categories.title')} lead={t('categories.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="categories-list">
          <div className={styles.inline}>
            <h2 id="categories-list">{t('categories.list')}</h2>
            <a className="button button-accent" href={`/${locale}/staff/categories/new/`}>
              {t('categories.new')}
            </a>
          </div>
          {categories.length > 0 ? (
            <CategoryList shown={categories.filter((c) => c.parentId === null)} all={categories} counts={counts} locale={locale} t={t} testId="category-list" />
          ) : (
            <p className={styles.muted}>{t('categories.empty')}</p>
          )}
        </section>
        <PublishPanel locale={locale} document="categories" hasDraft={state.draft !== null} back="/categories/" previewPaths={{}} />
      </div>
      <PartHistoryPanel locale={locale} history={await partHistory(db, { document: 'categories', kind: 'categories' })} name={t('categories.title')} />
    </EditorFrame>
  );
}
