import type { Metadata } from 'next';
import { routing } from '@/i18n/routing';
import type { MenuPage } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { languageRule } from '@/lib/content/languages';
import { pageLanguages, pageShownLanguage } from '@/lib/content/translations';
import { isStaticPathname } from '@/lib/routes';
import { alternatesOf, type Alternates } from './alternates';
import { pageMetadata } from './page-metadata';
import { seoDefaults } from './page-seo-defaults';

/**
 * Metadata of a page-tree page from its page params (SPEC §3) in one language. `language`: the
 * language of its texts when it is not written in `locale` and shown in another's
 * (lib/content/translations); a page of the route table stays a page of `locale` (only its title
 * falls back).
 */
export function menuPageMetadata(
  page: MenuPage,
  locale: SiteLocale,
  alternates: Alternates,
  language: SiteLocale = pageShownLanguage(page, locale, languageRule()) ?? locale,
): Metadata {
  const m = page.params.metadata[language];
  // An empty field says what its default says: the title, the start of the text.
  const defaults = seoDefaults(page.params.title[language] ?? '', page.params.description?.[language] ?? '', m);
  return pageMetadata(
    {
      title: defaults.metadataTitle,
      description: defaults.metadataDescription,
      ogTitle: m.metadataOGTitle || undefined,
      ogDescription: m.metadataOGDescription || undefined,
      ogType: m.metadataOGType === 'article' ? 'article' : 'website',
      image: m.metadataOGImage,
      twitterSite: m.metadataTwitterSite,
      twitterTitle: m.metadataTwitterTitle || undefined,
      twitterDescription: m.metadataTwitterDescription || undefined,
      twitterImage: m.metadataTwitterImage,
      noindex: !page.params.isActiveSEO,
    },
    locale,
    alternates,
    isStaticPathname(page.path) ? locale : language,
  );
}

/**
 * The page's URL in each language it is written in (every language for a page of the route
 * table): the route table's spelling, or the address staff gave it in that language. Feeds hreflang
 * and the sitemap, which list real translations only.
 */
export function menuPageAlternates(page: MenuPage): Alternates {
  const written = pageLanguages(page);
  return alternatesOf(routing.locales, (l) => (isStaticPathname(page.path) || written.includes(l) ? menuPageHref(page, l) : null));
}
