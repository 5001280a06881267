import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { Photo } from '@/components/media/photo';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import type { UploadSummary } from '@/lib/server/media/media-store';
import styles from './media.module.css';

/** A label for an upload in a list: its description, else its file name. */
export const uploadLabel = (upload: UploadSummary, locale: SiteLocale) => `${upload.alt[locale] || upload.alt[routing.defaultLocale] || upload.originalName} (${upload.id})`;

/**
 * Chooses one of the uploaded images for the banner or an article: a select posted as
 * `image` (the upload's URL), with the current image beside it. Works without JavaScript.
 */
export async function ImagePicker({
  locale,
  uploads,
  current,
  currentAlt,
  allowNone,
}: {
  locale: SiteLocale;
  uploads: UploadSummary[];
  /** The URL the page shows now (an upload's, or a photo delivered with the site). */
  current: string | null;
  currentAlt: string;
  allowNone: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const chosen = uploads.some((u) => u.url === current) ? current! : '';
  return (
    <div className={styles.picker}>
      {current ? (
        <Photo className={styles.pickerThumb} src={current} alt={currentAlt ? `${t('media.current')}: ${currentAlt}` : t('media.current')} width={160} height={120} sizes="160px" />
      ) : (
        <span className={`${styles.pickerThumb} ${formStyles.hint}`}>{t('media.none')}</span>
      )}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="image-choice">
          {t('media.choose')}
        </label>
        <select id="image-choice" name="image" className={formStyles.input} defaultValue={chosen} aria-describedby="image-choice-hint">
          {(allowNone || chosen === '') && <option value="">{allowNone ? t('media.none') : t('media.current')}</option>}
          {uploads.map((upload) => (
            <option key={upload.id} value={upload.url}>
              {uploadLabel(upload, locale)}
            </option>
          ))}
        </select>
        <p id="image-choice-hint" className={formStyles.hint}>
          {t('media.chooseHint')} <a href={`/${locale}/staff/media/`}>{t('nav.media')}</a>
        </p>
      </div>
    </div>
  );
}
