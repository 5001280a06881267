/**
 * The security headers of every response, as `next.config.ts` `headers()` rules (pure: no I/O).
 * Static headers keep public pages statically generated; the production server adds each HTML
 * response's script nonce to its CSP (see content-security-policy.ts).
 */
import { contentSecurityPolicy, type PolicyInput } from './content-security-policy';

export interface Header {
  key: string;
  value: string;
}

export interface HeaderRule {
  source: string;
  headers: Header[];
}

/** The map frame route (app/map-frame): the only document the site frames, and only itself. */
export const MAP_FRAME_SOURCES = ['/map-frame', '/map-frame/:path*'];

/**
 * Files of the build and of public/ that a page loads by the dozen (scripts, stylesheets, the logo,
 * the energy labels): the page policy (about 1.9 KB) is read only for documents, and nginx's HTTP/2
 * sends every response's headers in full (no HPACK dynamic table), so it cost about 0.65 KB per file
 * (compressed), 24 KB on the home page, in front of the first paint's stylesheets and photo. These
 * get a short policy that still lets nothing run when one is opened directly (an SVG). The agency's
 * documents (public/documents, PDFs) keep the page policy.
 */
export const ASSET_SOURCES = [
  '/_next/static/:path*',
  '/logo.svg',
  '/favicon.svg',
  '/epc/:path*',
  '/images/:path*',
  '/photos/:path*',
];
export const ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Uploaded images (app/media): a document opened there runs nothing and is sandboxed. */
export const MEDIA_SOURCES = ['/media/:path*'];
export const MEDIA_CSP = "default-src 'none'; sandbox";

/**
 * Powerful features the site never uses: denied for the page and every frame it embeds. Players
 * keep what their `allow` attribute delegates (fullscreen, encrypted-media, picture-in-picture,
 * xr-spatial-tracking), so those are not listed. Only names Chromium knows: an unknown one (such
 * as 'bluetooth') is logged as a console warning on every page (e2e/security.spec.ts checks).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** Two years, sub-domains included (the agency's site is HTTPS only in production). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderInput extends PolicyInput {
  /** HSTS only in production: `next dev` on http://localhost must not pin the host to HTTPS. */
  production: boolean;
}

/**
 * Rules for `headers()`: every path gets the page policy (frame-ancestors 'none', X-Frame-Options
 * DENY); the map frame rule comes after it and overrides both (Next applies the last rule that sets
 * a header), so only the site itself may frame the map. Assets' and uploads' shorter policies
 * override the page policy the same way.
 */
export function securityHeaderRules(input: SecurityHeaderInput): HeaderRule[] {
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    ...(input.production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
  const page: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input, { frameAncestors: "'none'" }) },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  const frame: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input, { frameAncestors: "'self'" }) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
  return [
    { source: '/:path*', headers: [...common, ...page] },
    ...MAP_FRAME_SOURCES.map((source) => ({ source, headers: frame })),
    ...ASSET_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: ASSET_CSP }] })),
    ...MEDIA_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: MEDIA_CSP }] })),
  ];
}
