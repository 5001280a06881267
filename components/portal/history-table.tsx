import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import type { HistoryPage } from '@/lib/server/stats/property-history';
import styles from './portal.module.css';

const time = (date: Date) =>
  date.toLocaleTimeString('fr-BE', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The property's history, newest first: date, type, contact, subject, comment, status, source. */
export async function HistoryTable({
  locale,
  history,
  pageHref,
}: {
  locale: SiteLocale;
  history: HistoryPage;
  pageHref: (page: number) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'Portal.history' });
  const tf = await getTranslations({ locale, namespace: 'Forms' });
  if (history.total === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const columns = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const;
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.history}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('date')}>
                  {formatDate(row.date)} {time(row.date)}
                </td>
                <td data-label={t('type')}>{t(row.type)}</td>
                <td data-label={t('contact')}>{row.contact}</td>
                <td data-label={t('subject')}>
                  {tf(`names.${row.form}` as never)}
                  {row.appointment?.date && (
                    <span className={styles.appointment}>
                      {t('appointment', {
                        date: formatDate(row.appointment.date),
                        slot: row.appointment.timeSlot,
                      })}
                    </span>
                  )}
                </td>
                <td data-label={t('comment')} className={styles.comment}>
                  {row.comment}
                </td>
                <td data-label={t('status')}>
                  <span className={styles.status} data-status={row.status}>
                    {t(`status_${row.status}`)}
                  </span>
                </td>
                <td data-label={t('source')}>{row.source ?? t('website')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('pagination')}>
          {history.page > 1 ? (
            <a href={pageHref(history.page - 1)} rel="prev">
              ← {t('previous')}
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">
            {t('page', { page: history.page, count: history.pageCount })}
          </span>
          {history.page < history.pageCount ? (
            <a href={pageHref(history.page + 1)} rel="next">
              {t('next')} →
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
