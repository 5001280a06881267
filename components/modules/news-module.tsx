import { getTranslations } from 'next-intl/server';
import { publishedNews } from '@/components/news/news-overview';
import { NewsGrid } from '@/components/news/news-grid';
import styles from '@/components/news/news.module.css';
import { languageRule } from '@/lib/content/languages';
import type { PageModule } from '@/lib/content/menu-schema';
import { LATEST_NEWS_COUNT } from '@/lib/content/news';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { ModuleHeading, moduleTitleOf } from './module-heading';

/**
 * A news module (relation type 'news'): the newest items (its maximum, else three) and a link to
 * the overview, under its own title or 'Latest news'; nothing when there is no news. The home page
 * of the delivered content has one; staff add or remove it like any module.
 */
export async function NewsModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const items = publishedNews(locale).slice(0, module.maxItems ?? LATEST_NEWS_COUNT);
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'News' });
  const titled = moduleTitleOf(module, locale, languageRule()) !== null;
  const headingId = `latest-news-${module.id}`;
  const list = (
    <>
      <NewsGrid items={items} locale={locale} heading="h3" eager={0} />
      <p className={styles.more}>
        <a href={localizedHref('/news', locale)} className="button button-outline">
          {t('viewAll')}
        </a>
      </p>
    </>
  );
  // A module with its own title is already a section named by it (components/modules/module-grid).
  return titled ? (
    <div className={styles.latest} data-testid="latest-news">
      <ModuleHeading module={module} locale={locale} />
      {list}
    </div>
  ) : (
    <section className={styles.latest} aria-labelledby={headingId} data-testid="latest-news">
      <h2 id={headingId} className={styles.latestTitle}>
        {t('latest')}
      </h2>
      {list}
    </section>
  );
}
