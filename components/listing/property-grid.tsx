import type { CSSProperties } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/structured-data';
import { PropertyCard } from '@/components/property/property-card';
import { propertyCardHref, type PropertyCardData, type PropertyCardLabels } from '@/lib/property/card';
import type { SiteLocale } from '@/lib/locale';
import styles from './list-view.module.css';

/**
 * The cards of a list or a landing page in the list grid (1, 2, 3, then `perRow` columns: the
 * card photos' sizes in lib/images/slot-sizes listCardSizes), with their schema.org ItemList
 * (`first`: the first card's position in the whole list). The first two photos load eagerly.
 */
export function PropertyGrid({
  cards,
  locale,
  labels,
  perRow,
  cardHeading,
  country = null,
  first = 1,
}: {
  cards: PropertyCardData[];
  locale: SiteLocale;
  labels: PropertyCardLabels;
  perRow: number;
  cardHeading: 'h2' | 'h3';
  country?: string | null;
  first?: number;
}) {
  return (
    <>
      <JsonLd
        data={itemListJsonLd(
          cards.map((card) => ({ url: propertyCardHref(card, locale, country), name: card.TypeDescription?.trim() || card.MainTypeName })),
          first,
        )}
      />
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
    </>
  );
}
