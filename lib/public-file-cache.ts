/**
 * How long a browser keeps the files of public/ that pages show as they are (the default logo, the
 * favicon, the energy labels). Next serves public/ with `max-age=0`: every page a visitor opens next
 * asked again for each of them and waited a round trip for the answer before drawing it (the logo in
 * the header, a label on every card). They have no content hash in their address, so not immutable:
 * a release that changes one reaches the front cache (deploy/nginx.conf) within a minute and a
 * returning visitor within a day; after that day the browser still shows its copy while it asks,
 * for a week. Uploads (/media/, hashed) and photos (through /_next/image) have lifetimes of their own.
 */
import type { HeaderRule } from './security/security-headers';

export const LONG_LIVED_PUBLIC_FILES = ['/logo.svg', '/favicon.svg', '/epc/:path*'];
export const PUBLIC_FILE_CACHE_CONTROL =
  'public, max-age=86400, s-maxage=60, stale-while-revalidate=604800';

export const publicFileCacheRules = (): HeaderRule[] =>
  LONG_LIVED_PUBLIC_FILES.map((source) => ({
    source,
    headers: [{ key: 'Cache-Control', value: PUBLIC_FILE_CACHE_CONTROL }],
  }));
