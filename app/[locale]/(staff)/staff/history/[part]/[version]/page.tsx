import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdminOnly } from '@/components/editor/admin-only';
import { changeWords, fieldName, partName, partSection, valueText } from '@/components/editor/change-words';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import historyStyles from '@/components/editor/history.module.css';
import { PostingForm } from '@/components/editor/posting-form';
import { EditorNotices } from '@/components/editor/publish-panel';
import { currentLocale } from '@/i18n/current-locale';
import { fieldChanges } from '@/lib/content/part-changes';
import { isAdminPart, parsePartKey, partKey, partScreen } from '@/lib/content/parts';
import { restorePartAction } from '@/lib/server/actions/history';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { partState, partVersion } from '@/lib/server/content/history';
import { getDb } from '@/lib/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('history.title'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ part: string; version: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * One version of one part beside the current draft (or what the site shows): each field that
 * differs, old value | current value; and the confirmation that restores it as a draft. A plain
 * page: the links and the form work without JavaScript.
 */
export default async function CompareVersion({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const { part: key, version } = await params;
  const part = parsePartKey(key);
  if (!part || !/^\d{1,15}$/.test(version)) notFound();
  if (isAdminPart(part) && staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const entry = await partVersion(db, part, Number(version));
  if (!entry) notFound();
  const state = await partState(db, part);
  const against = notice.against === 'published' ? 'published' : 'draft';
  const current = against === 'published' ? state.published : state.draft;
  const name = partName(t, locale, part, entry.after ?? state.draft ?? state.published);
  const delivered = entry.id === 0;
  const title = delivered ? t('compare.deliveredTitle', { name }) : t('compare.title', { id: entry.id, name });
  const differences = entry.after === undefined ? [] : fieldChanges(part, entry.after, current, locale);
  const fromDraft = entry.after === undefined ? [] : fieldChanges(part, entry.after, state.draft, locale);
  const againstWords = against === 'published' ? t('compare.againstPublished') : t('compare.againstDraft');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  const here = `/${locale}/staff/history/${partKey(part)}/${entry.id}/`;
  const screen = `/${locale}/staff${partScreen(part)}`;
  const versionColumn = delivered ? t('compare.deliveredColumn') : t('compare.thisVersion', { id: entry.id });
  return (
    <EditorFrame locale={locale} staff={staff} section={partSection(part)} title={title}>
      <p className={historyStyles.actions}>
        {state.draft !== undefined && <a href={screen}>{t('compare.back', { name })}</a>}
        <a href={`/${locale}/staff/history/${partKey(part)}/`}>{t('compare.history', { name })}</a>
      </p>
      <EditorNotices locale={locale} notice={notice} />
      <section className={styles.panel} aria-labelledby="version-title">
        <h2 id="version-title">{versionColumn}</h2>
        {!delivered && <p>{t('compare.saved', { date: date.format(entry.createdAt), author: entry.author ?? t('history.imported') })}</p>}
        {!delivered && <p data-testid="version-changes">{t('compare.changed', { changes: changeWords(t, fieldChanges(part, entry.before, entry.after, locale), entry.before, entry.after) })}</p>}
        {entry.after === undefined ? (
          <p role="note">{t('compare.notThere', { name })}</p>
        ) : (
          <>
            <nav aria-label={t('compare.against')}>
              <ul className={historyStyles.against}>
                <li>{t('compare.against')}</li>
                <li>
                  <a href={here} aria-current={against === 'draft' ? 'true' : undefined}>
                    {t('compare.againstDraft')}
                  </a>
                </li>
                <li>
                  <a href={`${here}?against=published`} aria-current={against === 'published' ? 'true' : undefined}>
                    {t('compare.againstPublished')}
                  </a>
                </li>
              </ul>
            </nav>
            {differences.length === 0 ? (
              <p data-testid="same">{t('compare.same', { against: againstWords })}</p>
            ) : (
              <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={t('compare.differences', { against: againstWords })}>
                <table className={historyStyles.diff} data-testid="diff">
                  <caption>{t('compare.differences', { against: againstWords })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('compare.field')}</th>
                      <th scope="col">{versionColumn}</th>
                      <th scope="col">{against === 'published' ? t('compare.publishedColumn') : t('compare.draftColumn')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {differences.map((change) => (
                      <tr key={change.path} data-path={change.path}>
                        <th scope="row">{fieldName(t, change.label)}</th>
                        <td className={`${historyStyles.value} ${historyStyles.old}`} lang={change.label.language} data-testid="old">
                          {valueText(t, change.before)}
                        </td>
                        <td className={`${historyStyles.value} ${historyStyles.new}`} lang={change.label.language} data-testid="new">
                          {valueText(t, change.after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
      {entry.after !== undefined && fromDraft.length > 0 && (
        <section className={historyStyles.confirm} aria-labelledby="restore-title" data-testid="restore">
          <h2 id="restore-title">{t('compare.restoreTitle')}</h2>
          <p>{t('compare.restoreLead', { name })}</p>
          <p>{part.document === 'site' ? t('compare.keepsSite', { name }) : t('compare.keepsOthers')}</p>
          <div className={historyStyles.actions}>
            <PostingForm action={restorePartAction.bind(null, locale)} page={here}>
              <input type="hidden" name="part" value={partKey(part)} />
              <input type="hidden" name="version" value={String(entry.id)} />
              <input type="hidden" name="baseId" value={String(state.latestId ?? '')} />
              <button type="submit" className="button button-accent">
                {t('compare.restore')}
              </button>
            </PostingForm>
            <a className="button button-outline" href={state.draft !== undefined ? screen : `/${locale}/staff/history/${partKey(part)}/`}>
              {t('compare.cancel')}
            </a>
          </div>
        </section>
      )}
    </EditorFrame>
  );
}
