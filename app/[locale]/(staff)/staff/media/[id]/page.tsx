import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { LocalizedForm } from '@/components/editor/localized-form';
import mediaStyles from '@/components/editor/media.module.css';
import { MediaNotices } from '@/components/editor/media-notices';
import { FormMessages } from '@/components/forms/form-messages';
import formStyles from '@/components/forms/forms.module.css';
import { MediaPreview } from '@/components/editor/media-videos';
import { isVideoType } from '@/lib/media/media-url';
import { megabytesText } from '@/lib/media/upload-limits';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveImageAltAction } from '@/lib/server/actions/media';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { findUpload } from '@/lib/server/media/media-store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('media.title'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One uploaded image: its address, its descriptions per language, and delete. */
export default async function MediaItemEditor({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const id = Number((await params).id);
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const upload = Number.isSafeInteger(id) ? await findUpload(getDb().db, id) : null;
  if (!upload) notFound();
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  const page = `/${locale}/staff/media/${id}/`;
  const video = isVideoType(upload.contentType);
  const title = t(video ? 'media.editVideoTitle' : 'media.editTitle', { id });
  return (
    <EditorFrame locale={locale} staff={staff} section="media" title={title}>
      <p>
        <a href={`/${locale}/staff/media/`}>{t('media.back')}</a>
      </p>
      <MediaNotices locale={locale} notice={notice} />
      <div className={styles.columns}>
        {video ? (
          <section className={styles.panel} aria-label={title}>
            <p>{t('media.videoNoAlt')}</p>
          </section>
        ) : (
          <section className={styles.panel} aria-label={title}>
            <FormMessages locale={locale} namespaces={['Editor', 'Forms', 'Validation', 'Errors']}>
              <LocalizedForm
                action={saveImageAltAction.bind(null, locale, id)}
                page={page}
                hidden={{}}
                locales={routing.locales}
                languageNames={languageNames}
                submitLabel={t('media.saveAlt')}
                fields={[{ name: 'alt', label: t('media.alt'), kind: 'text', values: upload.alt, hint: t('media.altHint', { language: languageNames[routing.defaultLocale] }) }]}
              />
            </FormMessages>
          </section>
        )}
        <section className={styles.panel} aria-labelledby="image-title">
          <h2 id="image-title">{t(video ? 'media.videoTitle' : 'media.imageTitle')}</h2>
          <MediaPreview className={mediaStyles.preview} upload={upload} locale={locale} sizes="(min-width: 1024px) 400px, 100vw" />
          <p className={styles.muted}>
            {upload.originalName} ·{' '}
            {video ? t('media.videoSize', { size: megabytesText(upload.byteSize, locale) }) : t('media.size', { width: upload.width, height: upload.height, size: Math.ceil(upload.byteSize / 1024) })}
          </p>
          <label className={formStyles.label} htmlFor="media-url">
            {t('media.url')}
          </label>
          <input id="media-url" className={`${formStyles.input} ${mediaStyles.url}`} readOnly value={upload.url} />
          <div className={styles.stack}>
            <p className={styles.muted}>{t('media.deleteLead')}</p>
            <p>
              <a className="button button-outline" href={`${page}delete/`}>
                {t(video ? 'media.deleteVideo' : 'media.delete')}
              </a>
            </p>
          </div>
        </section>
      </div>
    </EditorFrame>
  );
}
