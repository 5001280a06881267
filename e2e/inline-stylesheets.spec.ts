/**
 * A page's stylesheets come inside its HTML (server/inline-stylesheets.mjs): its first paint waits
 * for no second round trip. Checked against what the browser does, not the server's code: no
 * stylesheet fetched, the page drawn exactly as with its stylesheets linked, React's hydration
 * unharmed (a bare `<style>` in the head once failed every page's hydration), and a navigation
 * inside the site still brings the next page's own stylesheets.
 */
import type { Page, Request } from '@playwright/test';
import { localizedHref } from '@/lib/routes';
import { FIRST_PAGES } from './first-pages';
import { expect, hydrated, test } from './fixtures';

const PAGES = [...FIRST_PAGES.map((page) => page.path), localizedHref('/login', 'fr')];

/** The page's HTML as Next writes it: each inlined `<style>` taken out and its link enabled again. */
const linkedAgain = (html: string) =>
  html.replace(
    /<style data-precedence="[^"]*" data-inlined-href="[^"]*">[\s\S]*?<\/style>(<link [^>]*?) disabled=""\/>/g,
    '$1/>',
  );

/** Each stylesheet link of the head, with whether it is disabled. */
function headStylesheetLinks(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((m) => ({
    href: m[1]!,
    disabled: m[0].includes(' disabled=""'),
  }));
}

/**
 * What every element the page draws looks like and where it is drawn. (Not the styles of what it
 * does not draw, a closed panel's content, nor margins: Chromium computes those lazily, and an `auto`
 * margin reads as its used value or not depending on when it is asked; the boxes say where things are.)
 */
async function pageLooks(page: Page) {
  // Styles as they end: with linked stylesheets an element may be in a transition from what it
  // looked like before its rules arrived (the list's search button, grey to the accent colour).
  // Finishing the running transitions was not enough: one that started only as the styles were read
  // was read at its start (a CI run saw the grey button). With transitions off, every property is
  // at its end value whenever it is read.
  // (Appended here, not with addStyleTag, whose wait for the style's load event needs JavaScript on.)
  await page.evaluate(() => {
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(noTransitions);
  });
  return page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'line-height',
      'padding',
      'border',
      'grid-template-columns',
      'flex-direction',
      'gap',
      'visibility',
      'opacity',
      'z-index',
    ];
    // Only what is drawn: the RSC payload's `<script>` tags are as many as the chunks the page was
    // sent in, which differs between a page rendered on request and the same page from the cache.
    const drawn = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getClientRects().length > 0,
    );
    return drawn.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        element.tagName,
        ...properties.map((name) => style.getPropertyValue(name)),
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
      ].join('|');
    });
  });
}

test.describe('without JavaScript, at a phone and a desktop width', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`each first page fetches no stylesheet and is drawn as with its stylesheets linked (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        const fetched: string[] = [];
        // The page's own (the detail page's map frame is a document of its own, inlined as well).
        const onRequest = (request: Request) => {
          if (request.frame() === page.mainFrame()) fetched.push(new URL(request.url()).pathname);
        };
        page.on('request', onRequest);
        const response = await page.goto(path);
        page.off('request', onRequest);
        const html = await response!.text();
        const links = headStylesheetLinks(html);
        expect(links.length, `${path} names its stylesheets`).toBeGreaterThan(0);
        for (const link of links) {
          expect(link.disabled, `${path}: ${link.href} is inlined`).toBe(true);
          expect(fetched, `${path}: ${link.href} is not fetched`).not.toContain(
            link.href.split('?')[0],
          );
        }
        const inlined = await pageLooks(page);

        await page.route(`**${path}`, async (route) => {
          const original = await route.fetch();
          await route.fulfill({ response: original, body: linkedAgain(await original.text()) });
        });
        await page.goto(path);
        await page.unroute(`**${path}`);
        expect(await page.locator('style[data-inlined-href]').count(), `${path} linked again`).toBe(
          0,
        );
        expect(inlined, `${path} looks as with its stylesheets linked`).toEqual(
          await pageLooks(page),
        );
      }
    });
  }

  test('the inlined rules are the files’ rules', async ({ page, request }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const inlined = await page.locator('style[data-inlined-href]').evaluateAll((styles) =>
        styles.map((style) => ({
          href: style.getAttribute('data-inlined-href')!,
          css: style.textContent!,
        })),
      );
      expect(inlined.length, path).toBeGreaterThan(0);
      for (const { href, css } of inlined) {
        // url()s are made absolute on the way in (the unit test checks how): compared without them.
        const withoutUrls = (text: string) => text.replace(/url\([^)]*\)/g, 'url()');
        expect(withoutUrls(css), `${path}: ${href}`).toBe(
          withoutUrls(await (await request.get(href)).text()),
        );
      }
    }
  });
});

test('every first page hydrates without an error, its stylesheets not fetched', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' && request.frame() === page.mainFrame())
      stylesheets.push(new URL(request.url()).pathname);
  });
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html.slice(0, html.indexOf('</head>')), `${path}: the head preloads no stylesheet`).not.toMatch(
      /<link rel="preload"[^>]* as="style"/,
    );
    await page.goto(path);
    const adopted = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('href')} ${(link as HTMLLinkElement).disabled}`),
      );
    for (const link of adopted)
      expect(link, `${path}: React keeps the disabled link`).toMatch(/ true$/);
  }
  expect(errors).toEqual([]);
  // Only the error page's stylesheet, which React preloads on every page once its scripts run.
  expect(new Set(stylesheets).size).toBeLessThanOrEqual(1);
});

test("a navigation inside the site brings the next page's own stylesheets", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr/');
  const firstCard = page.getByTestId('property-list').locator('li a').first();
  const detailPath = new URL((await firstCard.getAttribute('href'))!, page.url()).pathname;
  const homeSheets = await page
    .locator('style[data-inlined-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-inlined-href')!));

  // The home search opens a property in place (router.push): no new document.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const input = page.getByTestId('home-search-input');
  await input.fill(detailPath.match(/\/(\d+)\/$/)![1]!);
  await expect(page.getByRole('option')).toHaveCount(1);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  // The detail page's stylesheets the home page did not have: linked by React, fetched, applied.
  const added = await page
    .locator('link[rel="stylesheet"]:not([disabled])')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const own = added.filter((href) => !homeSheets.includes(href));
  expect(own.length, 'the detail page has stylesheets of its own').toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        (hrefs) =>
          hrefs.every((href) =>
            [...document.styleSheets].some(
              (sheet) =>
                sheet.href && new URL(sheet.href).pathname === href && sheet.cssRules.length > 0,
            ),
          ),
        own,
      ),
    )
    .toBe(true);

  // One of their rules applies as on the page loaded directly.
  const css = await (await page.request.get(own[0]!)).text();
  const className = /\.([A-Za-z_][\w-]*)/.exec(css)![1]!;
  const looks = (p: Page) =>
    p
      .locator(`.${className}`)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.display,
          style.fontSize,
          style.margin,
          style.padding,
          style.color,
          style.gridTemplateColumns,
        ].join('|');
      });
  const navigated = await looks(page);
  await page.goto(detailPath);
  await hydrated(page);
  expect(navigated).toBe(await looks(page));
  expect(errors).toEqual([]);
});
