/**
 * A page staff add gets its own address per language (localized paths), on the
 * production build: an editor adds a page with a Dutch and a French address and publishes it;
 * each language serves it at its own address, the language switch, hreflang and the sitemap use
 * them, and the other spellings redirect there. Restoring the version live before takes it away.
 * Without JavaScript an address another page has is refused with its message, the values kept.
 *
 * CI's Postgres persists between runs and other specs read the public pages meanwhile: the page
 * has this run's own addresses, stays out of the menu, and the `menu` version that was live before
 * is restored (by the test, and again afterwards should it stop half-way).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { SITE_LOCALES } from '@/lib/locale';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';
import { deleteAndPublish } from './history';
import { holdDocument } from './held-document';
import { logInStaff, publicPage } from './staff';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `addresses.${run}@example.be`, password: `addresses password ${run}` };
const INTERNAL = `/contact/e2e-team-${run}`;
const NL = `/contact/e2e-ons-team-${run}`;
const FR = `/contact/e2e-notre-equipe-${run}`;

/** The page form's folded fields (internal address, redirect, search engines): opened unless already open. */
async function openAdvanced(page: Page) {
  const details = page.getByTestId('advanced');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

/** Where a path redirects to, without following it. */
async function redirectOf(request: APIRequestContext, path: string): Promise<{ status: number; location: string | undefined }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location?.replace(/^https?:\/\/[^/]+/, '') };
}

test.describe('addresses per language of a page staff add', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  // The menu document is this spec's until its end; the version live before comes back.
  holdDocument('menu', EDITOR);

  const logIn = (page: Page) => logInStaff(page, EDITOR);

  test('an editor gives a new page a Dutch and a French address, publishes it, and restores the menu', async ({ page, request }) => {
    await logIn(page);
    await page.goto('/nl/staff/pages/');

    await page.getByRole('link', { name: nl.Editor.pages.new }).click();
    await page.locator('input[name="name"]').fill(`E2E adressen ${run}`);
    await openAdvanced(page);
    await page.locator('input[name="path"][type="text"]').fill(INTERNAL);
    await page.locator('select[name="parentId"]').selectOption('7');
    await page.locator('input[name="sort"]').fill('9');
    await page.locator('input[name="showInMenu"]').uncheck();
    for (const locale of SITE_LOCALES) await page.locator(`input[name="title.${locale}"]`).fill(`Team ${run} ${locale}`);
    await page.locator('input[name="localizedPath.nl"]').fill(NL);
    await page.locator('input[name="localizedPath.fr"]').fill(`${FR}/`);
    // English and German at the internal address (an empty field would take the title's).
    await page.locator('input[name="localizedPath.en"]').fill(INTERNAL);
    await page.locator('input[name="localizedPath.de"]').fill(INTERNAL);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+$/);
    const editUrl = new URL(page.url()).pathname;
    const urls = page.getByTestId('page-urls');
    for (const url of [`/nl${NL}/`, `/fr${FR}/`, `/en${INTERNAL}/`, `/de${INTERNAL}/`]) await expect(urls).toContainText(url);
    await expect(page.locator('input[name="localizedPath.fr"]')).toHaveValue(FR);
    await expect(page.locator('input[name="localizedPath.en"]')).toHaveValue(INTERNAL);

    // The editor screen of such a page: axe-clean and valid HTML.
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    const response = await page.request.get(editUrl);
    expect(nuCheckerReport(new Map([[editUrl, await response.text()]]))).toEqual([]);

    // The draft's preview is at the Dutch address.
    await page.goto(`/preview/nl${NL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Team ${run} nl`);

    await page.goto(editUrl);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');

    // Each language at its own address, without a rebuild.
    for (const [locale, path] of [['nl', NL], ['fr', FR], ['en', INTERNAL]] as const) {
      await expect.poll(async () => (await publicPage(request, `/${locale}${path}/`)).text, { timeout: 30_000 }).toContain(`Team ${run} ${locale}`);
    }
    // The other spellings redirect to the language's address.
    expect(await redirectOf(request, `/fr${NL}/`)).toEqual({ status: 308, location: `/fr${FR}/` });
    expect(await redirectOf(request, `/nl${INTERNAL}/`)).toEqual({ status: 308, location: `/nl${NL}/` });
    expect(await redirectOf(request, `/de${FR}/`)).toEqual({ status: 308, location: `/de${INTERNAL}/` });

    // The language switch, hreflang and canonical of the Dutch page.
    await page.goto(`/nl${NL}/`);
    await expect(page.getByTestId('switch-fr').first()).toHaveAttribute('href', `/fr${FR}/`);
    await expect(page.getByTestId('switch-en').first()).toHaveAttribute('href', `/en${INTERNAL}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', new RegExp(`/fr${FR}/$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/nl${NL}/$`));
    await page.getByTestId('switch-fr').first().click();
    await expect(page).toHaveURL(new RegExp(`/fr${FR}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Team ${run} fr`);

    // The sitemap lists both addresses.
    await expect.poll(async () => (await publicPage(request, '/sitemap.xml')).text, { timeout: 30_000 }).toContain(`/nl${NL}/</loc>`);
    const sitemap = (await publicPage(request, '/sitemap.xml')).text;
    expect(sitemap).toContain(`/nl${NL}/</loc>`);
    expect(sitemap).toContain(`/fr${FR}/</loc>`);

    // Undo: the page is deleted after its confirmation and the deletion published: the addresses are gone again.
    await deleteAndPublish(page, editUrl);
    await expect.poll(async () => (await publicPage(request, `/nl${NL}/`)).status, { timeout: 30_000 }).toBe(404);
    expect((await publicPage(request, `/fr${NL}/`)).status).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("an address another page has in that language is refused with its message and the typed values", async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/pages/new/');
      await page.locator('input[name="name"]').fill(`Geen JS adres ${run}`);
      await openAdvanced(page);
      await page.locator('input[name="path"][type="text"]').fill(`/contact/e2e-geen-js-${run}`);
      for (const locale of SITE_LOCALES) await page.locator(`input[name="title.${locale}"]`).fill(`Geen JS ${run} ${locale}`);
      await page.locator('input[name="localizedPath.nl"]').fill(`/contact/e2e-eigen-${run}`);
      await page.locator('input[name="localizedPath.de"]').fill('/jobs');
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="pathCollision"]')).toContainText('/de/jobs/');
      await expect(page.locator('input[name="localizedPath.de"] ~ p', { hasText: nl.Editor.pages.errors.addressTaken })).toBeVisible();
      await expect(page.locator('input[name="localizedPath.de"]')).toHaveValue('/jobs');
      await expect(page.locator('input[name="localizedPath.nl"]')).toHaveValue(`/contact/e2e-eigen-${run}`);
      await expect(page.locator('input[name="title.fr"]')).toHaveValue(`Geen JS ${run} fr`);
      await page.goto('/nl/staff/pages/');
      await expect(page.getByTestId('page-tree')).not.toContainText(`Geen JS ${run}`);
    });
  });
});
