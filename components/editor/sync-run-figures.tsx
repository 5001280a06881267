import { getTranslations } from 'next-intl/server';
import { staffDateTime } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import { problemCodeOf, type RunSummary } from '@/lib/server/crm/sync-state-line';
import type { SyncCounts } from '@/lib/server/crm/sync-runs';
import styles from './editor.module.css';
import { syncRunWords } from './sync-words';
import syncStyles from './sync.module.css';

const COUNTS = [
  'before',
  'after',
  'read',
  'added',
  'updated',
  'removed',
  'priceChanged',
  'leftOut',
  'recordsRead',
  'recordsLeftOut',
  'notes',
] as const satisfies readonly (keyof SyncCounts)[];

/** One run's figures: when, who, what kind, its status and counts; why it was held or failed. */
export async function SyncRunFigures({
  locale,
  run,
  names,
}: {
  locale: SiteLocale;
  run: RunSummary;
  names: ReadonlyMap<number, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const words = await syncRunWords(locale, names);
  const date = staffDateTime(locale);
  const figures: Array<[string, string | number]> = [
    [t('sync.figures.started'), date.format(run.startedAt)],
  ];
  if (run.finishedAt) figures.push([t('sync.figures.finished'), date.format(run.finishedAt)]);
  figures.push([t('sync.runs.trigger'), words.trigger(run)]);
  if (run.kind) figures.push([t('sync.runs.kind'), words.kind(run)]);
  figures.push([t('sync.runs.status'), words.status(run)]);
  for (const name of COUNTS) {
    const value = run.counts?.[name];
    if (typeof value === 'number') figures.push([t(`sync.figures.${name}`), value]);
  }
  if (run.revision !== null) figures.push([t('sync.figures.revision'), run.revision]);
  return (
    <section className={styles.panel} aria-labelledby="sync-figures" data-status={run.status}>
      <h2 id="sync-figures">{t('sync.run.figures')}</h2>
      <dl className={syncStyles.figures} data-testid="sync-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {run.acceptShrink && <p>{t('sync.run.accepted')}</p>}
      {run.problem && (run.status === 'held' || run.status === 'failed') && (
        <>
          <h3>{t('sync.run.problem')}</h3>
          <p
            className={syncStyles.alert}
            data-testid="sync-problem"
            data-code={problemCodeOf(run.problem.code)}
          >
            {words.problem({ code: problemCodeOf(run.problem.code), values: run.problem.values })}
          </p>
        </>
      )}
    </section>
  );
}
