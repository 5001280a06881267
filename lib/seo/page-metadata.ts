import type { Metadata } from 'next';
import { offeredLanguages } from '@/lib/content/languages';
import { LANGUAGES, type SiteLocale } from '@/lib/locale';
import type { Alternates } from './alternates';

export type PageSeo = {
  title: string;
  description: string;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: 'website' | 'article';
  image?: string;
  twitterSite?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  noindex?: boolean;
};

/**
 * Next.js metadata for a page in one language: title and description, Open Graph and Twitter,
 * the canonical URL and hreflang alternates of the languages offered (with x-default on the default one).
 *
 * `contentLocale`: the language of the page's main content when it is not `locale`'s: an article or
 * page not written in `locale`, shown there in another language's text (lib/content/translations
 * says why): its canonical is the page in that language (`allAlternates`, the real translations,
 * has it), and it names no hreflang alternates, being none of them.
 */
export function pageMetadata(
  seo: PageSeo,
  locale: SiteLocale,
  allAlternates: Alternates,
  contentLocale: SiteLocale = locale,
): Metadata {
  // Only the languages offered now (staff may take one out of use: lib/content/languages).
  const { locales, defaultLocale } = offeredLanguages();
  const untranslated = contentLocale !== locale;
  const alternates: Alternates = untranslated ? {} : Object.fromEntries(locales.filter((l) => allAlternates[l]).map((l) => [l, allAlternates[l]]));
  const canonical = allAlternates[contentLocale];
  const languages: Record<string, string> = { ...alternates };
  const fallback = alternates[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  const image = seo.image ? [{ url: seo.image }] : undefined;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical, languages },
    openGraph: {
      title: seo.ogTitle ?? seo.title,
      description: seo.ogDescription ?? seo.description,
      type: seo.ogType ?? 'website',
      url: canonical,
      locale: LANGUAGES[contentLocale].ogLocale,
      alternateLocale: Object.keys(alternates)
        .filter((l) => l !== locale)
        .map((l) => LANGUAGES[l as SiteLocale].ogLocale),
      images: image,
    },
    twitter: {
      card: 'summary_large_image',
      site: seo.twitterSite,
      title: seo.twitterTitle ?? seo.ogTitle ?? seo.title,
      description: seo.twitterDescription ?? seo.ogDescription ?? seo.description,
      images: seo.twitterImage ? [seo.twitterImage] : image?.map((i) => i.url),
    },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
  };
}
