/**
 * The checks a person makes when looking at a page, on the pages a visitor sees first
 * (e2e/first-pages.ts), on a phone (390 × 844, 3× pixel density, touch) and a desktop (1280 × 800),
 * once the scripts have run: with the cookie choice made, scrolled through; with the cookie dialog
 * open; with the home search open. No tappable element covers another or hides under something, no
 * text or picture is cut off by its box, the page is no wider than the window, no picture is
 * enlarged beyond 1.5× its pixels (e2e/layout-problems.ts). A failure lists every problem: page,
 * width, state, scroll position and the elements (tag, text, selector path).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_PAGES } from './first-pages';
import { layoutProblemsInView } from './layout-problems';
import { waitForStillScreen } from './still-screen';

const DEVICES = [
  {
    width: 390,
    use: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    },
  },
  { width: 1280, use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
] as const;

const MAX_UPSCALE = 1.5;

type Found = { scrolled: number; kind: string; text: string };

/**
 * Scrolls through the page, 40% of a window at a time, and checks the layout at each position: the
 * tappable elements in the middle of the window (between 30% and 70% of its height, where a
 * visitor brings what they want to tap; above it at the top of the page, below it at its end), and
 * all the rest in view.
 */
async function problemsWhileScrolling(page: Page): Promise<Found[]> {
  const found: Found[] = [];
  const height = page.viewportSize()!.height;
  for (let top = 0; ; top += Math.round(height * 0.4)) {
    const { scrolled, atEnd } = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      const end = document.documentElement.scrollHeight - window.innerHeight;
      return { scrolled: Math.round(window.scrollY), atEnd: window.scrollY >= end - 1 };
    }, top);
    await page.evaluate(waitForStillScreen);
    const band = { top: scrolled === 0 ? 0 : height * 0.3, bottom: atEnd ? height : height * 0.7 };
    const problems = await page.evaluate(layoutProblemsInView, {
      only: null,
      maxUpscale: MAX_UPSCALE,
      band,
    });
    found.push(...problems.map((p) => ({ scrolled, ...p })));
    if (atEnd) return found;
  }
}

/** Checks the window as it is: all of it, or what is inside `only` (the cookie banner). */
async function problemsOnScreen(page: Page, only: string | null): Promise<Found[]> {
  await page.evaluate(waitForStillScreen);
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  const band = { top: 0, bottom: page.viewportSize()!.height };
  const problems = await page.evaluate(layoutProblemsInView, {
    only,
    maxUpscale: MAX_UPSCALE,
    band,
  });
  return problems.map((p) => ({ scrolled, ...p }));
}

/** Fails with every problem found, one a line: page, width, state, scroll position, elements. */
async function expectNone(found: Found[], where: string): Promise<void> {
  const lines = [
    ...new Map(
      found.map((f) => [f.text, `${where}, scrolled ${f.scrolled} px — ${f.kind}: ${f.text}`]),
    ).values(),
  ];
  await test
    .info()
    .attach('layout problems', { body: lines.join('\n') || 'none', contentType: 'text/plain' });
  expect(lines, `${lines.length} layout problems:\n${lines.join('\n')}\n`).toEqual([]);
}

for (const target of FIRST_PAGES) {
  for (const device of DEVICES) {
    test.describe(`${target.name} at ${device.width} px`, () => {
      test.use(device.use);

      test.describe(() => {
        test.use({ storedConsent: 'all' });
        test('cookie choice made: nothing overlaps, is cut off, sticks out or is blown up', async ({
          page,
        }) => {
          // A long page (the detail page is 18 screens on a phone) takes a check every 40% of a screen.
          test.setTimeout(120_000);
          await page.goto(target.path);
          await expectNone(
            await problemsWhileScrolling(page),
            `${target.name} ${target.path} at ${device.width} px`,
          );
        });
      });

      test.describe(() => {
        test.use({ storedConsent: null });
        test('cookie dialog open: nothing in it overlaps, is cut off, sticks out or is blown up', async ({
          page,
        }) => {
          await page.goto(target.path);
          await expect(page.getByTestId('consent-dialog')).toBeVisible();
          await expectNone(
            await problemsOnScreen(page, '[data-testid="consent-dialog"]'),
            `${target.name} ${target.path} at ${device.width} px, cookie dialog open`,
          );
        });
      });
    });
  }
}

for (const device of DEVICES) {
  test.describe(`home at ${device.width} px`, () => {
    test.use({ ...device.use, storedConsent: 'all' });
    test("home search open on 'Elsene': the results show whole, nothing overlaps", async ({
      page,
    }) => {
      await page.goto('/nl/');
      const input = page.getByTestId('home-search-input');
      await input.fill('Elsene');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNone(
        await problemsOnScreen(page, null),
        `home /nl/ at ${device.width} px, search open on 'Elsene'`,
      );
    });
  });
}
