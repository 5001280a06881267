import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/content/site';

export default function robots(): MetadataRoute.Robots {
  const base = getSiteConfig().siteUrl.replace(/\/$/, '');
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/preview/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
