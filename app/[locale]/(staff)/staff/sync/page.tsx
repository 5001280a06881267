import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { SyncRunsTable } from '@/components/editor/sync-runs-table';
import { SyncStatePanel } from '@/components/editor/sync-state-panel';
import formStyles from '@/components/forms/forms.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { crmConfigured } from '@/lib/server/crm/staff-sync';
import { loadSyncOverview } from '@/lib/server/crm/sync-overview';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('sync.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const DONE = ['started', 'accepting'] as const;
const REFUSED = ['adminOnly', 'busy', 'confirm', 'stale', 'config', 'notConfigured'] as const;

/** The CRM sync, for admins and editors: where it stands, the last syncs; admins sync now or accept a held sync. */
export default async function SyncScreen({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const { runs, state, names } = await loadSyncOverview(getDb().db);
  const configured = crmConfigured();
  const page = `/${locale}/staff/sync/`;
  const done = DONE.find((key) => key === notice.done);
  const refused = REFUSED.find((code) => code === notice.refused);
  return (
    <EditorFrame
      locale={locale}
      staff={staff}
      section="sync"
      title={t('sync.title')}
      lead={t('sync.lead')}
    >
      {done && (
        <p className={formStyles.success} role="status" data-code={done}>
          {t(`sync.done.${done}`)}
        </p>
      )}
      {refused && (
        <p className={formStyles.formError} role="alert" data-code={refused}>
          {refused === 'notConfigured' ? t('sync.notConfigured') : t(`sync.refused.${refused}`)}
        </p>
      )}
      {configured ? (
        <SyncStatePanel locale={locale} state={state} admin={staff.role === 'admin'} page={page} />
      ) : (
        <section className={styles.panel} aria-labelledby="sync-state">
          <h2 id="sync-state">{t('sync.state.title')}</h2>
          <p data-testid="sync-not-configured">{t('sync.notConfigured')}</p>
        </section>
      )}
      {(configured || runs.length > 0) && (
        <SyncRunsTable locale={locale} runs={runs} names={names} page={page} />
      )}
    </EditorFrame>
  );
}
