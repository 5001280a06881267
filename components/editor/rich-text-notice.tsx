import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { photoProps } from '@/lib/images/photo-props';
import type { SiteLocale } from '@/lib/locale';
import { getDb } from '@/lib/server/db/client';
import { listUploads } from '@/lib/server/media/media-store';
import type { TextPhoto } from './rich-text-field';

/**
 * After a save: what the text asked for and could not keep (lib/server/actions/editor
 * droppedQuery) — a link the site does not allow, a photo that is not in the media library.
 * Said in words, never dropped silently.
 */
export async function RichTextNotice({ locale, notice }: { locale: SiteLocale; notice: Record<string, string> }) {
  const t = await getTranslations({ locale, namespace: 'Editor.richText' });
  const links = /^(\d{1,4}):(.*)$/s.exec(notice.droppedLinks ?? '');
  const images = /^\d{1,4}$/.test(notice.droppedImages ?? '') ? Number(notice.droppedImages) : 0;
  if (!links && images === 0) return null;
  return (
    <div className={formStyles.formError} role="alert" data-testid="rich-text-dropped">
      {links && <p>{t('droppedLinks', { count: Number(links[1]), example: links[2]!.slice(0, 80) })}</p>}
      {images > 0 && <p>{t('droppedImages', { count: images })}</p>}
    </div>
  );
}

/** The media library as the text's photo picker lists it, each with a small file to show. */
export async function textPhotos(): Promise<TextPhoto[]> {
  const uploads = await listUploads(getDb().db);
  return uploads.map((u) => ({
    url: u.url,
    thumb: photoProps({ src: u.url, alt: '', width: 160, height: Math.max(1, Math.round((160 * u.height) / Math.max(1, u.width))), sizes: '160px' }).src,
    width: u.width,
    height: u.height,
    name: u.originalName,
    alt: u.alt,
  }));
}
