/**
 * While the cookie banner asks (a first visit), it covers the bottom of the screen: the page keeps
 * as much room below its end, a field that takes the focus is scrolled above it, and the floating
 * scroll-to-top button of wide screens sits above it (app/globals.css, lib/consent/consent-boot).
 * The banner's height is a custom property that is not inherited: set on <html> as an inherited one,
 * it made the browser compute the style of every element again after the first paint.
 */
import type { Page } from '@playwright/test';
import { BANNER_SPACE_PROPERTY, CONSENT_BANNER_ID } from '@/lib/consent/banner-events';
import { expect, test } from './fixtures';

test.use({ storedConsent: null });

const banner = (page: Page) => page.locator(`#${CONSENT_BANNER_ID}`);

/** The banner's height once the script has measured it, as <html> holds it. */
async function measuredSpace(page: Page): Promise<number> {
  await expect(banner(page)).toBeVisible();
  const height = await banner(page).evaluate((element) => (element as HTMLElement).offsetHeight);
  expect(height).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
        BANNER_SPACE_PROPERTY,
      ),
    )
    .toBe(`${height}px`);
  return height;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the end of the page scrolls above the banner, which restyles nothing but <html>', async ({
    page,
  }) => {
    await page.goto(
      '/fr/a-vendre/etterbeek/appartement-neuf-2-chambres-residence-la-chasse/4014455/',
    );
    await measuredSpace(page);
    // Not inherited: the body and the footer keep the initial value.
    for (const selector of ['body', 'body > footer']) {
      const inherited = await page
        .locator(selector)
        .evaluate(
          (element, name) => getComputedStyle(element).getPropertyValue(name),
          BANNER_SPACE_PROPERTY,
        );
      expect(inherited, selector).toBe('0px');
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page
      .locator('body > footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(footerEnd).toBeLessThanOrEqual(bannerTop + 1);

    // Once a choice is made the banner goes, and so does the room kept for it.
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await banner(page).locator('[data-consent-choice="0000"]').click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
      .toBeLessThan(before);
  });

  test('a field that takes the focus near the end of the page is scrolled above the banner', async ({
    page,
  }) => {
    await page.goto('/fr/contact/');
    await measuredSpace(page);
    const field = page
      .locator('main form')
      .last()
      .locator('input:visible, textarea:visible')
      .last();
    // Out of sight at first, so that the browser has to scroll it into view.
    expect(await field.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
      844,
    );
    await field.focus();
    const fieldEnd = await field.evaluate((element) => element.getBoundingClientRect().bottom);
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(fieldEnd).toBeLessThanOrEqual(bannerTop);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the floating scroll-to-top button sits above the banner', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const space = await measuredSpace(page);
    await page.mouse.wheel(0, 600);
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toBeVisible();
    const buttonEnd = await button.evaluate((element) => element.getBoundingClientRect().bottom);
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(buttonEnd).toBeLessThanOrEqual(bannerTop);
    expect(900 - buttonEnd).toBeGreaterThanOrEqual(space);
  });
});
