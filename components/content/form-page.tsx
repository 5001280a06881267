import { phoneLink } from '@/lib/phone';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { routing } from '@/i18n/routing';
import { getSiteConfig } from '@/lib/content/site';
import type { SiteLocale } from '@/lib/locale';
import type { StaticPathname } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import { PageHeader } from './page-header';
import styles from './form-page.module.css';

/**
 * A fixed page of the route table that holds a form (valuation, keep me informed, login).
 * `children` is the form; without one the page shows how to reach the agency.
 */
export async function FormPage({
  locale,
  path,
  title,
  lead,
  children,
}: {
  locale: SiteLocale;
  path: StaticPathname;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale });
  const { agency } = getSiteConfig();
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, path)} currentPath={path}>
      <PageHeader
        title={title}
        lead={lead}
        crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, { label: title }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <div className={`container ${styles.body}`}>
        {children ?? (
          <div className={styles.pending}>
            <p>{t('Pages.formPending.text', { phone: phoneLink(agency.phone).text, email: agency.email })}</p>
            <p className={styles.actions}>
              <a className="button button-accent" href={phoneLink(agency.phone).href}>
                {phoneLink(agency.phone).text}
              </a>
              <a className="button button-outline" href={`mailto:${agency.email}`}>
                {agency.email}
              </a>
            </p>
          </div>
        )}
      </div>
    </SiteFrame>
  );
}
