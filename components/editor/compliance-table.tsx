import { getTranslations } from 'next-intl/server';
import type { ReportedListing } from '@/lib/legal/compliance-report';
import { worstSeverity } from '@/lib/legal/compliance';
import { mentionRulesFor } from '@/lib/legal/mention-rules';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import styles from './editor.module.css';

/** The listings with problems: the listing (to its public page), its region, how serious, what is wrong. */
export async function ComplianceTable({ locale, listings }: { locale: SiteLocale; listings: readonly ReportedListing[] }) {
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'Editor' }), getTranslations({ locale, namespace: 'Property' })]);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={t('compliance.title')}>
      <table className={styles.table} data-testid="compliance-table">
        <caption className="visually-hidden">{t('compliance.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compliance.listing')}</th>
            <th scope="col">{t('compliance.region')}</th>
            <th scope="col">{t('compliance.severity')}</th>
            <th scope="col">{t('compliance.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => {
            const worst = worstSeverity(l.problems)!;
            const unconfirmed = new Set(mentionRulesFor(l.region, l.kind).filter((r) => !r.confirmedOffline).map((r) => r.key));
            const path = canonicalPropertyPath(l.property, l.locale);
            return (
              <tr key={l.id} data-listing={l.id} data-region={l.region} data-severity={worst}>
                <th scope="row">
                  <a href={path}>{l.id}</a>
                  <span className={styles.muted} lang={l.locale === locale ? undefined : l.locale}>
                    {' '}
                    · {l.property.MainTypeName} · {l.property.City}
                  </span>
                </th>
                <td>
                  {tp(`legal.region.${l.region}`)} · {tp(`legal.kind.${l.kind}`)}
                </td>
                <td>
                  <span className={`${styles.badge} ${worst === 'high' ? styles.badgeAlert : ''}`}>{t(`compliance.severities.${worst}`)}</span>
                </td>
                <td>
                  <ul className={styles.problemList}>
                    {l.problems.map((p) => (
                      <li key={p.key} data-problem={`${p.key}:${p.problem}`}>
                        {t(`compliance.problem.${p.problem}`, { mention: tp(`legal.${p.key}`) })}
                        {unconfirmed.has(p.key) ? ' *' : ''}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
