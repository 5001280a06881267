import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getSiteConfig } from '@/lib/content/site';

export default function robots(): MetadataRoute.Robots {
  const base = getSiteConfig().siteUrl.replace(/\/$/, '');
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/preview/', ...routing.locales.map((l) => `/${l}/staff/`)] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
