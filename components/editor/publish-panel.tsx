import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { CATEGORY_DETAILS, CATEGORY_ERRORS } from '@/lib/content/category-rules';
import type { ContentDocument } from '@/lib/content/documents';
import { partKey, type ContentPart } from '@/lib/content/parts';
import { previewLinkAction, publishAction, revokePreviewLinksAction } from '@/lib/server/actions/editor';
import { publishPartAction } from '@/lib/server/actions/history';
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
  const errors = ['schema', 'duplicate', 'routeAndSlug', 'pathCollision', 'inUse', 'stale', 'notFound', 'languageNotBuilt', 'adminOnly', 'unchanged', 'restoreNotFound', 'parentNotPublished', ...CATEGORY_ERRORS] as const;
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
 * Publication of a part (the banner, one page, one article: only that part goes public) or of a
 * whole document (categories, languages): whether a draft waits, preview links per language (the
 * preview path of each page shows staff the drafts), a link to share, and the publish button.
 */
export async function PublishPanel({
  locale,
  document,
  part,
  partName,
  others = [],
  hasDraft,
  back,
  previewPaths,
  sharedLink,
}: {
  locale: SiteLocale;
  document: ContentDocument;
  /** The part this screen edits: its button publishes that part alone. */
  part?: ContentPart;
  /** What staff call the part ('Home banner'). */
  partName?: string;
  /** Other parts of the same screens with drafts waiting: their names and screens. */
  others?: Array<{ name: string; href: string }>;
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
    <section className={styles.panel} aria-labelledby="publish-title" id="publish">
      <h2 id="publish-title">{t('publishBar.title')}</h2>
      <p className={`${styles.badge}${hasDraft ? '' : ` ${styles.badgeLive}`}`}>{hasDraft ? t('publishBar.draft') : t('publishBar.upToDate')}</p>
      {Object.keys(previewPaths).length > 0 && (
        <ul className={styles.inline}>
          {SITE_LOCALES.filter((l) => previewPaths[l]).map((l) => (
            <li key={l} className={styles.inline}>
              <a className="button button-outline" href={previewPaths[l]} target="_blank" rel="noopener">
                {t('publishBar.preview', { language: l })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {part && part.kind !== 'categories' && part.kind !== 'languages' ? (
        <PostingForm action={publishPartAction.bind(null, locale)} page={page} className={styles.stack}>
          <input type="hidden" name="part" value={partKey(part)} />
          <input type="hidden" name="back" value={back} />
          {partName && <p className={styles.muted}>{t('publishBar.partOnly', { name: partName })}</p>}
          <button type="submit" className="button button-accent" disabled={!hasDraft}>
            {t(`publishBar.publishPart.${part.kind}`)}
          </button>
        </PostingForm>
      ) : (
        <PostingForm action={publishAction.bind(null, locale)} page={page}>
          <input type="hidden" name="document" value={document} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button button-accent" disabled={!hasDraft}>
            {t('publishBar.publish')}
          </button>
        </PostingForm>
      )}
      {others.length > 0 && (
        <div className={styles.stack} data-testid="others-waiting">
          <p className={styles.muted}>{t('publishBar.othersWaiting')}</p>
          <ul className={styles.list}>
            {others.map((other) => (
              <li key={other.href}>
                <a href={other.href}>{other.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
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
