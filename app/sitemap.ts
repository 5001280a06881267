import type { MetadataRoute } from 'next';
import { offeredLanguages } from '@/lib/content/languages';
import { getSiteConfig } from '@/lib/content/site';
import { indexablePages } from '@/lib/seo/site-pages';

/** One entry per page and language offered, each listing its translations (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteConfig().siteUrl.replace(/\/$/, '');
  return indexablePages(offeredLanguages().locales).flatMap((alternates) => {
    const languages = Object.fromEntries(Object.entries(alternates).map(([l, href]) => [l, `${base}${href}`]));
    return Object.values(alternates).map((href) => ({
      url: `${base}${href}`,
      alternates: { languages },
    }));
  });
}
