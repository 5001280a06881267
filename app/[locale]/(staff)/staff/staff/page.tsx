import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AdminOnly } from '@/components/editor/admin-only';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { inviteFields } from '@/components/editor/invite-fields';
import { PostingForm } from '@/components/editor/posting-form';
import { RowsForm } from '@/components/editor/rows-form';
import { StaffEventsTable } from '@/components/editor/staff-events-table';
import rowStyles from '@/components/editor/rows-form.module.css';
import { FormMessages } from '@/components/forms/form-messages';
import formStyles from '@/components/forms/forms.module.css';
import { currentLocale } from '@/i18n/current-locale';
import { addStaffAction, changeStaffRoleAction, removeStaffAction, resetTwoFactorAction } from '@/lib/server/actions/staff-admin';
import { PageLinks } from '@/components/editor/page-links';
import { STAFF_SEARCH_MAX, staffQueryOf, staffQueryString } from '@/lib/forms/staff-admin';
import { listStaff, STAFF_PER_PAGE } from '@/lib/server/auth/staff-admin';
import { listStaffEvents } from '@/lib/server/auth/staff-events';
import { STAFF_ROLES } from '@/lib/server/auth/staff';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('staff.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const DONE = ['invited', 'added', 'changed', 'removed', 'twoFactorReset'] as const;
const REFUSED = ['self', 'lastAdmin', 'notFound', 'exists'] as const;

type RowButton = { locale: string; page: string; staffId: number; label: string; text: string; view: ReactNode };

function ResetTwoFactorButton({ locale, page, staffId, label, text, view }: RowButton) {
  return (
    <PostingForm action={resetTwoFactorAction.bind(null, locale)} page={page}>
      <input type="hidden" name="staffId" value={staffId} />
      {view}
      <button type="submit" className="button button-outline" aria-label={label}>
        {text}
      </button>
    </PostingForm>
  );
}

function RemoveButton({ locale, page, staffId, label, text, view }: RowButton) {
  return (
    <PostingForm action={removeStaffAction.bind(null, locale)} page={page}>
      <input type="hidden" name="staffId" value={staffId} />
      {view}
      <button type="submit" className="button button-outline" aria-label={label}>
        {text}
      </button>
    </PostingForm>
  );
}

/** The staff (admins only): who, with which role, last login; add, change a role, remove; the recent changes. */
export default async function StaffEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  if (staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const invite = inviteFields(t, locale);
  const query = staffQueryOf(notice);
  const list = await listStaff(getDb().db, query);
  const members = list.members;
  const events = await listStaffEvents(getDb().db);
  const page = `/${locale}/staff/staff/`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  const done = DONE.find((key) => /^\d{1,18}$/.test(notice[key] ?? ''));
  const refused = REFUSED.find((code) => code === notice.refused);
  // Each row's forms bring the admin back to this search and page.
  const view = (
    <>
      <input type="hidden" name="q" value={query.q} />
      <input type="hidden" name="page" value={list.page} />
    </>
  );
  const from = (list.page - 1) * STAFF_PER_PAGE + 1;
  return (
    <EditorFrame locale={locale} staff={staff} section="staff" title={t('staff.title')} lead={t('staff.lead')}>
      {done && (
        <p className={formStyles.success} role="status">
          {t(`staff.done.${done}`)}
        </p>
      )}
      {refused && (
        <p className={formStyles.formError} role="alert" data-code={refused}>
          {t(`staff.refused.${refused}`)}
        </p>
      )}
      <section className={styles.panel} aria-labelledby="staff-list">
        <h2 id="staff-list">{t('staff.list')}</h2>
        <form method="get" action={page} role="search" className={`${styles.inline} ${styles.search}`}>
          <label htmlFor="staff-q">{t('staff.search')}</label>
          <input id="staff-q" type="search" name="q" defaultValue={query.q} maxLength={STAFF_SEARCH_MAX} className={`${formStyles.input} ${rowStyles.compact}`} />
          <button type="submit" className="button button-outline">
            {t('staff.searchSubmit')}
          </button>
          {query.q && <a href={page}>{t('staff.showAll')}</a>}
        </form>
        <p className={styles.muted} data-testid="staff-count">
          {list.total === 0
            ? t('staff.noMatch', { q: query.q })
            : query.q
              ? t('staff.matches', { count: list.total, q: query.q })
              : t('staff.shown', { from, to: from + members.length - 1, total: list.total })}
        </p>
        <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby="staff-list">
          <table className={styles.table} data-testid="staff">
            <thead>
              <tr>
                {(['email', 'role', 'lastLogin', 'twoFactor', 'actions'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`staff.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} data-email={member.email}>
                  <td>
                    {member.email} {member.id === staff.id && t('staff.you')}
                    {member.name && (
                      <>
                        <br />
                        <span className={styles.muted}>{member.name}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {member.id === staff.id ? (
                      t(`roles.${member.role}`)
                    ) : (
                      <PostingForm action={changeStaffRoleAction.bind(null, locale)} page={page} className={styles.inline}>
                        <input type="hidden" name="staffId" value={member.id} />
                        {view}
                        <select name="role" defaultValue={member.role} className={`${formStyles.input} ${rowStyles.compact}`} aria-label={t('staff.roleOf', { email: member.email })}>
                          {STAFF_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ))}
                        </select>
                        <button type="submit" className="button button-outline">
                          {t('staff.changeRole')}
                        </button>
                      </PostingForm>
                    )}
                  </td>
                  <td>{member.invited ? t('staff.invited') : member.lastLogin ? date.format(member.lastLogin) : t('staff.never')}</td>
                  <td>{member.twoFactor ? t('staff.twoFactorOn') : t('staff.twoFactorOff')}</td>
                  <td>
                    {member.id !== staff.id && (
                      <div className={styles.inline}>
                        {member.twoFactor && (
                          <ResetTwoFactorButton locale={locale} page={page} staffId={member.id} label={t('staff.resetTwoFactorOf', { email: member.email })} text={t('staff.resetTwoFactor')} view={view} />
                        )}
                        <RemoveButton locale={locale} page={page} staffId={member.id} label={t('staff.removeMember', { email: member.email })} text={t('staff.remove')} view={view} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageLinks
          page={list.page}
          pages={list.pages}
          href={(n) => `${page}${staffQueryString({ q: query.q, page: n })}#staff-list`}
          labels={{ nav: t('staff.pages'), previous: t('staff.previous'), next: t('staff.next'), pageOf: t('staff.pageOf', { page: list.page, pages: list.pages }) }}
        />
      </section>
      <section className={styles.panel} aria-labelledby="staff-add">
        <h2 id="staff-add">{t('staff.add')}</h2>
        <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors', 'Portal']}>
          <RowsForm
            action={addStaffAction.bind(null, locale)}
            page={page}
            hidden={{}}
            submitLabel={t('staff.addSubmit')}
            groups={[
              {
                legend: t('staff.details'),
                fields: [
                  invite.email,
                  { name: 'name', label: t('staff.name'), kind: 'text', value: '' },
                  { name: 'role', label: t('staff.role'), kind: 'select', value: 'editor', options: STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })) },
                  invite.locale,
                  { name: 'password', label: t('staff.password'), kind: 'password', value: '', hint: t('staff.passwordHint'), wide: true },
                ],
              },
            ]}
          />
        </FormMessages>
      </section>
      <StaffEventsTable locale={locale} events={events} date={date} />
    </EditorFrame>
  );
}
