import { getTranslations } from 'next-intl/server';
import { HomeBanner } from '@/components/home/home-banner';
import type { SiteConfig } from '@/lib/content/site-schema';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { bannerPhotos } from '@/lib/server/media/banner-photos';
import styles from './editor.module.css';

/**
 * The banner as the draft stands, on the banner screen itself: what a save changed is seen at once,
 * without opening the preview. In the staff member's language, or the first one the banner has a
 * title in. The home page's own component draws it (the search box aside).
 */
export async function BannerPreview({ locale, banner }: { locale: SiteLocale; banner: SiteConfig['banner'] }) {
  const t = await getTranslations({ locale, namespace: 'Editor.banner' });
  const shown = banner.title[locale] ? locale : (SITE_LOCALES.find((l) => banner.title[l]) ?? locale);
  const words = await getTranslations({ locale: shown, namespace: 'Banner' });
  const photos = await bannerPhotos([banner.image.url, ...banner.gallery.images]);
  return (
    <section className={styles.panel} aria-labelledby="banner-preview-title" data-testid="banner-preview">
      <h2 id="banner-preview-title">{t('previewTitle')}</h2>
      <p className={styles.muted}>{t('previewLead', { language: shown })}</p>
      <div className={styles.bannerPreview} lang={shown}>
        <HomeBanner
          banner={banner}
          photos={photos}
          locale={shown}
          titleAs="p"
          labels={{
            region: t('previewRegion'),
            previous: words('previousSlide'),
            next: words('nextSlide'),
            pause: words('pause'),
            play: words('play'),
          }}
        />
      </div>
    </section>
  );
}
