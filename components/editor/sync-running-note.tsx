import { getTranslations } from 'next-intl/server';
import { staffDateTime } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import { SyncRefresher } from './sync-refresher';
import syncStyles from './sync.module.css';

/** A sync running now: since when, and to reload (with JavaScript the page reloads itself). */
export async function SyncRunningNote({
  locale,
  startedAt,
}: {
  locale: SiteLocale;
  startedAt: Date;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <p className={syncStyles.running} role="status" data-testid="sync-running">
      {t('sync.state.running', { when: staffDateTime(locale).format(startedAt) })}
      <SyncRefresher />
    </p>
  );
}
