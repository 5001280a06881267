import type { Metadata } from 'next';
import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ownedProperty } from '@/components/portal/owned-property';
import { PortalFrame } from '@/components/portal/portal-frame';
import styles from '@/components/portal/portal.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { localizedDynamicHref, localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import { currentOwner } from '@/lib/server/auth/current-owner';
import { ownedPropertyIds } from '@/lib/server/auth/owners';
import { getDb } from '@/lib/server/db/client';
import { propertyStats } from '@/lib/server/stats/property-stats';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Portal' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The owner's properties, each with today's and all-time figures and a link to its statistics. */
export default async function PortalPage() {
  const locale = await currentLocale();
  const owner = await currentOwner();
  if (!owner) redirect(`${localizedHref('/login', locale)}?expired=1`);
  const t = await getTranslations({ locale });
  const db = getDb().db;
  const now = new Date();
  const properties = await Promise.all(
    (await ownedPropertyIds(db, owner.id)).map(async (id) => ({
      ...ownedProperty(locale, id, {
        startingFrom: t('STARTING_FROM'),
        unknown: t('Portal.unknownProperty', { id }),
      }),
      stats: await propertyStats(db, id, now),
    })),
  );
  return (
    <PortalFrame
      locale={locale}
      page={localizedHref('/portal', locale)}
      owner={owner}
      title={t('Portal.title')}
      lead={t('Portal.lead')}
      crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, { label: t('Portal.title') }]}
      alternates={staticAlternates(routing.locales, '/portal')}
    >
      <h2>{t('Portal.yourProperties')}</h2>
      {properties.length === 0 ? (
        <p className={styles.empty}>{t('Portal.noProperties')}</p>
      ) : (
        <ul className={styles.properties}>
          {properties.map((p) => (
            <li key={p.id} className={styles.property}>
              <div className={styles.propertyMedia}>
                {p.picture && (
                  <Photo
                    src={p.picture.Url}
                    alt=""
                    fill
                    sizes="(min-width: 767px) 240px, 100vw"
                    className={styles.cover}
                  />
                )}
              </div>
              <div className={styles.propertyBody}>
                <h3 className={styles.propertyTitle}>{p.title}</h3>
                <p className={styles.muted}>
                  {p.address}
                  {p.status && <span className={styles.badge}>{p.status}</span>}
                </p>
                <p className={styles.price}>{p.price}</p>
                <dl className={styles.summary}>
                  {(['pageVisits', 'communications', 'visits', 'onlineMedia'] as const).map(
                    (kind) => (
                      <div key={kind}>
                        <dt>{t(`Portal.stats.${kind}`)}</dt>
                        <dd>{p.stats.counters[kind].total}</dd>
                      </div>
                    ),
                  )}
                </dl>
                <p className={styles.propertyActions}>
                  <a
                    className="button button-accent"
                    href={localizedDynamicHref('/portal/[id]', { id: p.id }, locale)}
                  >
                    {t('Portal.viewStats')}
                  </a>
                  {p.href && <a href={p.href}>{t('Portal.viewListing')}</a>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PortalFrame>
  );
}
