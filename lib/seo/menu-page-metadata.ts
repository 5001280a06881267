import type { Metadata } from 'next';
import { routing } from '@/i18n/routing';
import type { MenuPage } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { alternatesOf, type Alternates } from './alternates';
import { pageMetadata } from './page-metadata';

/** Metadata of a page-tree page from its page params (SPEC §3) in one language. */
export function menuPageMetadata(page: MenuPage, locale: SiteLocale, alternates: Alternates): Metadata {
  const m = page.params.metadata[locale];
  return pageMetadata(
    {
      title: m.metadataTitle || m.pageTitle || page.params.title[locale],
      description: m.metadataDescription,
      ogTitle: m.metadataOGTitle,
      ogDescription: m.metadataOGDescription,
      ogType: m.metadataOGType === 'article' ? 'article' : 'website',
      image: m.metadataOGImage,
      twitterSite: m.metadataTwitterSite,
      twitterTitle: m.metadataTwitterTitle,
      twitterDescription: m.metadataTwitterDescription,
      twitterImage: m.metadataTwitterImage,
      noindex: !page.params.isActiveSEO,
    },
    locale,
    alternates,
  );
}

/** The page's URL in each language: the route table's spelling, or the address staff gave it in that language. */
export function menuPageAlternates(page: MenuPage): Alternates {
  return alternatesOf(routing.locales, (l) => menuPageHref(page, l));
}
