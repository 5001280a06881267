import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { DeletedPanel, PendingPanel } from '@/components/editor/history-panel';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { isPublished } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { pageUrls } from '@/lib/content/page-edit';
import { offeredLanguages } from '@/lib/content/languages';
import { pageLanguages } from '@/lib/content/translations';
import { MissingLanguages } from '@/components/editor/translation-status';
import type { SiteLocale } from '@/lib/locale';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { deletedParts, pendingParts } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('pages.title'), ...EDITOR_METADATA };
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/** One level of the tree in sort order, each page with its sub-pages in a nested list. */
function PageTree({ pages, locale, t, testId, offered }: { pages: MenuPage[]; locale: SiteLocale; t: Translate; testId?: string; offered: readonly SiteLocale[] }) {
  return (
    <ul className={styles.tree} data-testid={testId}>
      {[...pages]
        .sort((a, b) => a.sort - b.sort)
        .map((page) => (
          <li key={page.id} data-page={page.id}>
            <div className={styles.treeRow}>
              <span className={styles.treeName}>
                <a href={`/${locale}/staff/pages/${page.id}/`}>{page.params.title[locale] || page.name}</a>
                <MissingLanguages locale={locale} languages={pageLanguages(page)} offered={offered} />
                <span className={`${styles.muted} ${styles.code}`}>{page.params.redirectUrl ? t('pages.redirect', { url: page.params.redirectUrl }) : pageUrls(page)[locale]}</span>
              </span>
              <span className={styles.inline}>
                <span className={styles.muted}>{t('pages.order', { sort: page.sort })}</span>
                <span className={styles.muted}>{page.params.showInMenu === false ? t('pages.notInMenu') : t('pages.inMenu')}</span>
                <span className={`${styles.badge}${isPublished(page) ? ` ${styles.badgeLive}` : ''}`}>{isPublished(page) ? t('pages.published') : t('pages.hidden')}</span>
              </span>
            </div>
            {page.childMenus.length > 0 && <PageTree pages={page.childMenus} locale={locale} t={t} offered={offered} />}
          </li>
        ))}
    </ul>
  );
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page tree (drafts included): each page's place, order, status, menu entry and missing languages; what waits to be published, page by page; deleted pages. */
export default async function PagesEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const state = await documentState(db, 'menu');
  return (
    <EditorFrame locale={locale} staff={staff} section="pages" title={t('pages.title')} lead={t('pages.lead')}>
      <EditorNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="pages-tree">
          <div className={styles.inline}>
            <h2 id="pages-tree">{t('pages.tree')}</h2>
            <a className="button button-accent" href={`/${locale}/staff/pages/new/`}>
              {t('pages.new')}
            </a>
          </div>
          <PageTree pages={(state.draft ?? state.published).data} locale={locale} t={t} testId="page-tree" offered={offeredLanguages().locales} />
        </section>
        <PendingPanel locale={locale} document="menu" pending={await pendingParts(db, 'menu')} back="/pages/" />
      </div>
      <DeletedPanel locale={locale} title={t('history.deletedPages')} deleted={await deletedParts(db, 'menu')} />
    </EditorFrame>
  );
}
