import { getTranslations } from 'next-intl/server';
import { publishedNews } from '@/components/news/news-overview';
import { NewsGrid } from '@/components/news/news-grid';
import styles from '@/components/news/news.module.css';
import { LATEST_NEWS_COUNT } from '@/lib/content/news';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

/** The home page's 'Latest news': the three newest items and a link to the overview; nothing when there is no news. */
export async function LatestNews({ locale }: { locale: SiteLocale }) {
  const items = publishedNews(locale).slice(0, LATEST_NEWS_COUNT);
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <section className={`container ${styles.latest}`} aria-labelledby="latest-news-title" data-testid="latest-news">
      <h2 id="latest-news-title" className={styles.latestTitle}>
        {t('latest')}
      </h2>
      <NewsGrid items={items} locale={locale} heading="h3" eager={0} />
      <p className={styles.more}>
        <a href={localizedHref('/news', locale)} className="button button-outline">
          {t('viewAll')}
        </a>
      </p>
    </section>
  );
}
