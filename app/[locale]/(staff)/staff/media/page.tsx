import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { tooLargeNotice, uploadLabel } from '@/components/editor/media-picker';
import { PhotoFileInput } from '@/components/editor/media-picker-choices';
import { LocalizedForm } from '@/components/editor/localized-form';
import mediaStyles from '@/components/editor/media.module.css';
import { MediaNotices } from '@/components/editor/media-notices';
import { FormMessages } from '@/components/forms/form-messages';
import formStyles from '@/components/forms/forms.module.css';
import { Photo } from '@/components/media/photo';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { uploadImageAction } from '@/lib/server/actions/media';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { listUploads } from '@/lib/server/media/media-store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('media.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const empty = Object.fromEntries(SITE_LOCALES.map((l) => [l, ''])) as Record<SiteLocale, string>;

/** Uploaded images: upload one with its descriptions, copy an address, edit or delete. */
export default async function MediaEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const uploads = await listUploads(getDb().db);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  return (
    <EditorFrame locale={locale} staff={staff} section="media" title={t('media.title')} lead={t('media.lead')}>
      <MediaNotices locale={locale} notice={notice} />
      <section className={styles.panel} aria-labelledby="upload-title">
        <h2 id="upload-title">{t('media.uploadTitle')}</h2>
        <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
          <LocalizedForm
            action={uploadImageAction.bind(null, locale)}
            page={`/${locale}/staff/media/`}
            hidden={{}}
            locales={routing.locales}
            languageNames={languageNames}
            submitLabel={t('media.upload')}
            before={<PhotoFileInput id="media-file" name="file" label={t('media.file')} hint={t('media.fileHint')} notice={await tooLargeNotice(locale, notice.tooLarge)} />}
            beforeFields={[{ name: 'file', id: 'media-file', label: t('media.file') }]}
            fields={[{ name: 'alt', label: t('media.alt'), kind: 'text', values: empty, hint: t('media.altHint', { language: languageNames[routing.defaultLocale] }) }]}
          />
        </FormMessages>
      </section>
      <section className={styles.panel} aria-labelledby="uploads-title">
        <h2 id="uploads-title">{t('media.listTitle')}</h2>
        {uploads.length === 0 ? (
          <p className={styles.muted}>{t('media.empty')}</p>
        ) : (
          <ul className={mediaStyles.grid}>
            {uploads.map((upload) => (
              <li key={upload.id} className={mediaStyles.item} data-upload={upload.id}>
                <Photo className={mediaStyles.thumb} src={upload.url} alt={upload.alt[locale] || upload.alt[routing.defaultLocale]} width={240} height={180} sizes="240px" />
                <p>{uploadLabel(upload, locale)}</p>
                <p className={styles.muted}>{t('media.size', { width: upload.width, height: upload.height, size: Math.ceil(upload.byteSize / 1024) })}</p>
                <label className={formStyles.label} htmlFor={`media-url-${upload.id}`}>
                  {t('media.url')}
                </label>
                <input id={`media-url-${upload.id}`} className={`${formStyles.input} ${mediaStyles.url}`} readOnly value={upload.url} />
                <a href={`/${locale}/staff/media/${upload.id}/`}>
                  {t('media.edit')}
                  <span className="visually-hidden"> {uploadLabel(upload, locale)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </EditorFrame>
  );
}
