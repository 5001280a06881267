/**
 * The Content-Security-Policy of the site, built from what the pages really load (pure: no I/O).
 *
 * Scripts: `script-src 'self'` plus the analytics tag hosts, and no `'unsafe-inline'`. The inline
 * scripts of a page (Next's RSC payload `self.__next_f.push`, React's streaming helpers, the consent
 * and language boot scripts, JSON-LD, the deferred-scripts loader) run by a nonce the production
 * server adds to each HTML response and to that response's header (server/html-responses.mjs,
 * server/script-nonce.mjs). The pages stay statically generated: Next writes no nonce, the server
 * adds a fresh one to every response, cached or not. So an injected inline event handler, a
 * `javascript:` URL or a script added without the nonce does not run.
 * - No `'strict-dynamic'`: every script added at run time comes from an allowed origin (Next's
 *   chunks and the loader's from 'self', the consent tags from their hosts below) and none is
 *   inline, so the host list stays what limits them. With it, any script a nonced one added would
 *   run, whatever its origin.
 * - `next dev` (no custom server, so no nonce) keeps `'unsafe-inline'` and adds `'unsafe-eval'`
 *   (React refresh, source maps); a production build has neither.
 * - A front cache (deploy/nginx.conf) replays one response's nonce, with its header, to every
 *   visitor until it fetches the page again.
 * - A tag manager container's Custom HTML tags are inline scripts without the nonce: refused. The
 *   site's own tags (Google tag, GTM's own tags, Meta pixel) load by their hosts and run.
 * What else holds: no plugins (`object-src 'none'`), no `<base>` at all (`base-uri 'none'`: the
 * site writes none), forms post only to the site, no framing by other sites, and scripts, frames,
 * images and connections only from the hosts below. Visitor input never reaches markup unescaped
 * (React escapes it; see tests/security and e2e/security.spec.ts).
 *
 * Sources:
 * - analytics tags (lib/consent/tags): Google's and Meta's documented CSP hosts, only for the tags
 *   that are configured, plus the configured tag origin (a first-party tagging server, the e2e fake);
 * - ALTCHA: its proof-of-work Web Worker is started from a `blob:` URL (worker-src);
 * - map frame: Leaflet tiles from the configured tile URLs (img-src);
 * - videos and virtual tours (lib/video): the embed hosts detectVideo produces (frame-src) and the
 *   origins of video files (media-src);
 * - styles: React `style` props, the theme `<style>` and the widgets' injected styles need
 *   `'unsafe-inline'` in style-src (styles cannot run script).
 */
import type { TagSettings } from '../consent/tags';
import { detectVideo } from '../video';

export type Directives = Record<string, string[]>;

export interface PolicyInput {
  /** The analytics tag settings the pages are built with (tagSettingsFrom). */
  tags: TagSettings;
  /** Leaflet tile URL templates ('https://{s}.tile.example.org/{z}/{x}/{y}.png'). */
  tileUrls: string[];
  /** Video and virtual-tour URLs of the content (property data, home banner). */
  videoUrls?: string[];
  /** `next dev`: inline scripts without a nonce, and eval (React refresh, source maps); never set for a production build. */
  development?: boolean;
}

export interface PolicyOptions {
  /** Who may frame the response: nobody for pages, the site itself for the map frame. */
  frameAncestors: "'none'" | "'self'";
}

/** Google tag (GA4) and tag manager, developers.google.com/tag-platform/security/guides/csp. */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [] as string[],
};

/** Google Ads conversion and remarketing (same guide); the visitors' Google country hosts for img. */
const GOOGLE_ADS = {
  script: ['https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  img: [
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.be',
    'https://www.google.lu',
    'https://www.google.nl',
    'https://www.google.fr',
    'https://www.google.de',
  ],
  connect: ['https://www.google.com', 'https://google.com', 'https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net'],
  frame: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/** Meta pixel: the script, then image and beacon hits to www.facebook.com/tr. */
const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: [] as string[],
};

/** Embeds of lib/video: the players it builds, and tour hosts with any sub-domain (as it accepts). */
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://matterport.com',
  'https://*.matterport.com',
  'https://tvl.be',
  'https://*.tvl.be',
  'https://yisual.com',
  'https://*.yisual.com',
];

const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A CSP host source from a URL; throws on anything that could smuggle another directive. */
export function originOf(url: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url.trim());
  const origin = match?.[1]?.replace(/\{s\}\./, '*.').toLowerCase();
  if (!origin || !SOURCE.test(origin)) throw new Error(`Not usable as a CSP source: '${url}'`);
  return origin;
}

/** Origins of the video files (not embeds) among content URLs; relative paths are 'self'. */
export function videoFileOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const source = detectVideo(url);
    return source?.provider === 'file' ? [originOf(source.embedUrl)] : [];
  });
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The hosts the configured analytics tags need, per directive; nothing when no tag is set. */
export function analyticsSources(tags: TagSettings): { script: string[]; img: string[]; connect: string[]; frame: string[] } {
  const out = { script: [] as string[], img: [] as string[], connect: [] as string[], frame: [] as string[] };
  const add = (group: typeof GOOGLE_ANALYTICS, extra: string[] = []) => {
    out.script.push(...group.script, ...extra);
    out.img.push(...group.img, ...extra);
    out.connect.push(...group.connect, ...extra);
    out.frame.push(...group.frame);
  };
  const googleOrigin = originOf(tags.googleTagOrigin);
  // The tag manager container may hold both analytics and ads tags (lib/consent/tags).
  if (tags.analyticsId || tags.tagManagerId) add(GOOGLE_ANALYTICS, [googleOrigin]);
  if (tags.adsId || tags.tagManagerId) add(GOOGLE_ADS, [googleOrigin]);
  if (tags.socialPixelId) add(META_PIXEL, [originOf(tags.socialPixelScriptUrl)]);
  return { script: unique(out.script), img: unique(out.img), connect: unique(out.connect), frame: unique(out.frame) };
}

/** The directives of the policy. */
export function policyDirectives(input: PolicyInput, options: PolicyOptions): Directives {
  const analytics = analyticsSources(input.tags);
  const self = "'self'";
  return {
    'default-src': [self],
    'script-src': [self, ...(input.development ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...analytics.script],
    'style-src': [self, "'unsafe-inline'"],
    'img-src': unique([self, 'data:', 'blob:', ...input.tileUrls.map(originOf), ...analytics.img]),
    'font-src': [self, 'data:'],
    'connect-src': unique([self, ...analytics.connect]),
    'media-src': unique([self, ...videoFileOrigins(input.videoUrls ?? [])]),
    'frame-src': unique([self, ...VIDEO_FRAMES, ...analytics.frame]),
    'worker-src': [self, 'blob:'],
    'manifest-src': [self],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': [self],
    'frame-ancestors': [options.frameAncestors],
  };
}

/** The header value: `name source source; name source`. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(input: PolicyInput, options: PolicyOptions): string {
  return serializePolicy(policyDirectives(input, options));
}
