import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/site-frame';
import { Icon } from '@/components/layout/icons';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import frame from './not-found-page.module.css';
import styles from './page-not-found.module.css';

/**
 * SPEC §2.4: the page no longer exists; a search form and a link to the home page. Served with
 * HTTP 404 by proxy.ts for every unknown path (app/[locale]/(internal)/page-not-found), in the site's
 * frame.
 */
export async function PageNotFound({ locale }: { locale: SiteLocale }) {
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/')}>
      <PageNotFoundContent locale={locale} />
    </SiteFrame>
  );
}

/** What the 404 page says, without the frame (the not-found boundary shows it alone). */
export async function PageNotFoundContent({ locale }: { locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  return (
    <div className={`container ${frame.wrap}`} data-testid="page-not-found">
      <p className={frame.code} aria-hidden="true">
        404
      </p>
      <h1>{t('NotFound.title')}</h1>
      <p className={frame.text}>{t('NotFound.text')}</p>
      <form
        action={localizedHref('/for-sale', locale)}
        method="get"
        role="search"
        className={styles.search}
      >
        <label htmlFor="not-found-search" className={styles.label}>
          {t('NotFound.searchLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="not-found-search"
            name="q"
            type="search"
            placeholder={t('NotFound.searchPlaceholder')}
            className={styles.input}
            autoComplete="off"
          />
          <button type="submit" className="button button-accent">
            <Icon name="search" />
            {t('NotFound.searchButton')}
          </button>
        </div>
      </form>
      <p>
        <a href={`/${locale}/`} className="button button-outline" data-testid="not-found-home">
          {t('NotFound.backHome')}
        </a>
      </p>
    </div>
  );
}
