import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HomeBanner } from '@/components/home/home-banner';
import { Icon } from '@/components/layout/icons';
import { HomeSearch } from '@/components/search/home-search';
import searchStyles from '@/components/search/home-search.module.css';
import { SiteFrame } from '@/components/layout/site-frame';
import { ModuleGrid } from '@/components/modules/module-grid';
import { RecentlyViewedStrip } from '@/components/saved-properties/recently-viewed-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { routing } from '@/i18n/routing';
import { menuPageAt } from '@/lib/content/menu';
import { getProperties } from '@/lib/catalogue';
import { getSiteConfig } from '@/lib/content/site';
import { bannerPhotos } from '@/lib/server/media/banner-photos';
import { localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { realEstateAgentJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const page = menuPageAt('/');
  if (!page) return {};
  return menuPageMetadata(page, locale, staticAlternates(routing.locales, '/'));
}

export default async function HomePage() {
  const locale = await currentLocale();
  const page = menuPageAt('/');
  if (!page) notFound();
  const site = getSiteConfig();
  const t = await getTranslations({ locale });
  const properties = getProperties(locale);
  const photos = await bannerPhotos([site.banner.image.url, ...site.banner.gallery.images]);
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/')} currentPath="/" isHome>
      <HomeBanner
        banner={site.banner}
        photos={photos}
        locale={locale}
        labels={{
          region: t('Banner.label'),
          previous: t('Banner.previousSlide'),
          next: t('Banner.nextSlide'),
          pause: t('Banner.pause'),
          play: t('Banner.play'),
        }}
      >
        <HomeSearch
          locale={locale}
          icon={<Icon name="search" size={20} className={searchStyles.icon} />}
          saleHref={localizedHref('/for-sale', locale)}
          rentHref={localizedHref('/for-rent', locale)}
          labels={{
            label: t('Search.label'),
            placeholder: t('Search.placeholder'),
            properties: t('Search.properties'),
            cities: t('Search.cities'),
            types: t('Search.types'),
            forSale: t('Search.forSale'),
            forRent: t('Search.forRent'),
            saleCount: t('Search.count', { count: properties.filter((p) => p.Goal === 0).length }),
            rentCount: t('Search.count', { count: properties.filter((p) => p.Goal !== 0).length }),
            resultsCount: t.raw('Search.resultsCount') as string,
            noResults: t('Errors.noResults'),
          }}
        />
      </HomeBanner>
      <ModuleGrid modules={page.params.modules} locale={locale} opensPage={false} />
      <div className="container">
        <RecentlyViewedStrip locale={locale} />
      </div>
      <JsonLd data={realEstateAgentJsonLd(locale)} />
      <JsonLd data={webSiteJsonLd(locale)} />
    </SiteFrame>
  );
}
