/**
 * Staff edit the page tree on the production build: an editor adds a page under an
 * existing parent with one module; the preview shows it and the public address does not (404);
 * publishing makes it public in Dutch and French without a rebuild; an address that another page
 * has is refused with its message; restoring the version live before takes the page away again.
 *
 * CI's Postgres persists between runs and other specs read the public pages at the same time: the
 * page has this run's own address, stays out of the menu, and the `menu` version that was live
 * before is restored by the test (and again afterwards, should the test stop half-way).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { SITE_LOCALES } from '@/lib/locale';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';
import { deleteAndPublish } from './history';
import { holdDocument } from './held-document';
import { logInStaff, publicPage } from './staff';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `pages.${run}@example.be`, password: `pages password ${run}` };
const PATH = `/contact/e2e-${run}`;

/** The page form's folded fields (internal address, redirect, search engines): opened unless already open. */
async function openAdvanced(page: Page) {
  const details = page.getByTestId('advanced');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

test.describe('the page tree editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  // The menu document is this spec's until its end; the version live before comes back.
  holdDocument('menu', EDITOR);

  const logIn = (page: Page) => logInStaff(page, EDITOR);
  const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;

  test('an editor adds a page with a module: preview, refusal, publish without a rebuild, restore', async ({ page, request }) => {
    await logIn(page);
    await page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.pages }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/$/);
    await expect(page.getByTestId('page-tree').locator('[data-page="31"]')).toContainText('/nl/te-koop/belgie/');

    // A new page under Contact, out of the menu so that other specs see the same header.
    await page.getByRole('link', { name: nl.Editor.pages.new }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/new\/$/);
    await page.locator('input[name="name"]').fill(`E2E ${run}`);
    await openAdvanced(page);
    await page.locator('input[name="path"][type="text"]').fill(PATH);
    await page.locator('select[name="parentId"]').selectOption('7');
    await page.locator('input[name="sort"]').fill('9');
    await page.locator('input[name="showInMenu"]').uncheck();
    for (const locale of SITE_LOCALES) {
      await page.locator(`input[name="title.${locale}"]`).fill(`Pagina ${run} ${locale}`);
      // The internal address in every language (an empty field would take the title's).
      await page.locator(`input[name="localizedPath.${locale}"]`).fill(PATH);
      await page.locator(`input[name="metadataTitle.${locale}"]`).fill(`Meta ${run} ${locale}`);
    }
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+$/);
    const editUrl = page.url().replace(/\?.*$/, '');
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await expect(page.getByTestId('page-urls')).toContainText(`/fr${PATH}/`);

    // One module: an article, with a title of its own.
    await page.getByRole('link', { name: nl.Editor.pages.addModule }).click();
    await page.locator('select[name="relation"]').selectOption('article:40');
    await page.locator('select[name="layout"]').selectOption('twoThirds');
    for (const locale of SITE_LOCALES) await page.locator(`input[name="title.${locale}"]`).fill(`Module ${run} ${locale}`);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+#modules$/);
    await expect(page.getByTestId('page-modules')).toContainText(`Module ${run} nl`);

    // An address another page has: refused with its message, the typed values kept, nothing saved.
    await openAdvanced(page);
    await page.locator('input[name="path"][type="text"]').fill('/jobs');
    await page.locator('input[name="title.nl"]').fill(`Botsing ${run}`);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.locator('[data-code="pathCollision"]')).toContainText('/jobs');
    await expect(page.locator('input[name="path"][type="text"] ~ p', { hasText: nl.Editor.pages.errors.pathTaken })).toBeVisible();
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(`Botsing ${run}`);
    await page.goto(editUrl);
    await expect(page.locator('input[name="path"][type="text"]')).toHaveValue(PATH);
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(`Pagina ${run} nl`);

    // The preview shows the draft; the public address does not exist yet.
    await page.goto(`/preview/nl${PATH}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pagina ${run} nl`);
    await expect(page.locator('main')).toContainText(`Module ${run} nl`);
    expect((await publicPage(request, `/nl${PATH}/`)).status).toBe(404);

    // Hidden (its status), the page still shows in the preview, so staff can check it first.
    const setStatus = async (status: 'Draft' | 'Published') => {
      await page.goto(editUrl);
      await page.locator('select[name="status"]').selectOption(status);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    };
    await setStatus('Draft');
    await page.goto(`/preview/nl${PATH}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pagina ${run} nl`);
    await setStatus('Published');

    // Published: public in Dutch and French, without a rebuild.
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    for (const locale of ['nl', 'fr'] as const) {
      await expect.poll(async () => (await publicPage(request, `/${locale}${PATH}/`)).text, { timeout: 30_000 }).toContain(`Pagina ${run} ${locale}`);
      const published = await publicPage(request, `/${locale}${PATH}/`);
      expect(published.status).toBe(200);
      expect(published.text).toContain(`Module ${run} ${locale}`);
      expect(published.text).toContain(`<title>Meta ${run} ${locale}`);
    }

    // Undo: the page is deleted after its confirmation, a draft until the deletion is published; then it is gone again.
    await deleteAndPublish(page, editUrl);
    await expect(page.getByTestId('page-tree')).not.toContainText(`Pagina ${run} nl`);
    await expect.poll(async () => (await publicPage(request, `/nl${PATH}/`)).status, { timeout: 30_000 }).toBe(404);
  });

  test('the page tree screens are valid HTML and axe-clean', async ({ page }) => {
    await logIn(page);
    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/', '/nl/staff/pages/', '/fr/staff/pages/new/', '/nl/staff/pages/6/', '/de/staff/pages/6/modules/62/', '/en/staff/pages/6/modules/new/']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      pages.set(path, await response.text());
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });

  test('a refused page says why per field and saves nothing', async ({ page }) => {
    await logIn(page);
    await page.goto('/nl/staff/pages/3/');
    const frenchTitle = await page.locator('input[name="title.fr"]').inputValue();
    await page.locator('input[name="title.fr"]').fill('');
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
    await expect(page.locator('input[name="title.fr"] ~ p')).toContainText(nl.Editor.errors.required);
    // The list offers no parent under the page itself; a forged post that asks for one is refused.
    await expect(page.locator('select[name="parentId"] option[value="31"]')).toHaveCount(0);
    await page.locator('select[name="parentId"]').evaluate((select) => select.append(new Option('Belgique', '31')));
    await page.locator('select[name="parentId"]').selectOption('31');
    await page.locator('input[name="title.fr"]').fill(frenchTitle);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.locator('select[name="parentId"] ~ p')).toContainText(nl.Editor.pages.errors.parent);
    // Deleting a page with sub-pages: refused on its confirmation page.
    await page.goto('/nl/staff/pages/3/');
    await page.getByRole('link', { name: nl.Editor.pages.delete }).click();
    await page.getByRole('button', { name: nl.Editor.confirmDelete.page.confirm }).click();
    await expect(page.locator('[data-code="inUse"]')).toBeVisible();
    await page.goto('/nl/staff/pages/');
    await expect(page.getByTestId('page-tree').locator('[data-page="31"]')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a new page at a route of the site is refused with its message and the typed values', async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/pages/new/');
      await page.locator('input[name="name"]').fill(`Geen JS ${run}`);
      await openAdvanced(page);
      await page.locator('input[name="path"][type="text"]').fill('/te-koop');
      for (const locale of SITE_LOCALES) await page.locator(`input[name="title.${locale}"]`).fill(`Geen JS ${run} ${locale}`);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="pathCollision"]')).toContainText('/te-koop');
      await expect(page.locator('input[name="title.de"]')).toHaveValue(`Geen JS ${run} de`);
      await page.goto('/nl/staff/pages/');
      await expect(page.getByTestId('page-tree')).not.toContainText(`Geen JS ${run}`);
    });
  });
});
