import { Photo } from '@/components/media/photo';
import cardStyles from '@/components/property/property-card.module.css';
import type { NewsItem } from '@/lib/content/news';
import { longDate } from '@/lib/dates';
import { listCardSizes } from '@/lib/images/slot-sizes';
import type { SiteLocale } from '@/lib/locale';
import styles from './news.module.css';

/** The photo's slot: a card of a three-column grid (components/listing/list-view.module.css .grid). */
export const NEWS_CARD_SIZES = listCardSizes(3);

/**
 * A news item as a card, in the look of the property and project cards: photo, date, title (the
 * link, covering the card) and excerpt. `priority`: in the first screen, so not lazy.
 */
export function NewsCard({
  item,
  locale,
  heading = 'h2',
  priority = false,
}: {
  item: NewsItem;
  locale: SiteLocale;
  heading?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = heading;
  return (
    <article className={cardStyles.card} data-testid="news-card">
      <div className={cardStyles.media}>
        {item.image ? (
          <Photo src={item.image.url} alt="" fill sizes={NEWS_CARD_SIZES} loading={priority ? 'eager' : 'lazy'} className={cardStyles.image} />
        ) : (
          <div className={cardStyles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={cardStyles.body}>
        {item.date && (
          <p className={styles.date}>
            <time dateTime={item.date}>{longDate(item.date, locale)}</time>
          </p>
        )}
        {/* `lang`: an item not written in the page's language, shown in another's (lib/content/translations). */}
        <Heading className={cardStyles.title} lang={item.lang}>
          <a href={item.href} className={cardStyles.link}>
            {item.title}
          </a>
        </Heading>
        {item.excerpt && (
          <p className={styles.excerpt} lang={item.lang}>
            {item.excerpt}
          </p>
        )}
      </div>
    </article>
  );
}
