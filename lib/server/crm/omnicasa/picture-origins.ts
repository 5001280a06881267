/**
 * Where the site may show a CRM's pictures from. Omnicasa gives a picture as a URL on its own
 * servers; the site shows it through Next's image optimizer (next.config.ts `remotePatterns`),
 * which fetches only from these origins. A picture anywhere else is left out by the sync and named
 * in its log line. The origins are OMNICASA_PICTURE_ORIGINS (comma-separated, e.g.
 * `https://pictures.omnicasa.com`), else the origin of OMNICASA_URL; none without a CRM.
 */

type Env = Record<string, string | undefined>;

/** `text` as an http(s) origin ('https://host[:port]'), or null when it is not one. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The picture origins of `env` and the entries of OMNICASA_PICTURE_ORIGINS that are not origins. */
export function parsePictureOrigins(env: Env): { origins: string[]; invalid: string[] } {
  const listed = (env.OMNICASA_PICTURE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) {
    const api = env.OMNICASA_URL?.trim();
    let origin: string | null = null;
    try {
      origin = api ? new URL(api).origin : null;
    } catch {
      origin = null;
    }
    return { origins: origin && origin !== 'null' ? [origin] : [], invalid: [] };
  }
  const origins = listed.map(originOf);
  return {
    origins: [...new Set(origins.filter((o): o is string => o !== null))],
    invalid: listed.filter((_, i) => origins[i] === null),
  };
}

/** A snapshot picture's URL: a path of the site itself, or a URL on one of `origins`. */
export function isShowablePictureUrl(url: string, origins: readonly string[]): boolean {
  if (/^\/[^/]/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return origins.includes(parsed.origin) && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** Next's image `remotePatterns` for `origins`: any path on each, nothing else. */
export function remotePatternsOf(origins: readonly string[]) {
  return origins.map((origin) => {
    const url = new URL(origin);
    return {
      protocol: url.protocol.slice(0, -1) as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    };
  });
}

/** Whether an origin is this machine (a local CRM, the fake): the optimizer refuses those by default. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}
