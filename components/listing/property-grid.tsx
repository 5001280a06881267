import type { CSSProperties } from 'react';
import {
  PropertyCard,
  type PropertyCardData,
  type PropertyCardLabels,
} from '@/components/property/property-card';
import type { SiteLocale } from '@/lib/locale';
import styles from './list-view.module.css';

/**
 * The cards of a list or a landing page in the list grid (1, 2, 3, then `perRow` columns: the
 * card photos' sizes in lib/images/slot-sizes listCardSizes). The first two photos load eagerly.
 */
export function PropertyGrid({
  cards,
  locale,
  labels,
  perRow,
  cardHeading,
  country = null,
}: {
  cards: PropertyCardData[];
  locale: SiteLocale;
  labels: PropertyCardLabels;
  perRow: number;
  cardHeading: 'h2' | 'h3';
  country?: string | null;
}) {
  return (
    <ul
      className={styles.grid}
      style={{ '--per-row': perRow } as CSSProperties}
      data-testid="property-list"
    >
      {cards.map((card, i) => (
        <li key={card.ID}>
          <PropertyCard
            property={card}
            locale={locale}
            labels={labels}
            headingLevel={cardHeading}
            priority={i < 2}
            country={country}
          />
        </li>
      ))}
    </ul>
  );
}
