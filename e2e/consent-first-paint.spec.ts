/**
 * The cookie banner is part of the page's first paint: it is in the static HTML, shown
 * by an inline script when no choice is stored, and its buttons work before the app's scripts
 * run. It never takes the focus from a field the visitor is typing in, and on a phone it leaves
 * the form usable.
 */
import type { Page } from '@playwright/test';
import { decodeConsent, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';
import nl from '@/messages/nl.json';
import { expect, holdScripts, hydrated, test } from './fixtures';

test.use({ storedConsent: null });

const banner = (page: Page) => page.getByRole('dialog', { name: nl.COOKIE_WARNING_TITLE });
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const storedChoices = async (page: Page) =>
  decodeConsent(await page.evaluate(() => localStorage.getItem('consent')), Date.now())?.choices ?? null;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: the banner shows before the app's scripts run`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const release = await holdScripts(page);
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: nl.COOKIE_BUTTON_TEXT_DECLINE })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: nl.COOKIE_BUTTON_TEXT_AGREE })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`home-banner-${viewport.width}.png`) });
    release();
    await hydrated(page);
    // The app takes over the same banner: still one, still showing, the focus left where it was.
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('[role="dialog"]:visible')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
}

test('a banner whose end has not arrived yet stays hidden, so it never grows upward while the page streams in', async ({ page }) => {
  await holdScripts(page);
  let cut = false;
  await page.route('**/nl/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // The page as a slow network delivers it at first: the banner's last element not there yet.
    const partial = html.replace(/<span class="[^"]*_parsed"[^>]*><\/span>/, '');
    cut = partial !== html;
    await route.fulfill({ response, body: partial });
  });
  await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
  expect(cut).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'asking');
  await expect(page.locator('#consent-banner')).toBeHidden();
  await expect(page.locator('#consent-banner')).toContainText(nl.COOKIE_BUTTON_TEXT_AGREE);
});

test("'Decline' before the app's scripts run stores the choice and closes the banner", async ({ page, context }) => {
  const release = await holdScripts(page);
  await page.goto('/nl/te-koop/', { waitUntil: 'domcontentloaded' });
  await banner(page).getByRole('button', { name: nl.COOKIE_BUTTON_TEXT_DECLINE }).click();
  await expect(banner(page)).toBeHidden();
  expect(await isHydrated(page)).toBe(false);
  expect(await storedChoices(page)).toEqual(ESSENTIAL_ONLY);
  const stored = await page.evaluate(() => localStorage.getItem('consent'));
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe(stored);
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'stored');

  // Once the app runs it keeps the choice: no banner again, the confirmation is read out.
  release();
  await hydrated(page);
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: nl.Consent.saved })).toHaveCount(1);
  await page.reload();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoices(page)).toEqual(ESSENTIAL_ONLY);
});

test("'Change settings' before the app's scripts run opens the settings once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
  await banner(page).getByRole('button', { name: nl.COOKIE_CHANGE_SETTINGS }).click();
  release();
  const settings = page.getByRole('dialog', { name: nl.COOKIE_CHANGE_SETTINGS });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: nl.Consent.flags.analytics_storage.label })).not.toBeChecked();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: typing in the contact form while the page loads keeps the focus and the text`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const release = await holdScripts(page);
    await page.goto('/nl/contact/', { waitUntil: 'domcontentloaded' });
    const firstName = page.locator('input[name="firstName"]');
    // A click the banner would swallow fails here: Playwright checks the field receives it.
    await firstName.click();
    await page.keyboard.type('Mar', { delay: 30 });
    release();
    await hydrated(page);
    await expect(page.locator('[data-form-code]').first()).toHaveAttribute('data-form-code', 'loaded');
    await page.keyboard.type('ie', { delay: 30 });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue('Marie');
    // The banner is still there to answer, and does not cover the field being typed in.
    await expect(banner(page)).toBeVisible();
    const field = (await firstName.boundingBox())!;
    const sheet = (await banner(page).boundingBox())!;
    expect(field.y + field.height <= sheet.y || field.y >= sheet.y + sheet.height).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`contact-typing-${viewport.width}.png`) });
  });
}

test('on a phone the banner leaves the end of the page reachable above it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nl/contact/');
  await expect(banner(page)).toBeVisible();
  const sheet = (await banner(page).boundingBox())!;
  expect(sheet.height).toBeLessThan(844 * 0.45);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.locator('footer').getByText(/©/).last();
  const line = (await copyright.boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual(sheet.y + 1);
});
