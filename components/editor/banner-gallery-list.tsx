import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { photoProps } from '@/lib/images/photo-props';
import type { SiteLocale } from '@/lib/locale';
import { getDb } from '@/lib/server/db/client';
import { listUploads } from '@/lib/server/media/media-store';
import { uploadLabel } from './media-picker';
import styles from './media.module.css';

/**
 * The banner gallery's photos in order, inside the banner form: each with its position (a number
 * field), Up and Down buttons (they save the form with the photo moved) and a remove box. Marked
 * for the drag-to-order island: the list is `data-sortable`, each photo `data-sortable-item`, and
 * its `data-sort-position` field holds its place from 1, which the island rewrites after a drag.
 * The server reads only the positions (lib/content/banner-gallery orderedGallery).
 */
export async function BannerGalleryList({ locale, images }: { locale: SiteLocale; images: string[] }) {
  const t = await getTranslations({ locale, namespace: 'Editor.banner' });
  const uploads = new Map((await listUploads(getDb().db)).map((u) => [u.url, u]));
  return (
    <fieldset id="gallery" className={styles.pickerBox}>
      <legend className={styles.pickerLegend}>{t('galleryImages')}</legend>
      <p className={formStyles.hint}>{t('galleryImagesHint')}</p>
      {images.length === 0 ? (
        <p>{t('galleryEmpty')}</p>
      ) : (
        <ol className={styles.gallery} data-sortable>
          {images.map((url, n) => {
            const upload = uploads.get(url);
            const { src, srcSet } = photoProps({ src: url, alt: '', width: 96, height: 72 });
            const name = upload ? uploadLabel(upload, locale) : (url.split('/').at(-1) ?? url);
            const place = n + 1;
            return (
              <li key={url} className={styles.galleryItem} data-sortable-item data-gallery-photo={url}>
                {/* The name beside it says what it is. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={src} srcSet={srcSet} width={96} height={72} alt="" loading="lazy" decoding="async" />
                <div>
                  <p className={styles.choiceLabel}>{name}</p>
                  <input type="hidden" name={`galleryUrl.${n}`} value={url} />
                  <div className={styles.galleryControls}>
                    <label htmlFor={`gallery-position-${n}`}>{t('position')}</label>
                    <input
                      id={`gallery-position-${n}`}
                      className={formStyles.input}
                      type="text"
                      inputMode="numeric"
                      name={`galleryPosition.${n}`}
                      defaultValue={String(place)}
                      data-sort-position
                      aria-label={t('positionOf', { n: name })}
                      autoComplete="off"
                    />
                    <button type="submit" className="button button-outline" name="galleryMove" value={`${n}:up`} aria-label={t('moveUp', { n: name })}>
                      {t('up')}
                    </button>
                    <button type="submit" className="button button-outline" name="galleryMove" value={`${n}:down`} aria-label={t('moveDown', { n: name })}>
                      {t('down')}
                    </button>
                    <label>
                      <input type="checkbox" name={`galleryRemove.${n}`} />
                      {t('removePhoto')}
                    </label>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
