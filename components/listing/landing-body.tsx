import { getTranslations } from 'next-intl/server';
import { propertyCardLabels } from '@/components/property/card-labels';
import { listCardSizes } from '@/lib/images/slot-sizes';
import { GOAL_LIST_PATH, type Landing } from '@/lib/listing/landing-pages';
import { listItemOf } from '@/lib/listing/list-entries';
import { EMPTY_LIST_QUERY, listQueryHref } from '@/lib/listing/list-query';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { PropertyGrid } from './property-grid';
import styles from './landing.module.css';

const PER_ROW = 3;

/** A landing page's properties, all on one page, then the way to the whole list of that type or that town. */
export async function LandingBody({ landing, locale }: { landing: Landing; locale: SiteLocale }) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const sale = landing.goal === 'sale';
  const listPath = localizedHref(GOAL_LIST_PATH[landing.goal], locale);
  const cards = landing.properties.map((p) => listItemOf(p, listCardSizes(PER_ROW)).card);
  return (
    <div className={`container ${styles.wrap}`}>
      <PropertyGrid
        cards={cards}
        locale={locale}
        labels={await propertyCardLabels(locale)}
        perRow={PER_ROW}
        cardHeading="h2"
      />
      <nav className={styles.more} aria-labelledby="landing-more-title">
        <h2 id="landing-more-title">{t('moreSearches')}</h2>
        <ul className={styles.links}>
          <li>
            <a href={listQueryHref(listPath, { ...EMPTY_LIST_QUERY, type: landing.webId })}>
              {t(sale ? 'allOfTypeSale' : 'allOfTypeRent', { type: landing.typeName })}
            </a>
          </li>
          <li>
            <a href={listQueryHref(listPath, { ...EMPTY_LIST_QUERY, city: landing.city })}>
              {t(sale ? 'allInCitySale' : 'allInCityRent', { city: landing.city.name })}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
