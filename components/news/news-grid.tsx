import type { CSSProperties } from 'react';
import listStyles from '@/components/listing/list-view.module.css';
import type { NewsItem } from '@/lib/content/news';
import type { SiteLocale } from '@/lib/locale';
import { NewsCard } from './news-card';

/** News cards, three to a row on a wide screen; the first `eager` photos are not lazy (the first screen). */
export function NewsGrid({ items, locale, heading, eager }: { items: readonly NewsItem[]; locale: SiteLocale; heading: 'h2' | 'h3'; eager: number }) {
  return (
    <ul className={listStyles.grid} style={{ '--per-row': 3 } as CSSProperties} data-testid="news-list">
      {items.map((item, i) => (
        <li key={item.id}>
          <NewsCard item={item} locale={locale} heading={heading} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
