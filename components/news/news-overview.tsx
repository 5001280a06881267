import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { Pager } from '@/components/listing/pager';
import listStyles from '@/components/listing/list-view.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { routing } from '@/i18n/routing';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { menuPageAt } from '@/lib/content/menu';
import { newsItems, newsPage, newsPageCount, newsPageHref, NEWS_PAGE_SIZE } from '@/lib/content/news';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { alternatesOf, type Alternates } from '@/lib/seo/alternates';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { itemListJsonLd } from '@/lib/seo/structured-data';
import { NewsGrid } from './news-grid';
import styles from './news.module.css';

/** The published news of a language, newest first. */
export const publishedNews = (locale: SiteLocale) => newsItems(getArticles(), getCategories(), locale);

/** Page `page` of the overview in each language that has that many pages (hreflang and the language switch). */
function overviewAlternates(page: number): Alternates {
  return alternatesOf(routing.locales, (l) => (page <= newsPageCount(publishedNews(l).length) ? newsPageHref(localizedHref('/news', l), page) : null));
}

/** Title, description, canonical and hreflang of page `page`; its SEO comes from its page-tree entry (data/menu.json) when it has one. */
export async function newsOverviewMetadata(locale: SiteLocale, page: number): Promise<Metadata> {
  const alternates = overviewAlternates(page);
  const entry = menuPageAt('/news');
  const t = await getTranslations({ locale });
  const metadata = entry ? menuPageMetadata(entry, locale, alternates) : pageMetadata({ title: t('News.title'), description: t('News.lead') }, locale, alternates);
  if (page === 1) return metadata;
  const pages = newsPageCount(publishedNews(locale).length);
  const suffix = (t.raw('Listing.page') as string).replace('{page}', String(page)).replace('{pages}', String(pages));
  return { ...metadata, title: `${String(metadata.title)} · ${suffix}` };
}

/**
 * The news overview (page `page`, from 1): a card per article, newest first, twelve to a page with
 * links to the others, or a word that there is no news yet. Server-rendered, no client code.
 */
export async function NewsOverview({ locale, page }: { locale: SiteLocale; page: number }) {
  const t = await getTranslations({ locale });
  const entry = menuPageAt('/news');
  const items = publishedNews(locale);
  const pages = newsPageCount(items.length);
  const shown = newsPage(items, page);
  const overview = localizedHref('/news', locale);
  const title = entry?.params.metadata[locale].pageTitle || t('News.title');
  const lead = entry?.params.description?.public ? entry.params.description[locale] : t('News.lead');
  return (
    <SiteFrame locale={locale} alternates={overviewAlternates(page)} currentPath="/news">
      <PageHeader
        title={title}
        lead={lead}
        crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, page > 1 ? { label: title, href: overview } : { label: title }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <div className={`container ${styles.wrap}`}>
        {shown.length === 0 ? (
          <p className={listStyles.empty} data-testid="no-news">
            {t('News.empty')}
          </p>
        ) : (
          <>
            <p className={listStyles.summary} data-testid="news-summary">
              {t('News.count', { count: items.length })}
            </p>
            <NewsGrid items={shown} locale={locale} heading="h2" eager={page === 1 ? 1 : 0} />
            <JsonLd data={itemListJsonLd(shown.map((item) => ({ url: item.href, name: item.title })), (page - 1) * NEWS_PAGE_SIZE + 1)} />
          </>
        )}
        <Pager
          page={page}
          pages={pages}
          previous={page > 1 ? newsPageHref(overview, page - 1) : null}
          next={page < pages ? newsPageHref(overview, page + 1) : null}
          labels={{ page: t.raw('Listing.page') as string, pagination: t('Listing.pagination'), previous: t('Listing.previous'), next: t('Listing.next') }}
        />
      </div>
    </SiteFrame>
  );
}
