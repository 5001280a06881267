'use client';

import { useEffect, useState } from 'react';
import { PropertyCard } from '@/components/property/property-card';
import type { PropertyCardData } from '@/lib/property/card';
import type { SiteLocale } from '@/lib/locale';
import { idsParam } from '@/lib/saved-properties/id-list';
import type { RecentlyViewedTexts } from './recently-viewed';
import { RECENTLY_VIEWED_PER_ROW } from './recently-viewed-layout';
import type { SavedCard } from './saved-cards';
import grid from '@/components/modules/property-list-module.module.css';
import styles from './recently-viewed.module.css';

/**
 * The recently viewed cards, as they are now (app/api/property-cards): a property that left the
 * snapshot is left out. Nothing until they arrive, nothing when the request fails.
 */
export default function RecentlyViewedCards({ locale, ids, texts }: { locale: SiteLocale; ids: readonly number[]; texts: RecentlyViewedTexts }) {
  const query = `locale=${locale}&ids=${idsParam(ids)}`;
  const [loaded, setLoaded] = useState<{ query: string; cards: SavedCard[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/property-cards/?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SavedCard[]>) : []))
      .then((cards) => setLoaded({ query, cards }))
      .catch(() => {});
    return () => controller.abort();
  }, [query]);
  const cards = loaded?.query === query ? loaded.cards.filter((c): c is { id: number; card: PropertyCardData } => c.card !== null) : [];
  if (!cards.length) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title">{texts.title}</h2>
      <ul className={grid.grid} style={{ '--per-row': RECENTLY_VIEWED_PER_ROW } as React.CSSProperties}>
        {cards.map(({ id, card }) => (
          <li key={id}>
            <PropertyCard property={card} locale={locale} labels={texts.card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
