import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import { acceptShrinkAction, syncNowAction } from '@/lib/server/actions/crm-sync';
import type { SyncAlert, SyncState } from '@/lib/server/crm/sync-state-line';
import styles from './editor.module.css';
import { PostingForm } from './posting-form';
import { SyncRunningNote } from './sync-running-note';
import { syncRunWords, syncStateSentence } from './sync-words';
import syncStyles from './sync.module.css';

type Props = { locale: SiteLocale; state: SyncState; admin: boolean; page: string };

/** A held or failed last sync, said plainly; a held one offers admins to accept it. */
async function SyncAlertBox({
  locale,
  alert,
  admin,
  running,
  page,
}: {
  locale: SiteLocale;
  alert: SyncAlert;
  admin: boolean;
  running: boolean;
  page: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const words = await syncRunWords(locale, new Map());
  return (
    <div
      className={syncStyles.alert}
      data-testid="sync-alert"
      data-status={alert.status}
      data-code={alert.code}
      data-run={alert.runId}
    >
      <div role="alert">
        <h3>{t(`sync.state.${alert.status}`)}</h3>
        <p>{words.problem(alert)}</p>
      </div>
      <p>
        <a href={`${page}${alert.runId}/`}>{t('sync.state.details')}</a>
      </p>
      {alert.status === 'held' && !admin && <p>{t('sync.accept.adminsOnly')}</p>}
      {alert.status === 'held' && admin && !running && (
        <PostingForm
          action={acceptShrinkAction.bind(null, locale)}
          page={page}
          className={syncStyles.action}
        >
          <input type="hidden" name="runId" value={alert.runId} />
          <p>{t('sync.accept.lead')}</p>
          <label className={syncStyles.confirm}>
            <input type="checkbox" name="confirm" required />
            <span>
              {t('sync.accept.confirm', { after: alert.after ?? 0, before: alert.before ?? 0 })}
            </span>
          </label>
          <button type="submit" className="button button-accent">
            {t('sync.accept.submit')}
          </button>
        </PostingForm>
      )}
    </div>
  );
}

/** Where the sync stands, in plain words: the last sync, one running now, a problem, and (admins) sync now. */
export async function SyncStatePanel({ locale, state, admin, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const { running, alert } = state;
  return (
    <section className={styles.panel} aria-labelledby="sync-state" data-testid="sync-state">
      <h2 id="sync-state">{t('sync.state.title')}</h2>
      <p data-testid="sync-state-line">{await syncStateSentence(locale, state)}</p>
      {running && <SyncRunningNote locale={locale} startedAt={running.startedAt} />}
      {alert && (
        <SyncAlertBox
          locale={locale}
          alert={alert}
          admin={admin}
          running={running !== null}
          page={page}
        />
      )}
      {admin && !running && (
        <PostingForm
          action={syncNowAction.bind(null, locale)}
          page={page}
          className={syncStyles.action}
        >
          <p>{t('sync.now.lead')}</p>
          <button type="submit" className="button button-outline">
            {t('sync.now.submit')}
          </button>
        </PostingForm>
      )}
    </section>
  );
}
