import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import Link from 'next/link';
import { SiteFrame } from '@/components/layout/site-frame';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import frame from '@/components/layout/not-found-page.module.css';
import styles from './property-not-found.module.css';

/**
 * The 404 page of a property detail URL whose id is unknown (SPEC §8: 'Le bien que vous demandez
 * n'existe pas ou est vendu'), with the way on to the sale and rent lists. Rendered by the
 * not-found.tsx of the detail routes; the HTTP status stays 404.
 */
export async function PropertyNotFound() {
  const value = await rootLocale();
  const locale: SiteLocale = hasLocale(routing.locales, value) ? value : routing.defaultLocale;
  const t = await getTranslations({ locale });
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/')}>
      <title>{t('Errors.propertyNotFound')}</title>
      <meta name="robots" content="noindex" />
      <div className={`container ${frame.wrap}`} data-testid="property-not-found">
        <p className={frame.code} aria-hidden="true">
          404
        </p>
        <h1>{t('Errors.propertyNotFound')}</h1>
        <p className={frame.text}>{t('Property.notFoundText')}</p>
        <p className={styles.links}>
          <Link href={localizedHref('/for-sale', locale)} className="button button-accent">
            {t('Common.forSale')}
          </Link>
          <Link href={localizedHref('/for-rent', locale)} className="button button-outline">
            {t('Common.forRent')}
          </Link>
          <Link href={`/${locale}/`} className="button button-outline">
            {t('NotFound.backHome')}
          </Link>
        </p>
      </div>
    </SiteFrame>
  );
}
