import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // e2e builds (fake analytics ids) go to their own folder so they are never served as the site.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // SPEC §9: placeholder 100; 400, 600, 1360 for the 500/750/1050 breakpoints; thumbnails 250; banner 1920.
    deviceSizes: [400, 600, 750, 1050, 1360, 1920],
    imageSizes: [100, 250],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default withNextIntl(nextConfig);
