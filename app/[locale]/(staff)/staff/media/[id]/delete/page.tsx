import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/editor/confirm-delete';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import mediaStyles from '@/components/editor/media.module.css';
import { MediaNotices } from '@/components/editor/media-notices';
import { MediaPreview } from '@/components/editor/media-videos';
import { isVideoType } from '@/lib/media/media-url';
import { currentLocale } from '@/i18n/current-locale';
import { deleteImageAction } from '@/lib/server/actions/media';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { getDb } from '@/lib/server/db/client';
import { findUpload, uploadReferences } from '@/lib/server/media/media-store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('media.delete'), ...EDITOR_METADATA };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Deleting an image asks first: the image, what deleting means, and where the content still uses it (then it cannot go). */
export default async function ConfirmImageDelete({ params, searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const id = Number((await params).id);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const upload = Number.isSafeInteger(id) ? await findUpload(db, id) : null;
  if (!upload) notFound();
  const usedBy = await uploadReferences(db, upload.url);
  const notice = { ...(await noticeOf(searchParams)), ...(usedBy.length > 0 ? { inUse: usedBy.join(',') } : {}) };
  const back = `/${locale}/staff/media/${id}/`;
  return (
    <EditorFrame locale={locale} staff={staff} section="media" title={t('media.delete')}>
      <p>
        <a href={`/${locale}/staff/media/`}>{t('media.back')}</a>
      </p>
      <MediaNotices locale={locale} notice={notice} />
      {usedBy.length === 0 && (
        <ConfirmDelete locale={locale} kind={isVideoType(upload.contentType) ? 'video' : 'image'} name={String(id)} action={deleteImageAction.bind(null, locale)} page={`${back}delete/`} cancel={back} hidden={{ id: String(id) }}>
          <MediaPreview className={mediaStyles.preview} upload={upload} locale={locale} sizes="(min-width: 1024px) 400px, 100vw" />
          <p className={styles.muted}>{upload.originalName}</p>
        </ConfirmDelete>
      )}
    </EditorFrame>
  );
}
