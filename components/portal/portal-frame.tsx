import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/content/breadcrumb';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import type { SiteLocale } from '@/lib/locale';
import type { Alternates } from '@/lib/seo/alternates';
import { logoutAction, logoutEverywhereAction } from '@/lib/server/actions/account-auth';
import type { SessionOwner } from '@/lib/server/auth/sessions';
import { LogoutForm } from './logout-form';
import styles from './portal.module.css';

/**
 * The owner portal's page shell: the site frame, the page band with who is logged in and logout.
 * `page`: the page's URL, where its logout form posts.
 */
export async function PortalFrame({
  locale,
  page,
  owner,
  title,
  lead,
  crumbs,
  alternates,
  children,
}: {
  locale: SiteLocale;
  page: string;
  owner: SessionOwner;
  title: string;
  lead?: string;
  crumbs: Crumb[];
  alternates: Alternates;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Portal' });
  return (
    <SiteFrame locale={locale} alternates={alternates}>
      <PageHeader title={title} lead={lead} crumbs={crumbs} breadcrumbLabel={t('breadcrumb')}>
        <div className={styles.account}>
          <p className={styles.who}>{owner.name || owner.email}</p>
          <LogoutForm action={logoutAction.bind(null, locale)} page={page} label={t('logout')} />
          <LogoutForm action={logoutEverywhereAction.bind(null, locale)} page={page} label={t('logoutEverywhere')} />
        </div>
      </PageHeader>
      <div className={`container ${styles.body}`}>{children}</div>
    </SiteFrame>
  );
}
