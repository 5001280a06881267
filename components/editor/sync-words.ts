/** The sync screen's words for a run and for where the sync stands, shared by its pages and the dashboard. */
import { getTranslations } from 'next-intl/server';
import { staffDateTime } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import {
  problemValues,
  type RunSummary,
  type SyncAlert,
  type SyncState,
} from '@/lib/server/crm/sync-state-line';

/** Who started a run, what kind it was, its status, its problem. */
export async function syncRunWords(locale: SiteLocale, names: ReadonlyMap<number, string>) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const number = new Intl.NumberFormat(locale);
  return {
    trigger(run: Pick<RunSummary, 'trigger' | 'staffId'>): string {
      if (run.trigger !== 'staff') return t(`sync.triggers.${run.trigger}`);
      const name = run.staffId === null ? undefined : names.get(run.staffId);
      return name ? t('sync.triggers.staff', { name }) : t('sync.runs.byUnknown');
    },
    kind: (run: Pick<RunSummary, 'kind'>) => (run.kind ? t(`sync.kinds.${run.kind}`) : ''),
    status: (run: Pick<RunSummary, 'status'>) => t(`sync.status.${run.status}`),
    problem(problem: Pick<SyncAlert, 'code' | 'values'>): string {
      const values = Object.entries(problemValues(problem.values)).map(([name, value]) => [
        name,
        typeof value === 'number' ? number.format(value) : value,
      ]);
      return t(`sync.problems.${problem.code}`, Object.fromEntries(values));
    },
  };
}

/** 'Last sync on 12 Mar 2026, 14:03: Published. The site shows 412 properties.' */
export async function syncStateSentence(locale: SiteLocale, state: SyncState): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  if (!state.last) return t('sync.state.never');
  const last = t('sync.state.last', {
    when: staffDateTime(locale).format(state.last.at),
    status: t(`sync.status.${state.last.status}`),
  });
  return state.properties === null
    ? last
    : `${last} ${t('sync.state.properties', { count: state.properties })}`;
}
