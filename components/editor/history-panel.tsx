import { getTranslations } from 'next-intl/server';
import { fieldChanges } from '@/lib/content/part-changes';
import { isAdminPart, partKey, partScreen, type ContentPart } from '@/lib/content/parts';
import type { SiteLocale } from '@/lib/locale';
import { publishAction } from '@/lib/server/actions/editor';
import { publishPartAction, restorePartAction } from '@/lib/server/actions/history';
import { pendingParts, type PartHistory, type PartState } from '@/lib/server/content/history';
import { undoTarget } from '@/lib/content/undo-target';
import { getDb } from '@/lib/server/db/client';
import { changeWords, partName } from './change-words';
import styles from './editor.module.css';
import historyStyles from './history.module.css';
import { PostingForm } from './posting-form';

/** Where a part's version is compared with the current content and restored ('/nl/staff/history/banner/12/'). */
export const compareHref = (locale: SiteLocale, part: ContentPart, version: number) =>
  `/${locale}/staff/history/${partKey(part)}/${version}/`;

/** 'Undo' on the newest version: the version before it restored as a draft, in one post (nothing is published). */
async function UndoButton({ locale, history, latest, target }: { locale: SiteLocale; history: PartHistory; latest: number; target: number }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const key = partKey(history.part);
  return (
    <PostingForm action={restorePartAction.bind(null, locale)} page={`/${locale}/staff/history/${key}/${target}/`}>
      <input type="hidden" name="part" value={key} />
      <input type="hidden" name="version" value={String(target)} />
      <input type="hidden" name="baseId" value={String(history.latestId ?? '')} />
      <button
        type="submit"
        className="button button-outline"
        aria-label={target === 0 ? t('history.undoDeliveredLabel', { id: latest }) : t('history.undoLabel', { id: latest, previous: target })}
      >
        {t('history.undo')}
      </button>
    </PostingForm>
  );
}

/**
 * One part's history: each version that changed it, newest first, saying what it changed, who and
 * when, whether the site shows it or it is the draft; each opens its comparison page, where it can
 * be restored as a draft (that page is the confirmation). Above them, the newest change can be undone
 * at once: the version before it comes back as a draft, and nothing goes public.
 */
export async function PartHistoryPanel({
  locale,
  history,
  name,
}: {
  locale: SiteLocale;
  history: PartHistory;
  name: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  });
  const { part, entries, delivered } = history;
  const undo = undoTarget(history);
  const latest = entries[0];
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      <p className={styles.muted}>
        {t('history.lead', { name })}
        {undo !== null && ` ${t('history.undoLead')}`}
      </p>
      {latest && undo !== null && (
        <div className={historyStyles.undo} data-testid="undo">
          <p>{t('history.undoLatest', { id: latest.id, changes: changeWords(t, fieldChanges(part, latest.before, latest.after, locale), latest.before, latest.after) })}</p>
          <UndoButton locale={locale} history={history} latest={latest.id} target={undo} />
        </div>
      )}
      {entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby="history-title">
          <table className={styles.table} data-testid="history" data-part={partKey(part)}>
            <thead>
              <tr>
                <th scope="col">{t('history.version')}</th>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.note')}</th>
                <th scope="col">{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  data-version={entry.id}
                  data-live={entry.live || undefined}
                  data-draft={entry.draft || undefined}
                >
                  <td>{entry.id}</td>
                  <td>
                    {date.format(entry.createdAt)}
                    <br />
                    <span className={styles.muted}>{entry.author ?? t('history.imported')}</span>
                  </td>
                  <td data-testid="changes">
                    {changeWords(
                      t,
                      fieldChanges(part, entry.before, entry.after, locale),
                      entry.before,
                      entry.after,
                    )}
                    {(entry.restoredFrom !== null || entry.note === 'data/*.json') && (
                      <>
                        <br />
                        <span className={styles.muted}>
                          {entry.restoredFrom !== null
                            ? t('history.restoredFrom', { id: entry.restoredFrom })
                            : t('history.restoredDelivered')}
                        </span>
                      </>
                    )}
                  </td>
                  <td>
                    <span className={styles.stack}>
                      {entry.live && (
                        <span className={`${styles.badge} ${styles.badgeLive}`}>
                          {t('history.live')}
                        </span>
                      )}
                      {entry.draft && <span className={styles.badge}>{t('history.draft')}</span>}
                      <a
                        href={compareHref(locale, part, entry.id)}
                        aria-label={t('history.compareVersion', { id: entry.id })}
                      >
                        {t('history.compare')}
                      </a>
                    </span>
                  </td>
                </tr>
              ))}
              {delivered.value !== undefined && !history.more && (
                <tr data-version="0" data-live={delivered.live || undefined}>
                  <td>—</td>
                  <td colSpan={2}>{t('history.delivered')}</td>
                  <td>
                    <span className={styles.stack}>
                      {delivered.live && (
                        <span className={`${styles.badge} ${styles.badgeLive}`}>
                          {t('history.live')}
                        </span>
                      )}
                      <a
                        href={compareHref(locale, part, 0)}
                        aria-label={t('history.compareDelivered')}
                      >
                        {t('history.compare')}
                      </a>
                    </span>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {history.more && (
        <p className={styles.muted}>{t('history.more', { count: entries.length })}</p>
      )}
    </section>
  );
}

/**
 * What waits to be published on a list screen (pages, articles): each changed page or article with
 * its own 'Publish' button, and one button that publishes them all, saying how many.
 */
export async function PendingPanel({
  locale,
  document,
  pending,
  back,
}: {
  locale: SiteLocale;
  document: 'menu' | 'articles';
  pending: PartState[];
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const page = `/${locale}/staff${back}`;
  return (
    <section className={styles.panel} aria-labelledby="pending-title" data-testid="pending">
      <h2 id="pending-title">{t('publishBar.pendingTitle')}</h2>
      {pending.length === 0 ? (
        <p className={`${styles.badge} ${styles.badgeLive}`}>{t('publishBar.pendingNone')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('publishBar.pendingLead')}</p>
          <ul className={`${styles.list} ${historyStyles.pending}`}>
            {pending.map(({ part, draft, published }) => {
              const name = partName(t, locale, part, draft ?? published);
              const status =
                published === undefined
                  ? t('publishBar.new')
                  : draft === undefined
                    ? t('publishBar.deleted')
                    : null;
              return (
                <li key={partKey(part)} data-part={partKey(part)}>
                  <span>
                    <a
                      href={
                        draft === undefined
                          ? `/${locale}/staff/history/${partKey(part)}/`
                          : `/${locale}/staff${partScreen(part)}`
                      }
                    >
                      {name}
                    </a>
                    {status && <span className={styles.muted}> ({status})</span>}
                  </span>
                  <PostingForm action={publishPartAction.bind(null, locale)} page={page}>
                    <input type="hidden" name="part" value={partKey(part)} />
                    <input type="hidden" name="back" value={back} />
                    <button
                      type="submit"
                      className="button button-outline"
                      aria-label={t('publishBar.publishOneLabel', { name })}
                    >
                      {t('publishBar.publishOne')}
                    </button>
                  </PostingForm>
                </li>
              );
            })}
          </ul>
          <PostingForm action={publishAction.bind(null, locale)} page={page}>
            <input type="hidden" name="document" value={document} />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="button button-accent">
              {t('publishBar.publishAll', { count: pending.length })}
            </button>
          </PostingForm>
        </>
      )}
    </section>
  );
}

/** Pages or articles deleted and published so: each opens its history, where it can be restored as a draft. */
export async function DeletedPanel({
  locale,
  title,
  deleted,
}: {
  locale: SiteLocale;
  title: string;
  deleted: Array<{ part: ContentPart; last: unknown }>;
}) {
  if (deleted.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <section className={styles.panel} aria-labelledby="deleted-title" data-testid="deleted">
      <h2 id="deleted-title">{title}</h2>
      <p className={styles.muted}>{t('history.deletedLead')}</p>
      <ul className={styles.list}>
        {deleted.map(({ part, last }) => {
          const name = partName(t, locale, part, last);
          return (
            <li key={partKey(part)}>
              <a
                href={`/${locale}/staff/history/${partKey(part)}/`}
                aria-label={t('history.showHistory', { name })}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The other parts of the site document with drafts waiting (an editor is not shown the settings): for 'Also waiting to be published'. */
export async function otherSiteDrafts(
  locale: SiteLocale,
  part: ContentPart,
  role: 'admin' | 'editor',
): Promise<Array<{ name: string; href: string }>> {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const pending = await pendingParts(getDb().db, 'site');
  return pending
    .filter((p) => partKey(p.part) !== partKey(part) && (role === 'admin' || !isAdminPart(p.part)))
    .map((p) => ({
      name: partName(t, locale, p.part),
      href: `/${locale}/staff${partScreen(p.part)}`,
    }));
}
