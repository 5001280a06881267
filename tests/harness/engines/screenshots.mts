/**
 * `npm run screenshots`: the pages a visitor sees first (e2e/first-pages.ts) at 390 and 1280 px in
 * Chromium, Firefox ESR and WebKitGTK, with the cookie choice made, written to docs/screenshots/
 * with an index (README.md there), so a reader sees the site without running it. Per page, width and
 * engine: the first screen as a PNG (256 colours) and the whole page as a WebP. Uses the engines
 * harness of `npm run test:engines` and the same e2e build (.next-e2e).
 *   options: --engines=chromium,firefox,webkit
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { FIRST_PAGES } from '@/e2e/first-pages';
import { waitForStillScreen } from '@/e2e/still-screen';
import { Visitor } from '@/e2e/engines/visitor';
import type { EngineName, EnginePage } from './engine-page';
import { assertEnginesInstalled, enginesFrom, LAUNCHERS, VIEWPORTS } from './engines';
import { startSiteUnderTest } from './site-under-test';

const OUT = 'docs/screenshots';
const WEBP_MAX = 16_383;
const { values } = parseArgs({
  options: { engines: { type: 'string', default: 'chromium,firefox,webkit' } },
});
const engines = enginesFrom(values.engines);
assertEnginesInstalled(engines);

const slug = (name: string) => name.replace(/\s+/g, '-');
const fileOf = (page: string, width: number, engine: EngineName, full: boolean) =>
  `${slug(page)}-${width}-${engine}${full ? '-full.webp' : '.png'}`;

/** Scrolls to the end and back, so that every lazy picture is loaded before the whole page is taken. */
async function loadWholePage(page: EnginePage): Promise<void> {
  await page.run(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const images = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all(images.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.run(waitForStillScreen);
}

async function photograph(name: EngineName, origin: string): Promise<string[]> {
  const engine = await LAUNCHERS[name]();
  const written: string[] = [];
  try {
    const page = await engine.page();
    for (const { width, height } of VIEWPORTS) {
      await page.resize(width, height);
      for (const target of FIRST_PAGES) {
        const visitor = new Visitor(page, origin, width);
        await visitor.reset({ firstVisit: false });
        await visitor.open(target.path);
        await page.run(waitForStillScreen);
        const screen = await sharp(await page.screenshot())
          .png({ palette: true, quality: 90, effort: 8 })
          .toBuffer();
        writeFileSync(path.join(OUT, fileOf(target.name, width, name, false)), screen);
        await loadWholePage(page);
        // WebP stops at 16,383 px: a longer page (the detail page on a phone) is scaled down to fit.
        const whole = await sharp(await page.screenshot({ fullPage: true }), {
          limitInputPixels: false,
        })
          .resize({ height: WEBP_MAX, width: WEBP_MAX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 70, effort: 5 })
          .toBuffer();
        writeFileSync(path.join(OUT, fileOf(target.name, width, name, true)), whole);
        written.push(
          fileOf(target.name, width, name, false),
          fileOf(target.name, width, name, true),
        );
        console.log(
          `${name} ${width}px ${target.name}: ${(screen.length / 1024).toFixed(0)} KB + ${(whole.length / 1024).toFixed(0)} KB`,
        );
      }
    }
  } finally {
    await engine.close();
  }
  return written;
}

function index(): string {
  const cell = (page: string, width: number, engine: EngineName) =>
    `<a href="${fileOf(page, width, engine, true)}"><img src="${fileOf(page, width, engine, false)}" width="${width === 390 ? 130 : 260}" alt="${page}, ${width} px, ${engine}"></a>`;
  const rows = FIRST_PAGES.flatMap((target) =>
    VIEWPORTS.map(
      ({ width }) =>
        `| ${target.name} (\`${target.path}\`) | ${width} px | ${engines.map((e) => cell(target.name, width, e)).join(' | ')} |`,
    ),
  );
  return [
    '# Screenshots',
    '',
    'The pages a visitor sees first, as each engine draws them: the first screen (PNG), linked to the',
    'whole page (WebP). Made by `npm run screenshots` from the e2e build (see docs/testing.md,',
    '"Screenshots"), with the cookie choice made; Chromium and Firefox ESR through puppeteer-core,',
    'WebKitGTK through WebKitWebDriver, whose whole pages are stitched from screens with the fixed header',
    'shown once at the top (tests/harness/engines/stitched-screenshot.ts). Pixel density 1; the phone is',
    "390 × 844, the desktop 1280 × 800. A whole page taller than 16,383 px (WebP's limit: the detail",
    'page on a phone) is scaled down to fit.',
    '',
    `| page | width | ${engines.join(' | ')} |`,
    `|---|---|${engines.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
}

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const site = await startSiteUnderTest();
try {
  await Promise.all(engines.map((name) => photograph(name, site.origin)));
} finally {
  await site.stop();
}
writeFileSync(path.join(OUT, 'README.md'), index());
const bytes = readdirSync(OUT).reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0);
console.log(
  `screenshots: ${readdirSync(OUT).length - 1} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${OUT}/ (${Math.round((Date.now() - started) / 1000)} s)`,
);
