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
import { MediaPreview, VideoUploadPanel } from '@/components/editor/media-videos';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { uploadImageAction } from '@/lib/server/actions/media';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { listUploads, type UploadSummary } from '@/lib/server/media/media-store';
import { isVideoType } from '@/lib/media/media-url';
import { megabytesText } from '@/lib/media/upload-limits';

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
  const uploads = await listUploads(getDb().db, 'all');
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  const sizeText = (upload: UploadSummary) =>
    isVideoType(upload.contentType)
      ? t('media.videoSize', { size: megabytesText(upload.byteSize, locale) })
      : t('media.size', { width: upload.width, height: upload.height, size: Math.ceil(upload.byteSize / 1024) });
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
      <VideoUploadPanel locale={locale} notice={notice} className={styles.panel} />
      <section className={styles.panel} aria-labelledby="uploads-title">
        <h2 id="uploads-title">{t('media.listTitle')}</h2>
        {uploads.length === 0 ? (
          <p className={styles.muted}>{t('media.empty')}</p>
        ) : (
          <ul className={mediaStyles.grid}>
            {uploads.map((upload) => (
              <li key={upload.id} className={mediaStyles.item} data-upload={upload.id}>
                <MediaPreview className={mediaStyles.thumb} upload={upload} locale={locale} sizes="240px" />
                <p>{uploadLabel(upload, locale)}</p>
                <p className={styles.muted}>{sizeText(upload)}</p>
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
