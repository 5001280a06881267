/**
 * The free-valuation page, the page that brings the agency its mandates: the form with
 * its captcha in place from the start, and beside it (desktop) or below it (phone) what the agency
 * offers sellers, how a valuation goes, recent sales and what clients say.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import en from '@/messages/en.json';
import { expect, test } from './fixtures';

const PATH = '/en/free-valuation/';
const BLOCKS = ['valuation-offer', 'valuation-steps', 'valuation-sales', 'valuation-reviews'] as const;

/** The ids of the sold properties (a sale with Marquee 2) of the English catalogue. */
function soldIds(): Set<string> {
  const file = JSON.parse(readFileSync('data/properties/en.json', 'utf8')) as
    | { list: { ID: number; Goal: number; Marquee: number | null }[] }
    | { ID: number; Goal: number; Marquee: number | null }[];
  const list = Array.isArray(file) ? file : file.list;
  return new Set(list.filter((p) => p.Goal === 0 && p.Marquee === 2).map((p) => String(p.ID)));
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: the captcha shows from the start, where and as large as it stays: nothing moves when its script takes over`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    await expect(page.locator('[data-form-code]')).toHaveAttribute('data-form-code', 'pending');
    const likeness = page.locator('[data-captcha-placeholder]');
    await expect(likeness).toBeVisible();
    await expect(likeness).toContainText(en.Forms.captcha.label);
    const before = (await likeness.boundingBox())!;
    const privacy = page.getByText(en.Validation.privacyAgreement);
    const privacyBefore = (await privacy.boundingBox())!;
    // No empty hole between the captcha and the privacy text.
    expect(privacyBefore.y - (before.y + before.height)).toBeLessThan(32);

    await page.locator('input[name="firstName"]').click();
    await page.keyboard.type('M');
    const widget = page.locator('altcha-widget .altcha-main');
    await expect(widget).toBeVisible();
    await expect(likeness).toBeHidden();
    const after = (await widget.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[side] - before[side]), side).toBeLessThanOrEqual(1);
    expect(Math.abs((await privacy.boundingBox())!.y - privacyBefore.y)).toBeLessThanOrEqual(1);
  });
}

test('at 1280 px the seller blocks sit beside the form: no empty third', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  const form = await box(page, 'main form[data-form]');
  const aside = await box(page, '[data-testid="valuation-aside"]');
  expect(aside.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(aside.width).toBeGreaterThanOrEqual(300);
  for (const block of BLOCKS) await expect(page.getByTestId(block)).toBeVisible();
  const main = await box(page, 'main');
  // The form and its aside fill the container's width.
  const container = await page.locator('main form[data-form]').evaluate((f) => f.closest('.container')!.getBoundingClientRect().toJSON() as DOMRect);
  expect(aside.x + aside.width).toBeGreaterThan(container.x + container.width - 40);
  expect(main.width).toBe(1280);
  await page.screenshot({ path: testInfo.outputPath('valuation-1280.png'), fullPage: true });
});

test('at 390 px the blocks follow the form', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  const form = await box(page, 'main form[data-form]');
  const aside = await box(page, '[data-testid="valuation-aside"]');
  expect(aside.y).toBeGreaterThanOrEqual(form.y + form.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('valuation-390.png'), fullPage: true });
});

test('the recent sales link to sold properties of the catalogue', async ({ page }) => {
  await page.goto(PATH);
  const sold = soldIds();
  expect(sold.size).toBeGreaterThan(0);
  const links = page.getByTestId('valuation-sales').locator('a[href]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(sold.has(/\/(\d+)\/$/.exec(href)?.[1] ?? '')).toBe(true);
  await links.first().click();
  await expect(page.locator('main')).toContainText('Sold');
});

test('the reviews come from the testimonials', async ({ page }) => {
  await page.goto(PATH);
  const quotes = page.getByTestId('valuation-reviews').locator('blockquote');
  expect(await quotes.count()).toBeGreaterThan(0);
  await expect(quotes.first()).toContainText('Our apartment sold within three weeks');
});

test('axe: no WCAG 2.1 AA violation at 390 and 1280 px', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form and the seller blocks are in the page', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('main form[data-form]')).toBeVisible();
    for (const block of BLOCKS) await expect(page.getByTestId(block)).toBeVisible();
  });
});
