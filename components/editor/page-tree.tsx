import { getTranslations } from 'next-intl/server';
import type { MenuPage } from '@/lib/content/menu-schema';
import { isPublished } from '@/lib/content/menu';
import { pageUrls } from '@/lib/content/page-edit';
import { bySort } from '@/lib/content/page-order';
import { pageLanguages } from '@/lib/content/translations';
import type { SiteLocale } from '@/lib/locale';
import { orderPagesAction } from '@/lib/server/actions/editor-pages';
import styles from './editor.module.css';
import { OrderBar, OrderControls } from './order-controls';
import { PostingForm } from './posting-form';
import { MissingLanguages } from './translation-status';

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/**
 * One level of the tree in menu order, each page with its sub-pages in a nested list. Each level
 * is a sortable list (components/editor/sortable-lists): a page moves among its siblings.
 */
function TreeLevel({ pages, locale, t, testId, offered }: { pages: MenuPage[]; locale: SiteLocale; t: Translate; testId?: string; offered: readonly SiteLocale[] }) {
  const ordered = bySort(pages);
  return (
    <ul className={styles.tree} data-testid={testId} data-sortable="submit">
      {ordered.map((page, index) => {
        const name = page.params.title[locale] || page.name;
        return (
          <li key={page.id} data-page={page.id} data-sortable-item={page.id} data-sort-name={name}>
            <div className={styles.treeRow}>
              <span className={styles.treeName}>
                <a href={`/${locale}/staff/pages/${page.id}/`}>{name}</a>
                <MissingLanguages locale={locale} languages={pageLanguages(page)} offered={offered} />
                <span className={`${styles.muted} ${styles.code}`}>{page.params.redirectUrl ? t('pages.redirect', { url: page.params.redirectUrl }) : pageUrls(page)[locale]}</span>
              </span>
              <span className={styles.inline}>
                <span className={styles.muted}>{page.params.showInMenu === false ? t('pages.notInMenu') : t('pages.inMenu')}</span>
                <span className={`${styles.badge}${isPublished(page) ? ` ${styles.badgeLive}` : ''}`}>{isPublished(page) ? t('pages.published') : t('pages.hidden')}</span>
                <OrderControls id={page.id} name={name} position={index + 1} count={ordered.length} t={t} />
              </span>
            </div>
            {page.childMenus.length > 0 && <TreeLevel pages={page.childMenus} locale={locale} t={t} offered={offered} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The page tree as one form: a place per page among its siblings (typed, or dragged by its
 * handle: the form is sent on the drop), 'Save order', and a page's up and down buttons.
 */
export async function PageTree({ locale, menu, baseId, offered }: { locale: SiteLocale; menu: MenuPage[]; baseId: number | null; offered: readonly SiteLocale[] }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <PostingForm action={orderPagesAction.bind(null, locale)} page={`/${locale}/staff/pages/`} className={styles.stack}>
      <input type="hidden" name="baseId" value={String(baseId ?? '')} />
      <OrderBar lead={t('pages.orderLead')} t={t} />
      <TreeLevel pages={menu} locale={locale} t={t} testId="page-tree" offered={offered} />
    </PostingForm>
  );
}
