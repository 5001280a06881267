import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { CONTENT_DOCUMENTS } from '@/lib/content/documents';
import type { SiteLocale } from '@/lib/locale';

/** What a redirect after an image action says: uploaded, descriptions saved, deleted, or still in use. */
export async function MediaNotices({ locale, notice }: { locale: SiteLocale; notice: Record<string, string> }) {
  const t = await getTranslations({ locale, namespace: 'Editor.media' });
  const success = /^\d{1,15}$/.test(notice.uploaded ?? '')
    ? t('uploaded')
    : /^\d{1,15}$/.test(notice.videoUploaded ?? '')
      ? t('videoUploaded')
      : notice.altSaved === '1'
        ? t('altSaved')
        : /^\d{1,15}$/.test(notice.deleted ?? '')
          ? t('deleted')
          : null;
  const usedBy = (notice.inUse ?? '').split(',').filter((d): d is (typeof CONTENT_DOCUMENTS)[number] => (CONTENT_DOCUMENTS as readonly string[]).includes(d));
  return (
    <>
      {success && (
        <p className={formStyles.success} role="status">
          {success}
        </p>
      )}
      {usedBy.length > 0 && (
        <p className={formStyles.formError} role="alert" data-code="inUse">
          {t('inUse', { documents: usedBy.map((d) => t(`documents.${d}`)).join(', ') })}
        </p>
      )}
    </>
  );
}
