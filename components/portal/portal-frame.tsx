import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/content/breadcrumb';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import type { SiteLocale } from '@/lib/locale';
import type { Alternates } from '@/lib/seo/alternates';
import { logoutAction } from '@/lib/server/actions/owner-auth';
import type { SessionOwner } from '@/lib/server/auth/sessions';
import styles from './portal.module.css';

/** The owner portal's page shell: the site frame, the page band with who is logged in and logout. */
export async function PortalFrame({
  locale,
  owner,
  title,
  lead,
  crumbs,
  alternates,
  children,
}: {
  locale: SiteLocale;
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
          <form action={logoutAction.bind(null, locale)}>
            <button type="submit" className="button button-outline">
              {t('logout')}
            </button>
          </form>
        </div>
      </PageHeader>
      <div className={`container ${styles.body}`}>{children}</div>
    </SiteFrame>
  );
}
