import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { SyncNote } from '@/lib/server/crm/omnicasa/notes';
import {
  NOTE_FILTERS,
  notesQueryString,
  type NoteGroup,
  type NotesQuery,
  type NotesView,
} from '@/lib/server/crm/sync-notes-view';
import styles from './editor.module.css';
import { PageLinks } from './page-links';
import syncStyles from './sync.module.css';

type Props = {
  locale: SiteLocale;
  view: NotesView;
  query: NotesQuery;
  /** The run's page ('/nl/staff/sync/12/'): filters and pages are its queries. */
  page: string;
  /** Notes kept with the run, and made by it (more when the run kept only the first ones). */
  kept: number;
  made: number;
  /** The public page of each property on the site, by ID. */
  propertyPaths: ReadonlyMap<number, string>;
};

/** What a sync left out, by property ID: a filter by effect and pages, all plain links (no JavaScript needed). */
export async function SyncNotes({ locale, view, query, page, kept, made, propertyPaths }: Props) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const href = (q: NotesQuery) => `${page}${notesQueryString(q)}#sync-notes`;
  const current = (q: NotesQuery) => (q.effect === query.effect ? 'page' : undefined);
  const subject = (group: NoteGroup) => {
    const noun = t(`sync.notes.subjects.${group.subject}`);
    if (group.id === null) return t('sync.notes.noId', { subject: noun });
    const path = group.subject === 'property' ? propertyPaths.get(group.id) : undefined;
    return path ? <a href={path}>{`${noun} ${group.id}`}</a> : `${noun} ${group.id}`;
  };
  const line = (note: SyncNote) => (
    <>
      <td>{note.language ? t(`languages.${note.language}`) : t('sync.notes.anyLanguage')}</td>
      <td>
        <code>{note.field}</code>
      </td>
      <td>{t(`sync.codes.${note.code}`)}</td>
      <td>{t(`sync.effects.${note.effect}`)}</td>
      {/* The CRM's text as text: React escapes it, HTML in it stays visible as written. */}
      <td>{note.value !== undefined && <code className={syncStyles.value}>{note.value}</code>}</td>
      <td>{note.itemId ?? ''}</td>
    </>
  );
  return (
    <section className={styles.panel} aria-labelledby="sync-notes">
      <h2 id="sync-notes">{t('sync.notes.title')}</h2>
      {kept === 0 ? (
        <p>{t('sync.notes.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('sync.notes.lead')}</p>
          {made > kept && (
            <p data-testid="sync-notes-truncated">
              {t('sync.notes.truncated', { total: made, kept })}
            </p>
          )}
          <nav aria-label={t('sync.notes.filter')} className={syncStyles.links}>
            <ul className={styles.inline}>
              <li>
                <a
                  href={href({ effect: null, page: 1 })}
                  aria-current={current({ effect: null, page: 1 })}
                >
                  {t('sync.notes.all', { count: kept })}
                </a>
              </li>
              {NOTE_FILTERS.map((effect) => (
                <li key={effect}>
                  <a
                    href={href({ effect, page: 1 })}
                    aria-current={current({ effect, page: 1 })}
                    data-effect={effect}
                  >
                    {t('sync.notes.effectCount', {
                      effect: t(`sync.effects.${effect}`),
                      count: view.counts[effect],
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {view.groups.length === 0 ? (
            <p>{t('sync.notes.noneOfKind')}</p>
          ) : (
            <div
              className={syncStyles.scroll}
              role="region"
              aria-labelledby="sync-notes-caption"
              tabIndex={0}
            >
              <table className={`${styles.table} ${syncStyles.wide}`} data-testid="sync-notes">
                <caption id="sync-notes-caption" className={syncStyles.caption}>
                  {t('sync.notes.caption', {
                    from: view.first,
                    to: view.last,
                    total: view.groupCount,
                  })}
                </caption>
                <thead>
                  <tr>
                    {(
                      ['subject', 'language', 'field', 'code', 'effect', 'value', 'item'] as const
                    ).map((column) => (
                      <th key={column} scope="col">
                        {t(`sync.notes.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                {view.groups.map((group) => (
                  <tbody
                    key={`${group.subject} ${group.id}`}
                    data-subject={group.subject}
                    data-id={group.id ?? undefined}
                  >
                    {group.notes.map((note, i) => (
                      <tr key={i} data-effect={note.effect}>
                        {i === 0 && (
                          <th scope="rowgroup" rowSpan={group.notes.length}>
                            {subject(group)}
                          </th>
                        )}
                        {line(note)}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          )}
          <PageLinks
            page={view.page}
            pages={view.pages}
            href={(page) => href({ ...query, page })}
            labels={{
              nav: t('sync.notes.pages'),
              previous: t('sync.notes.previous'),
              next: t('sync.notes.next'),
              pageOf: t('sync.notes.pageOf', { page: view.page, pages: view.pages }),
            }}
          />
        </>
      )}
    </section>
  );
}
