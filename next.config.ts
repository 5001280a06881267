import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FORM_POST_MAX_BYTES } from './lib/forms/request-limits';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/widths';
import {
  isLoopbackOrigin,
  parsePictureOrigins,
  remotePatternsOf,
} from './lib/server/crm/omnicasa/picture-origins';
import { publicFileCacheRules } from './lib/public-file-cache';
import { policyInputFromContent } from './lib/security/policy-input';
import { securityHeaderRules } from './lib/security/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// The CRM's pictures (lib/server/crm/omnicasa/picture-origins), read when the server starts: a CRM
// configured after the build needs no rebuild. A CRM on this machine (the fake) is a local address,
// which the image optimizer refuses unless told.
const pictureOrigins = parsePictureOrigins(process.env).origins;

const nextConfig: NextConfig = {
  // e2e builds (fake analytics ids) go to their own folder so they are never served as the site.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Several instances (docs/operations.md): one id per release, the same at build and at run time
  // (server/deployment-guard.mjs warns otherwise). Unset: Next's default (no id).
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  trailingSlash: true,
  poweredByHeader: false,
  // Loaded from node_modules at run time, only when SENTRY_DSN is set (lib/server/sentry-report.ts).
  serverExternalPackages: ['@sentry/node'],
  reactStrictMode: true,
  // The production server (server/serve.mjs) compresses, after it has moved the page's
  // scripts behind its first paint (server/deferred-scripts.mjs): it must see the HTML.
  compress: false,
  // BUILD_SOURCEMAPS=1: browser source maps, to see what each chunk holds (bench/chunk-sources.mjs).
  productionBrowserSourceMaps: process.env.BUILD_SOURCEMAPS === '1',
  images: {
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    remotePatterns: remotePatternsOf(pictureOrigins),
    dangerouslyAllowLocalIP: pictureOrigins.some(isLoopbackOrigin),
  },
  experimental: {
    // Turbopack's default CSS chunking merges the CSS modules of many routes into one stylesheet
    // that blocks every page's first paint (53 KB, the staff editor's and the portal's rules
    // included). 'graph' splits it by the routes that use it: 17-45 KB per page instead of 54-57
    // (docs/BENCHMARKS.md "Render-blocking CSS"); the computed style of every element was compared
    // on 29 pages at two widths with the default chunking and found identical.
    cssChunking: 'graph',
    // A CV may be up to 10 MiB (lib/forms/request-limits CV_MAX_BYTES; refused with a translated message by
    // lib/server/uploads). One limit for the action body and for the copy proxy.ts reads
    // (lib/forms/request-limits explains why they must match); proxy.ts refuses larger posts.
    serverActions: { bodySizeLimit: FORM_POST_MAX_BYTES },
    proxyClientMaxBodySize: FORM_POST_MAX_BYTES,
  },
  // Security headers (docs/security.md, "Headers"): static, so public pages stay statically
  // generated. The production server (server/html-responses.mjs) adds a nonce of its own to each
  // HTML response's scripts and to its CSP, which allows no other inline script; `next dev` allows
  // inline scripts and eval. See lib/security/content-security-policy.ts.
  async headers() {
    return [
      ...securityHeaderRules({
        ...policyInputFromContent(process.env),
        production: process.env.NODE_ENV === 'production',
      }),
      ...publicFileCacheRules(),
    ];
  },
};

export default withNextIntl(nextConfig);
