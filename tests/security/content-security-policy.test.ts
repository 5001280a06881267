import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TagSettings } from '@/lib/consent/tags';
import { planTags, scriptsOf } from '@/lib/consent/tags';
import { ALL_GRANTED } from '@/lib/consent/consent-state';
import {
  analyticsSources,
  contentSecurityPolicy,
  originOf,
  policyDirectives,
  serializePolicy,
  videoFileOrigins,
  type PolicyInput,
} from '@/lib/security/content-security-policy';
import { policyInputFromContent } from '@/lib/security/policy-input';
import { ASSET_CSP, ASSET_SOURCES, HSTS, MAP_FRAME_SOURCES, PERMISSIONS_POLICY, securityHeaderRules } from '@/lib/security/security-headers';
import { detectVideo } from '@/lib/video';
import { withScriptNonce } from '@/server/script-nonce.mjs';

const NO_TAGS: TagSettings = {
  analyticsId: '',
  adsId: '',
  tagManagerId: '',
  socialPixelId: '',
  googleTagOrigin: 'https://www.googletagmanager.com',
  socialPixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
};
const ALL_TAGS: TagSettings = { ...NO_TAGS, analyticsId: 'G-X1', adsId: 'AW-1', tagManagerId: 'GTM-X1', socialPixelId: '123' };

const input = (overrides: Partial<PolicyInput> = {}): PolicyInput => ({
  tags: NO_TAGS,
  tileUrls: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  videoUrls: [],
  ...overrides,
});

const page = (i: PolicyInput = input()) => policyDirectives(i, { frameAncestors: "'none'" });

/** Does a CSP source list allow a URL (host sources with an optional leading '*.' only)? */
function allows(sources: string[], url: string): boolean {
  const u = new URL(url);
  return sources.some((s) => {
    if (s === "'self'") return false;
    if (s.endsWith(':') && !s.includes('/')) return u.protocol === s;
    const m = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(s);
    if (!m) return false;
    const [, scheme, wildcard, host, port] = m;
    if (`${scheme}:` !== u.protocol || (port ?? '') !== u.port) return false;
    return wildcard ? u.hostname.endsWith(`.${host}`) : u.hostname === host;
  });
}

describe('content security policy', () => {
  it('never allows eval in a production build, and forbids plugins, <base> and foreign form targets', () => {
    const d = page();
    expect(serializePolicy(d)).not.toContain('unsafe-eval');
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
  });

  it('allows inline scripts without a nonce, and eval, only for next dev (no server to add the nonce)', () => {
    expect(page(input({ development: true }))['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it('lets nobody frame a page and only the site frame the map frame', () => {
    expect(page()['frame-ancestors']).toEqual(["'none'"]);
    expect(policyDirectives(input(), { frameAncestors: "'self'" })['frame-ancestors']).toEqual(["'self'"]);
  });

  it('allows no inline script (the server adds each response its nonce) and no foreign script host without a tag', () => {
    const d = page();
    expect(d['script-src']).toEqual(["'self'"]);
    expect(serializePolicy(d)).not.toContain("'strict-dynamic'");
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(analyticsSources(NO_TAGS)).toEqual({ script: [], img: [], connect: [], frame: [] });
  });

  it('allows every script the consent plan can load, for every configured tag', () => {
    const d = page(input({ tags: ALL_TAGS }));
    const scripts = scriptsOf(planTags(ALL_TAGS, ALL_GRANTED));
    expect(scripts).toHaveLength(3);
    for (const src of scripts) expect(allows(d['script-src']!, src), src).toBe(true);
    expect(allows(d['img-src']!, 'https://www.google-analytics.com/g/collect?v=2')).toBe(true);
    expect(allows(d['connect-src']!, 'https://region1.google-analytics.com/g/collect')).toBe(true);
    expect(allows(d['connect-src']!, 'https://www.facebook.com/tr/')).toBe(true);
    expect(allows(d['img-src']!, 'https://www.facebook.com/tr/?id=123')).toBe(true);
  });

  it('adds a tag origin served from elsewhere (a first-party tagging server, the e2e fake)', () => {
    const tags = { ...NO_TAGS, analyticsId: 'G-E2E', googleTagOrigin: 'http://localhost:3199', socialPixelId: '1', socialPixelScriptUrl: 'http://localhost:3199/fbevents.js' };
    const d = page(input({ tags }));
    for (const directive of ['script-src', 'connect-src', 'img-src']) expect(d[directive]).toContain('http://localhost:3199');
    for (const src of scriptsOf(planTags(tags, ALL_GRANTED))) expect(allows(d['script-src']!, src), src).toBe(true);
  });

  it('adds the ads hosts only when an ads tag (or a tag manager) is configured', () => {
    expect(page(input({ tags: { ...NO_TAGS, analyticsId: 'G-1' } }))['script-src']).not.toContain('https://www.googleadservices.com');
    expect(page(input({ tags: { ...NO_TAGS, adsId: 'AW-1' } }))['script-src']).toContain('https://www.googleadservices.com');
    expect(page(input({ tags: { ...NO_TAGS, tagManagerId: 'GTM-1' } }))['frame-src']).toContain('https://td.doubleclick.net');
  });

  it('allows the ALTCHA worker started from a blob: URL', () => {
    expect(page()['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('allows the map tiles, a {s} sub-domain template included', () => {
    const d = page(input({ tileUrls: ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://server.arcgisonline.com/a/{z}/{y}/{x}'] }));
    expect(d['img-src']).toEqual(expect.arrayContaining(['https://*.tile.example.org', 'https://server.arcgisonline.com']));
    expect(allows(d['img-src']!, 'https://b.tile.example.org/3/4/5.png')).toBe(true);
  });

  it('frames every embed lib/video builds, and plays video files from their own hosts', () => {
    const urls = [
      'https://www.youtube.com/watch?v=Hq7fB2rXk4M',
      'https://vimeo.com/76979871',
      'https://www.facebook.com/immohorizon/videos/1089374625143728/',
      'https://my.matterport.com/show/?m=Zh14WDtkjdC',
      'https://tour.tvl.be/viewer/?id=1',
      'https://app.yisual.com/tour/ih-1',
      'https://matterport.com/discover/space/x',
    ];
    const d = page(input({ videoUrls: [...urls, 'https://cdn.example.be/films/house.mp4', '/videos/banner.mp4'] }));
    for (const url of urls) expect(allows(d['frame-src']!, detectVideo(url)!.embedUrl), url).toBe(true);
    expect(d['media-src']).toEqual(["'self'", 'https://cdn.example.be']);
    expect(videoFileOrigins(['https://cdn.example.be/a.webm', 'https://youtu.be/bK8nW3qZt5Y'])).toEqual(['https://cdn.example.be']);
  });

  it.each([
    ["https://evil.example; script-src 'unsafe-eval'"],
    ['javascript:alert(1)'],
    ['https://a b.example/x'],
    ['/relative/{z}.png'],
  ])('refuses %s as a source, so configuration cannot inject a directive', (url) => {
    expect(() => originOf(url)).toThrow(/CSP source/);
  });

  it('serialises as directive sources separated by semicolons', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'object-src': ["'none'"] })).toBe("default-src 'self'; object-src 'none'");
  });

  it('is built from the real content: tile hosts, the video file host of the snapshot, no tag host by default', () => {
    const built = policyInputFromContent({ NODE_ENV: 'production' });
    const csp = contentSecurityPolicy(built, { frameAncestors: "'none'" });
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(csp).toContain('https://server.arcgisonline.com');
    expect(csp).toContain('media-src \'self\' https://interactive-examples.mdn.mozilla.net');
    expect(csp).not.toContain('googletagmanager');
    expect(built.development).toBe(false);
  });
});

describe('security headers', () => {
  const rules = securityHeaderRules({ ...input(), production: true });
  const headersOf = (source: string) => Object.fromEntries(rules.find((r) => r.source === source)!.headers.map((h) => [h.key, h.value]));

  it('sends the page policy, nosniff, referrer policy, permissions policy and HSTS on every path', () => {
    const all = headersOf('/:path*');
    expect(all['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(all['X-Frame-Options']).toBe('DENY');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Strict-Transport-Security']).toBe(HSTS);
    expect(all['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    // Delegated to the video and tour players by their iframe `allow` attribute.
    for (const feature of ['fullscreen', 'encrypted-media', 'picture-in-picture', 'xr-spatial-tracking']) {
      expect(PERMISSIONS_POLICY).not.toContain(feature);
    }
  });

  it('lets the site frame the map frame, in the CSP and in X-Frame-Options alike, after the page rule', () => {
    const pageIndex = rules.findIndex((r) => r.source === '/:path*');
    for (const source of MAP_FRAME_SOURCES) {
      expect(rules.findIndex((r) => r.source === source)).toBeGreaterThan(pageIndex);
      expect(headersOf(source)['Content-Security-Policy']).toContain("frame-ancestors 'self'");
      expect(headersOf(source)['X-Frame-Options']).toBe('SAMEORIGIN');
    }
  });

  it('lets a page served by the production server run its nonced scripts and no other inline script', () => {
    const served = withScriptNonce(headersOf('/:path*')['Content-Security-Policy']!, 'bm9uY2U=');
    expect(served).toMatch(/(^|; )script-src 'nonce-bm9uY2U=' 'self'(;|$)/);
    expect(/script-src [^;]*/.exec(served)![0]).not.toContain("'unsafe-inline'");
  });

  it('gives the files pages load, and only those, a short policy that lets nothing run, after the page rule', () => {
    const pageIndex = rules.findIndex((r) => r.source === '/:path*');
    for (const source of ASSET_SOURCES) {
      expect(rules.findIndex((r) => r.source === source)).toBeGreaterThan(pageIndex);
      expect(headersOf(source)['Content-Security-Policy']).toBe(ASSET_CSP);
    }
    expect(ASSET_CSP).toMatch(/^default-src 'none';/);
    expect(ASSET_CSP).toContain("frame-ancestors 'none'");
    expect(ASSET_CSP).not.toMatch(/script-src/);
    // Sent with every script, stylesheet and label: it must stay short.
    expect(ASSET_CSP.length).toBeLessThan(128);
  });

  it('covers every file and folder of public/ but the agency documents, which keep the page policy', () => {
    const entries = readdirSync('public', { withFileTypes: true });
    for (const entry of entries) {
      const source = entry.isDirectory() ? `/${entry.name}/:path*` : `/${entry.name}`;
      if (entry.name === 'documents') expect(ASSET_SOURCES).not.toContain(source);
      else expect(ASSET_SOURCES, entry.name).toContain(source);
    }
  });

  it('sends no HSTS outside production', () => {
    const dev = securityHeaderRules({ ...input(), production: false });
    expect(dev[0]!.headers.map((h) => h.key)).not.toContain('Strict-Transport-Security');
  });
});
