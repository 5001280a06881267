import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { DeletedPanel, PendingPanel } from '@/components/editor/history-panel';
import { EditorNotices } from '@/components/editor/publish-panel';
import { PageTree } from '@/components/editor/page-tree';
import { currentLocale } from '@/i18n/current-locale';
import { offeredLanguages } from '@/lib/content/languages';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { deletedParts, pendingParts } from '@/lib/server/content/history';
import { documentState } from '@/lib/server/content/store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('pages.title'), ...EDITOR_METADATA };
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
          <PageTree locale={locale} menu={(state.draft ?? state.published).data} baseId={state.latestId} offered={offeredLanguages().locales} />
        </section>
        <PendingPanel locale={locale} document="menu" pending={await pendingParts(db, 'menu')} back="/pages/" />
      </div>
      <DeletedPanel locale={locale} title={t('history.deletedPages')} deleted={await deletedParts(db, 'menu')} />
    </EditorFrame>
  );
}
