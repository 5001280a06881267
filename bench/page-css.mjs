// Render-blocking CSS of a page: the stylesheets its HTML links in the head, their
// bytes (raw and gzip level 9, as first-load.mjs counts scripts) and how much of each the page
// uses once loaded at a phone's width (Chromium's CSS coverage: rules that matched, @font-face and
// the like). Unused is not waste by itself (hover, focus, wider screens, open menus): the figure
// compares chunkings of one build against each other.
//   node bench/page-css.mjs http://127.0.0.1:3130 /nl/ /nl/te-koop/ ...
import { gzipSync } from 'node:zlib';
import { kb } from './lib.mjs';

const PHONE = { width: 412, height: 823 };

/** The stylesheet hrefs a document links before its body: they block its first paint. */
export function blockingStylesheets(html) {
  const body = html.indexOf('<body');
  const head = body === -1 ? html : html.slice(0, body);
  const hrefs = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    // Inlined by the server (server/inline-stylesheets.mjs): the link stays for React, not fetched.
    if (/\sdisabled(=|\s|\/?>)/.test(tag)) continue;
    const media = tag.match(/\bmedia="([^"]*)"/)?.[1];
    if (media && media !== 'all' && media !== 'screen') continue;
    const href = tag.match(/\bhref="([^"]*)"/)?.[1];
    if (href) hrefs.push(href.replaceAll('&amp;', '&'));
  }
  return hrefs;
}

const usedBytes = (ranges) => ranges.reduce((sum, r) => sum + (r.end - r.start), 0);

/** One page's render-blocking stylesheets, file by file, with the share it uses. */
export async function measurePageCss(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.coverage.startCSSCoverage({ resetOnNavigation: false });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const html = (await response?.text()) ?? '';
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const coverage = await page.coverage.stopCSSCoverage();
    const byPath = new Map(coverage.filter((c) => c.url).map((c) => [new URL(c.url).pathname, c]));
    const files = blockingStylesheets(html).map((href) => {
      const file = new URL(href, url).pathname;
      const entry = byPath.get(file);
      const text = entry?.text ?? '';
      return {
        file,
        raw: Buffer.byteLength(text),
        gzip: gzipSync(text, { level: 9 }).length,
        used: entry ? usedBytes(entry.ranges) : null,
      };
    });
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const used = files.reduce((sum, f) => sum + (f.used ?? 0), 0);
    return {
      url,
      status: response?.status() ?? null,
      stylesheets: files.length,
      rawKB: kb(raw),
      gzipKB: kb(files.reduce((sum, f) => sum + f.gzip, 0)),
      usedKB: kb(used),
      usedPercent: raw ? Math.round((used / raw) * 100) : null,
      files,
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchBrowser } = await import('./first-load.mjs');
  const [origin, ...paths] = process.argv.slice(2);
  const browser = await launchBrowser();
  try {
    for (const path of paths) {
      const m = await measurePageCss(browser, origin + path);
      console.log(`${path}  ${m.stylesheets} stylesheets, ${m.rawKB} KB raw, ${m.gzipKB} KB gzip, ${m.usedPercent}% used`);
      for (const f of m.files) {
        const used = f.raw && f.used !== null ? `${Math.round((f.used / f.raw) * 100)}%` : '?';
        console.log(`  ${(f.raw / 1024).toFixed(1).padStart(6)} KB  ${(f.gzip / 1024).toFixed(1).padStart(5)} gz  ${used.padStart(4)} used  ${f.file}`);
      }
    }
  } finally {
    await browser.close();
  }
}
