import { getTranslations } from 'next-intl/server';
import { staffDateTime } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import type { RunSummary } from '@/lib/server/crm/sync-state-line';
import styles from './editor.module.css';
import { syncRunWords } from './sync-words';
import syncStyles from './sync.module.css';

const COLUMNS = [
  'when',
  'trigger',
  'kind',
  'status',
  'properties',
  'added',
  'updated',
  'removed',
  'leftOut',
] as const;
const FIGURES = ['added', 'updated', 'removed', 'leftOut'] as const;

/** The last syncs, newest first; each date opens its details. */
export async function SyncRunsTable({
  locale,
  runs,
  names,
  page,
}: {
  locale: SiteLocale;
  runs: readonly RunSummary[];
  names: ReadonlyMap<number, string>;
  page: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const words = await syncRunWords(locale, names);
  const date = staffDateTime(locale);
  return (
    <section className={styles.panel} aria-labelledby="sync-runs">
      <h2 id="sync-runs">{t('sync.runs.title')}</h2>
      {runs.length === 0 ? (
        <p className={styles.muted}>{t('sync.state.never')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('sync.runs.lead')}</p>
          <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby="sync-runs">
            <table className={`${styles.table} ${syncStyles.wide}`} data-testid="sync-runs">
              <caption className="visually-hidden">{t('sync.runs.title')}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`sync.runs.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => (
                  <tr key={run.id} data-run={run.id} data-status={run.status}>
                    <th scope="row" className={syncStyles.nowrap}>
                      <a href={`${page}${run.id}/`}>
                        <time dateTime={run.startedAt.toISOString()}>
                          {date.format(run.startedAt)}
                        </time>
                      </a>
                    </th>
                    <td>{words.trigger(run)}</td>
                    <td>{words.kind(run)}</td>
                    <td className={syncStyles.status}>{words.status(run)}</td>
                    <td>
                      {run.counts ? `${run.counts.before ?? ''} → ${run.counts.after ?? ''}` : ''}
                    </td>
                    {FIGURES.map((figure) => (
                      <td key={figure}>{run.counts?.[figure] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
