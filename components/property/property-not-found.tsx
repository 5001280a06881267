import { getTranslations } from 'next-intl/server';
import { SaleAndRentLinks } from '@/components/content/sale-and-rent-links';
import { SiteFrame } from '@/components/layout/site-frame';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { staticAlternates } from '@/lib/seo/alternates';
import frame from '@/components/layout/not-found-page.module.css';
import styles from './property-not-found.module.css';

/**
 * The 404 page of a property detail URL whose id is unknown (SPEC §8: 'Le bien que vous demandez
 * n'existe pas ou est vendu'), with the way on to the sale and rent lists. Served with HTTP 404
 * by proxy.ts for an unknown id (app/[locale]/(internal)/property-not-found) and by the not-found
 * boundary of the detail routes.
 */
export async function PropertyNotFound({ locale }: { locale: SiteLocale }) {
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/')}>
      <PropertyNotFoundContent locale={locale} />
    </SiteFrame>
  );
}

/** What the property 404 page says, without the frame (the detail routes' boundary shows it alone). */
export async function PropertyNotFoundContent({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  return (
    <div className={`container ${frame.wrap}`} data-testid="property-not-found">
      <p className={frame.code} aria-hidden="true">
        404
      </p>
      <h1>{t('Errors.propertyNotFound')}</h1>
      <p className={frame.text}>{t('Property.notFoundText')}</p>
      <SaleAndRentLinks locale={locale} labels={{ forSale: t('Common.forSale'), forRent: t('Common.forRent') }} className={styles.links}>
        <a href={`/${locale}/`} className="button button-outline">
          {t('NotFound.backHome')}
        </a>
      </SaleAndRentLinks>
    </div>
  );
}
