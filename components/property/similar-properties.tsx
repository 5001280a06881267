import { getTranslations } from 'next-intl/server';
import { getPriceHistory, getProperties, type Property } from '@/lib/catalogue';
import { priceLowering } from '@/lib/property/price-change';
import type { SiteLocale } from '@/lib/locale';
import { similarProperties } from '@/lib/property/similar';
import { PropertyCard } from './property-card';
import { SIMILAR_CARD_SIZES } from '@/lib/images/slot-sizes';
import { cardPhoto } from '@/lib/images/card-photo';
import styles from './property-detail.module.css';

export async function SimilarProperties({ p, locale }: { p: Property; locale: SiteLocale }) {
  const similar = similarProperties(p, getProperties(locale));
  if (!similar.length) return null;
  const t = await getTranslations({ locale });
  const labels = {
    startingFrom: t('STARTING_FROM'),
    epc: t('Property.facts.epcAlt', { label: '{label}' }),
    priceOnRequest: t('Property.priceOnRequest'),
    priceLowered: t('Listing.priceLowered'),
    previousPrice: t('Listing.previousPrice'),
  };
  return (
    <section className={`${styles.section} ${styles.screenOnly}`} aria-labelledby="similar-title">
      <h2 id="similar-title">{t('Property.sections.similar')}</h2>
      <ul className={styles.similar}>
        {similar.map((s) => (
          <li key={s.ID}>
            <PropertyCard property={{ ...s, PriceLowered: priceLowering(getPriceHistory(s.ID)), photo: cardPhoto(s.SmallPictureItem, SIMILAR_CARD_SIZES) }} locale={locale} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
