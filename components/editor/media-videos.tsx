/**
 * The media library's videos (a home banner's muted loop): the upload form, a plain post to
 * app/api/video-upload that works without JavaScript and comes back here with what happened,
 * and how a video shows in the library's lists.
 */
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import formStyles from '@/components/forms/forms.module.css';
import { Photo } from '@/components/media/photo';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { isVideoType } from '@/lib/media/media-url';
import { megabytesText, refusalMessage } from '@/lib/media/upload-limits';
import type { UploadSummary } from '@/lib/server/media/media-store';
import { refusalOfQuery } from '@/lib/server/media/video-upload';
import { VideoFileInput } from './media-picker-choices';
import styles from './media.module.css';

/** A video in a list or a select: its file name and size ('home.mp4 — 12.4 MB'). */
export const videoLabel = (upload: UploadSummary, locale: SiteLocale) => `${upload.originalName || upload.url.split('/').pop()} — ${megabytesText(upload.byteSize, locale)} MB`;

/** The upload as the library shows it: a video with its controls (only its first frame loaded), else the photo. */
export function MediaPreview({ upload, locale, className, sizes }: { upload: UploadSummary; locale: SiteLocale; className?: string; sizes: string }) {
  if (isVideoType(upload.contentType)) {
    return <video className={className} src={upload.url} preload="metadata" muted playsInline controls aria-label={upload.originalName} />;
  }
  return <Photo className={className} src={upload.url} alt={upload.alt[locale] || upload.alt[routing.defaultLocale]} width={upload.width} height={upload.height} sizes={sizes} />;
}

/** A refused video's message, from the query the upload route came back with; else undefined. */
async function refusalText(locale: SiteLocale, notice: Record<string, string>): Promise<string | undefined> {
  const refusal = refusalOfQuery(notice);
  if (!refusal) return undefined;
  const t = await getTranslations({ locale, namespace: 'Editor.media' });
  const { key, values } = refusalMessage(refusal, locale);
  return t(`errors.${key}` as never, values as never);
}

/** Upload a video: one file, checked on the server (MP4 or WebM, the size limit), nothing stored on a refusal. */
export async function VideoUploadPanel({ locale, notice, className }: { locale: SiteLocale; notice: Record<string, string>; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Editor.media' });
  const refused = await refusalText(locale, notice);
  return (
    <section className={className} id="video-upload" aria-labelledby="video-upload-title">
      <h2 id="video-upload-title">{t('videoUploadTitle')}</h2>
      {refused && (
        <p className={formStyles.formError} role="alert" data-code="videoRefused">
          {refused}
        </p>
      )}
      <form action={`/api/video-upload/?locale=${locale}`} method="post" encType="multipart/form-data" className={styles.videoForm}>
        <FormMessages locale={locale} namespaces={['Editor']}>
          <VideoFileInput id="video-file" name="video" label={t('videoFile')} hint={t('videoFileHint')} notice={refused} />
        </FormMessages>
        <p>
          <button type="submit" className="button button-accent">
            {t('videoUpload')}
          </button>
        </p>
      </form>
    </section>
  );
}
