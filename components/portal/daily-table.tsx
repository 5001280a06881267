import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import { STAT_KINDS, type DailyPoint } from '@/lib/server/stats/property-stats';
import styles from './portal.module.css';

/** The chart's figures as a table, folded away: the accessible and printable form of the chart. */
export async function DailyTable({ locale, daily }: { locale: SiteLocale; daily: DailyPoint[] }) {
  const t = await getTranslations({ locale, namespace: 'Portal.stats' });
  return (
    <details className={styles.dailyTable}>
      <summary>{t('tableCaption')}</summary>
      <div className={styles.tableScroll}>
        <table>
          <caption className="visually-hidden">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              {STAT_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {t(kind)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date.split('-').reverse().map(Number).join('-')}</th>
                {STAT_KINDS.map((kind) => (
                  <td key={kind}>{day[kind]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
