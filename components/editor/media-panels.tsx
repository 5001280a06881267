import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { routing } from '@/i18n/routing';
import type { Article } from '@/lib/content/article-schema';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { saveArticleImageAction, saveBannerImageAction } from '@/lib/server/actions/media';
import { getDb } from '@/lib/server/db/client';
import { listUploads } from '@/lib/server/media/media-store';
import styles from './editor.module.css';
import { ImagePicker } from './image-picker';
import { LocalizedForm } from './localized-form';

const FORM_NAMESPACES: Array<'Editor' | 'Forms' | 'Validation' | 'Errors'> = ['Editor', 'Forms', 'Validation', 'Errors'];

/** The article's image: one of the uploads, its description per language (else the upload's). */
export async function ArticleImagePanel({
  locale,
  article,
  baseId,
  languageNames,
}: {
  locale: SiteLocale;
  article: Article;
  baseId: number | null;
  languageNames: Record<SiteLocale, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const uploads = await listUploads(getDb().db);
  const alt = Object.fromEntries(SITE_LOCALES.map((l) => [l, article.image?.alt[l] ?? ''])) as Record<SiteLocale, string>;
  return (
    <section className={styles.panel} aria-labelledby="article-image-title">
      <h2 id="article-image-title">{t('media.imageTitle')}</h2>
      <FormMessages locale={locale} namespaces={FORM_NAMESPACES}>
        <LocalizedForm
          action={saveArticleImageAction.bind(null, locale, article.id)}
          page={`/${locale}/staff/articles/${article.id}/`}
          hidden={{ baseId: String(baseId ?? '') }}
          locales={routing.locales}
          languageNames={languageNames}
          submitLabel={t('media.saveImage')}
          before={<ImagePicker locale={locale} uploads={uploads} current={article.image?.url ?? null} currentAlt={article.image?.alt[locale] ?? ''} allowNone />}
          fields={[{ name: 'alt', label: t('media.alt'), kind: 'text', values: alt }]}
        />
      </FormMessages>
    </section>
  );
}

/** The home banner's photo: one of the uploads; the banner's photo is decorative (no description). */
export async function BannerImagePanel({ locale, current, baseId }: { locale: SiteLocale; current: string; baseId: number | null }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const uploads = await listUploads(getDb().db);
  const languageNames = Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<SiteLocale, string>;
  return (
    <section className={styles.panel} aria-labelledby="banner-image-title">
      <h2 id="banner-image-title">{t('media.imageTitle')}</h2>
      <FormMessages locale={locale} namespaces={FORM_NAMESPACES}>
        <LocalizedForm
          action={saveBannerImageAction.bind(null, locale)}
          page={`/${locale}/staff/banner/`}
          hidden={{ baseId: String(baseId ?? '') }}
          locales={routing.locales}
          languageNames={languageNames}
          submitLabel={t('media.saveImage')}
          before={<ImagePicker locale={locale} uploads={uploads} current={current} currentAlt="" allowNone={false} />}
          fields={[]}
        />
      </FormMessages>
    </section>
  );
}
