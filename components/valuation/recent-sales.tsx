import { getTranslations } from 'next-intl/server';
import { propertyCardLabels } from '@/components/property/card-labels';
import { cardPhoto } from '@/lib/images/card-photo';
import { PropertyCard } from '@/components/property/property-card';
import { getProperties } from '@/lib/catalogue';
import { RECENT_SALE_CARD_SIZES } from '@/lib/images/slot-sizes';
import type { SiteLocale } from '@/lib/locale';
import { recentSales } from '@/lib/property/recent-sales';
import styles from './valuation.module.css';

/** The valuation page's proof: a few properties the agency sold lately, each linking to its page. None sold: nothing. */
export async function RecentSales({ locale }: { locale: SiteLocale }) {
  const sold = recentSales(getProperties(locale), 3);
  if (sold.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Pages.valuation' });
  const labels = await propertyCardLabels(locale);
  return (
    <section className={styles.band} aria-labelledby="valuation-sales-title" data-testid="valuation-sales">
      <h2 id="valuation-sales-title">{t('salesTitle')}</h2>
      <p className={styles.salesLead}>{t('salesLead')}</p>
      <ul className={styles.salesGrid}>
        {sold.map((p) => (
          <li key={p.ID}>
            <PropertyCard property={{ ...p, photo: cardPhoto(p.SmallPictureItem, RECENT_SALE_CARD_SIZES) }} locale={locale} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
