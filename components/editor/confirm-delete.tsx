import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';
import historyStyles from './history.module.css';
import { PostingForm } from './posting-form';

/**
 * The confirmation step before a delete, a page of its own: what goes and what that means, the
 * button that deletes (its form carries `confirm=yes`; the action refuses a post without it) and
 * the way back. Works without JavaScript.
 */
export async function ConfirmDelete({
  locale,
  kind,
  name,
  action,
  page,
  cancel,
  hidden,
  children,
}: {
  locale: SiteLocale;
  kind: 'image' | 'video' | 'article' | 'page' | 'category';
  /** What the title names ('Our new office', or the image's number). */
  name: string;
  action: (formData: FormData) => Promise<void>;
  /** This confirmation page: where the form posts without JavaScript. */
  page: string;
  /** Where 'No, keep it' leads: the item's own screen. */
  cancel: string;
  hidden: Record<string, string>;
  /** What is about to be deleted: the image, the article's title and address… */
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <section
      className={historyStyles.confirm}
      aria-labelledby="confirm-title"
      data-testid="confirm-delete"
    >
      <h2 id="confirm-title">{t(`confirmDelete.${kind}.title`, { id: name, name })}</h2>
      {children}
      <p>{t(`confirmDelete.${kind}.lead`)}</p>
      <div className={historyStyles.actions}>
        <PostingForm action={action} page={page}>
          {Object.entries(hidden).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="button button-accent">
            {t(`confirmDelete.${kind}.confirm`)}
          </button>
        </PostingForm>
        <a className="button button-outline" href={cancel}>
          {t('confirmDelete.cancel')}
        </a>
      </div>
    </section>
  );
}
