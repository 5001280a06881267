import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import { STAT_KINDS, type Counter, type StatKind } from '@/lib/server/stats/property-stats';
import styles from './portal.module.css';

const PERIODS = ['today', 'week', 'month', 'total'] as const satisfies readonly (keyof Counter)[];

/** The four counters of SPEC §2.4 (visits, communications, online media, page visits) per period. */
export async function StatCounters({
  locale,
  counters,
}: {
  locale: SiteLocale;
  counters: Record<StatKind, Counter>;
}) {
  const t = await getTranslations({ locale, namespace: 'Portal.stats' });
  const number = new Intl.NumberFormat(`${locale}-BE`);
  return (
    <div className={styles.counters}>
      {STAT_KINDS.map((kind) => (
        <section
          key={kind}
          className={styles.counter}
          aria-labelledby={`counter-${kind}`}
          data-kind={kind}
        >
          <h3 id={`counter-${kind}`} className={styles.counterTitle}>
            {t(kind)}
          </h3>
          <dl className={styles.periods}>
            {PERIODS.map((period) => (
              <div key={period} className={period === 'total' ? styles.total : undefined}>
                <dt>{t(period)}</dt>
                <dd data-period={period}>{number.format(counters[kind][period])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
