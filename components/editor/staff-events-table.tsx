import { getTranslations } from 'next-intl/server';
import styles from '@/components/editor/editor.module.css';
import type { SiteLocale } from '@/lib/locale';
import type { StaffEventAction, StaffEventEntry } from '@/lib/server/auth/staff-events';

/** The message key of each recorded action (Editor.staff.events.action.*). */
const ACTION_KEYS = {
  added: 'added',
  invited: 'invited',
  'role-changed': 'roleChanged',
  removed: 'removed',
  'upload-deleted': 'uploadDeleted',
  'password-set-by-invitation': 'passwordSet',
  'person-erased': 'personErased',
  'two-factor-enabled': 'twoFactorEnabled',
  'two-factor-reset': 'twoFactorReset',
} as const satisfies Record<StaffEventAction, string>;

const roleOf = (value: unknown) => (value === 'admin' || value === 'editor' ? value : null);

/** The staff journal on the staff screen: when, who, what, whom; newest first. */
export async function StaffEventsTable({ locale, events, date }: { locale: SiteLocale; events: StaffEventEntry[]; date: Intl.DateTimeFormat }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const what = (event: StaffEventEntry) => {
    const from = roleOf(event.detail.from);
    const to = roleOf(event.detail.to);
    const parts = [t(`staff.events.action.${ACTION_KEYS[event.action]}`)];
    if (from && to) parts.push(t('staff.events.roleChange', { from: t(`roles.${from}`), to: t(`roles.${to}`) }));
    const role = roleOf(event.detail.role);
    if (role && event.action !== 'removed') parts.push(t(`roles.${role}`));
    if (event.detail.reactivated === true) parts.push(t('staff.events.reactivated'));
    return parts.join(' · ');
  };
  return (
    <section className={styles.panel} aria-labelledby="staff-events">
      <h2 id="staff-events">{t('staff.events.title')}</h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('staff.events.none')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby="staff-events">
          <table className={styles.table} data-testid="staff-events">
            <thead>
              <tr>
                {(['when', 'who', 'what', 'whom'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`staff.events.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} data-action={event.action} data-subject={event.subject}>
                  <td>
                    <time dateTime={event.at.toISOString()}>{date.format(event.at)}</time>
                  </td>
                  <td>{event.actorEmail || t('staff.events.system')}</td>
                  <td>{what(event)}</td>
                  <td>{event.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
