import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { CATEGORY_DETAILS, CATEGORY_ERRORS } from '@/lib/content/category-rules';
import type { ContentDocument } from '@/lib/content/documents';
import { previewLinkAction, publishAction, restoreAction, revokePreviewLinksAction } from '@/lib/server/actions/editor';
import type { HistoryEntry } from '@/lib/server/content/store';
import styles from './editor.module.css';
import { PostingForm } from './posting-form';

/** What a redirect after an editor action says (the query of the editor page). */
export type EditorNotice = { saved?: string; published?: string; restored?: string; revoked?: string; error?: string; detail?: string; link?: string };

/** The values of a refusal's message, from the query: strings only, short. */
function detailOf(text: string | undefined): Record<string, string> {
  const values: Record<string, string> = { name: '', page: '', path: '', field: '', ...CATEGORY_DETAILS };
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object')
      for (const [key, value] of Object.entries(parsed)) if (key in values && typeof value === 'string') values[key] = value.slice(0, 200);
  } catch {
    // A hand-made query: the message without its details.
  }
  return values;
}

export async function EditorNotices({ locale, notice }: { locale: SiteLocale; notice: EditorNotice }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const id = (value?: string) => (value && /^\d{1,18}$/.test(value) ? value : null);
  const errors = ['schema', 'duplicate', 'routeAndSlug', 'pathCollision', 'inUse', 'stale', 'notFound', 'languageNotBuilt', 'adminOnly', ...CATEGORY_ERRORS] as const;
  const error = errors.find((code) => code === notice.error);
  const revoked = notice.revoked && /^\d{1,6}$/.test(notice.revoked) ? Number(notice.revoked) : null;
  const success = id(notice.saved)
    ? t('saved', { id: notice.saved! })
    : id(notice.published)
      ? t('published', { id: notice.published! })
      : id(notice.restored)
        ? t('restored', { id: notice.restored! })
        : revoked !== null
          ? t('previewLinksRevoked', { count: revoked })
          : null;
  return (
    <>
      {success && (
        <p className={formStyles.success} role="status">
          {success}
        </p>
      )}
      {error && (
        <p className={formStyles.formError} role="alert" data-code={error}>
          {t(`errors.${error}`, detailOf(notice.detail))}
        </p>
      )}
    </>
  );
}

/**
 * Publication of a document: whether a draft waits, preview links per language (the preview path
 * of each page shows staff the drafts), a link to share, and the publish button.
 */
export async function PublishPanel({
  locale,
  document,
  hasDraft,
  back,
  previewPaths,
  sharedLink,
}: {
  locale: SiteLocale;
  document: ContentDocument;
  hasDraft: boolean;
  /** This page, under /{locale}/staff/ ('banner/'), to come back to. */
  back: string;
  /** The page's preview path in each language ('/preview/nl/'), when it has one. */
  previewPaths: Partial<Record<SiteLocale, string>>;
  sharedLink?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const page = `/${locale}/staff${back}`;
  const first = previewPaths[locale] ?? Object.values(previewPaths)[0];
  const link = sharedLink && /^\/preview\/[a-z]{2}\//.test(sharedLink) ? sharedLink : null;
  return (
    <section className={styles.panel} aria-labelledby="publish-title">
      <h2 id="publish-title">{t('publishBar.title')}</h2>
      <p className={`${styles.badge}${hasDraft ? '' : ` ${styles.badgeLive}`}`}>{hasDraft ? t('publishBar.draft') : t('publishBar.upToDate')}</p>
      {Object.keys(previewPaths).length > 0 && (
        <ul className={styles.inline}>
          {SITE_LOCALES.filter((l) => previewPaths[l]).map((l) => (
            <li key={l} className={styles.inline}>
              <a className="button button-outline" href={previewPaths[l]} target="_blank" rel="noopener">
                {t('publishBar.preview', { language: t(`languages.${l}`) })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <PostingForm action={publishAction.bind(null, locale)} page={page}>
        <input type="hidden" name="document" value={document} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="button button-accent" disabled={!hasDraft}>
          {t('publishBar.publish')}
        </button>
      </PostingForm>
      {first && (
        <PostingForm action={previewLinkAction.bind(null, locale)} page={page} className={styles.stack}>
          <h3>{t('publishBar.shareTitle')}</h3>
          <p className={styles.muted}>{t('publishBar.shareLead')}</p>
          <input type="hidden" name="path" value={first} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button button-outline">
            {t('publishBar.share')}
          </button>
          {link && (
            <p className={styles.shareLink}>
              {t('publishBar.link')}: <a href={link} data-testid="preview-link">{link}</a>
            </p>
          )}
        </PostingForm>
      )}
      {first && (
        <PostingForm action={revokePreviewLinksAction.bind(null, locale)} page={page} className={styles.stack}>
          <h3>{t('publishBar.revokeTitle')}</h3>
          <p className={styles.muted}>{t('publishBar.revokeLead')}</p>
          {Object.values(previewPaths).map((path) => (
            <input key={path} type="hidden" name="path" value={path} />
          ))}
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="which" value="page" className="button button-outline">
            {t('publishBar.revokePage')}
          </button>
          <button type="submit" name="which" value="mine" className="button button-outline">
            {t('publishBar.revokeMine')}
          </button>
        </PostingForm>
      )}
    </section>
  );
}

export async function HistoryPanel({ locale, document, entries, back }: { locale: SiteLocale; document: ContentDocument; entries: HistoryEntry[]; back: string }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const page = `/${locale}/staff${back}`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      <p className={styles.muted}>{t('history.lead')}</p>
      {entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="history">
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
                <tr key={entry.id} data-version={entry.id} data-live={entry.live || undefined}>
                  <td>{entry.id}</td>
                  <td>
                    {date.format(entry.createdAt)}
                    <br />
                    <span className={styles.muted}>{entry.author ?? t('history.imported')}</span>
                  </td>
                  <td>{entry.restoredFrom ? t('history.restoredFrom', { id: entry.restoredFrom }) : entry.note}</td>
                  <td>
                    {entry.live ? (
                      <span className={`${styles.badge} ${styles.badgeLive}`}>{t('history.live')}</span>
                    ) : (
                      <PostingForm action={restoreAction.bind(null, locale)} page={page}>
                        <input type="hidden" name="document" value={document} />
                        <input type="hidden" name="version" value={entry.id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className="button button-outline" aria-label={t('history.restoreVersion', { id: entry.id })}>
                          {t('history.restore')}
                        </button>
                      </PostingForm>
                    )}
                  </td>
                </tr>
              ))}
              <tr data-version="0">
                <td>—</td>
                <td colSpan={2}>{t('history.delivered')}</td>
                <td>
                  <PostingForm action={restoreAction.bind(null, locale)} page={page}>
                    <input type="hidden" name="document" value={document} />
                    <input type="hidden" name="version" value="0" />
                    <input type="hidden" name="back" value={back} />
                    <button type="submit" className="button button-outline" aria-label={t('history.restoreDelivered')}>
                      {t('history.restore')}
                    </button>
                  </PostingForm>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
