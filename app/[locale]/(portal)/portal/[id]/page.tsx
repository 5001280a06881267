import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { DailyTable } from '@/components/portal/daily-table';
import { HistoryTable } from '@/components/portal/history-table';
import { ownedProperty } from '@/components/portal/owned-property';
import { PortalFrame } from '@/components/portal/portal-frame';
import styles from '@/components/portal/portal.module.css';
import { StatCounters } from '@/components/portal/stat-counters';
import { LazyStatsChart } from '@/components/portal/stats-chart-lazy';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { localizedDynamicHref, localizedHref } from '@/lib/routes';
import { alternatesOf } from '@/lib/seo/alternates';
import { currentOwner } from '@/lib/server/auth/current-owner';
import { ownsProperty } from '@/lib/server/auth/owners';
import { getDb } from '@/lib/server/db/client';
import { propertyHistory } from '@/lib/server/stats/property-history';
import { propertyStats } from '@/lib/server/stats/property-stats';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Portal' });
  return { title: t('stats.heading'), robots: { index: false, follow: false } };
}

/** One property's statistics and history. Another owner's property answers 404, like a missing one. */
export default async function PortalPropertyPage({ params, searchParams }: Props) {
  const locale = await currentLocale();
  const owner = await currentOwner();
  if (!owner) redirect(`${localizedHref('/login', locale)}?expired=1`);
  const { id: rawId } = await params;
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  const db = getDb().db;
  if (!Number.isFinite(id) || !(await ownsProperty(db, owner.id, id))) notFound();

  const page = Number((await searchParams).page) || 1;
  const [stats, history, t] = await Promise.all([
    propertyStats(db, id, new Date()),
    propertyHistory(db, id, page),
    getTranslations({ locale }),
  ]);
  const property = ownedProperty(locale, id, {
    startingFrom: t('STARTING_FROM'),
    unknown: t('Portal.unknownProperty', { id }),
  });
  const here = localizedDynamicHref('/portal/[id]', { id }, locale);
  return (
    <PortalFrame
      locale={locale}
      page={here}
      owner={owner}
      title={property.title}
      lead={[property.address, property.price].filter(Boolean).join(' · ')}
      crumbs={[
        { label: t('Common.home'), href: `/${locale}/` },
        { label: t('Portal.allProperties'), href: localizedHref('/portal', locale) },
        { label: property.title },
      ]}
      alternates={alternatesOf(routing.locales, (l) =>
        localizedDynamicHref('/portal/[id]', { id }, l),
      )}
    >
      <section aria-labelledby="stats-heading" className={styles.section}>
        <h2 id="stats-heading">{t('Portal.stats.heading')}</h2>
        <StatCounters locale={locale} counters={stats.counters} />
      </section>
      <section aria-labelledby="chart-heading" className={styles.section}>
        <h2 id="chart-heading">{t('Portal.stats.chartTitle')}</h2>
        <LazyStatsChart
          data={stats.daily}
          title={t('Portal.stats.chartTitle')}
          labels={{
            visits: t('Portal.stats.visits'),
            communications: t('Portal.stats.communications'),
            onlineMedia: t('Portal.stats.onlineMedia'),
            pageVisits: t('Portal.stats.pageVisits'),
          }}
        />
        <DailyTable locale={locale} daily={stats.daily} />
      </section>
      <section aria-labelledby="history-heading" className={styles.section}>
        <h2 id="history-heading">{t('Portal.history.heading')}</h2>
        <HistoryTable
          locale={locale}
          history={history}
          pageHref={(n) => `${here}?page=${n}#history-heading`}
        />
      </section>
      {property.href && (
        <p>
          <a href={property.href}>{t('Portal.viewListing')}</a>
        </p>
      )}
    </PortalFrame>
  );
}
