import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { notFound } from 'next/navigation';
import { HomeBanner } from '@/components/home/home-banner';
import { SiteFrame } from '@/components/layout/site-frame';
import { ModuleGrid } from '@/components/modules/module-grid';
import { routing } from '@/i18n/routing';
import { menuPageAt } from '@/lib/content/menu';
import { getSiteConfig } from '@/lib/content/site';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { staticAlternates } from '@/lib/seo/alternates';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import styles from './home.module.css';

async function currentLocale(): Promise<SiteLocale> {
  return (await rootLocale()) as SiteLocale;
}

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
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/')} currentPath="/" isHome>
      <HomeBanner
        banner={site.banner}
        locale={locale}
        labels={{
          region: t('Banner.label'),
          previous: t('Banner.previousSlide'),
          next: t('Banner.nextSlide'),
          pause: t('Banner.pause'),
          play: t('Banner.play'),
        }}
      >
        <div className={styles.goals}>
          <Link href={localizedHref('/for-sale', locale)} className="button button-accent">
            {t('Search.forSale')}
          </Link>
          <Link href={localizedHref('/for-rent', locale)} className={`button ${styles.light}`}>
            {t('Search.forRent')}
          </Link>
        </div>
      </HomeBanner>
      <ModuleGrid modules={page.params.modules} locale={locale} />
    </SiteFrame>
  );
}
