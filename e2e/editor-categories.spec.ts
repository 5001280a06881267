/**
 * Staff manage the article categories on the production build: an editor adds a
 * category with this run's own name and address segment, saves it as a draft and publishes it;
 * the article editor then offers it in its category list; restoring the version live before takes
 * it away again. Removing a category that articles use is refused with its message and saves
 * nothing, with JavaScript off too.
 *
 * CI's Postgres persists between runs and other specs read the public pages at the same time: the
 * category is this run's own, no article is moved into it (no public page changes), and the
 * `categories` version live before is restored by the test (and again afterwards, should it stop
 * half-way). The spec holds `categories` and `articles` (whose rules read the categories).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { SITE_LOCALES } from '@/lib/locale';
import nl from '@/messages/nl.json';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { restoreFromHistory } from './history';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { expect, test } from './fixtures';
import { addE2eEditor, logInStaff, withE2eDb } from './staff';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `categories.${run}@example.be`, password: `categories password ${run}` };
const NAME = `Agenda ${run}`;
/** The delivered category of the three service articles. */
const USED = { key: 'our-services', name: 'Onze diensten' };

let categoriesBefore: number | null = null;

test.describe('the categories editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  // The categories and articles documents are this spec's until its end (e2e/content-turn).
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await addE2eEditor(request, EDITOR);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('categories', 'articles');
    categoriesBefore = await withE2eDb(async (db) => (await documentState(db, 'categories')).published.id);
  });

  // Should the journey stop half-way, the categories the other specs saw come back.
  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        if ((await documentState(db, 'categories')).published.id === categoriesBefore) return;
        await restoreVersion(db, { document: 'categories', versionId: categoriesBefore ?? DELIVERED_VERSION, staffId: null });
      });
    } finally {
      endTurn?.();
    }
  });

  const logIn = (page: Page) => logInStaff(page, EDITOR);
  const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;
  const categoryOptions = async (page: Page) => {
    await page.goto('/nl/staff/articles/new/');
    return page.locator('select[name="categoryId"] option').allTextContents();
  };

  test('an editor adds a category: draft, publish, chosen in the article editor, restore', async ({ page }) => {
    await logIn(page);
    await page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.categories }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/categories\/$/);
    const used = page.getByTestId('category-list').locator(`[data-category="${USED.key}"]`);
    await expect(used).toContainText('/nl/onze-diensten/');
    await expect(used.getByTestId('article-count').first()).toHaveText(/^[1-9]\d* artikels?$/);
    expect(await axe(page)).toEqual([]);
    const live = page.locator('[data-testid="history"] tr[data-live]');
    const liveBefore = (await live.count()) > 0 ? await live.getAttribute('data-version') : null;

    await page.getByRole('link', { name: nl.Editor.categories.new }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/categories\/new\/$/);
    expect(await axe(page)).toEqual([]);
    for (const locale of SITE_LOCALES) {
      await page.locator(`input[name="name.${locale}"]`).fill(`${NAME} ${locale}`);
      await page.locator(`input[name="segment.${locale}"]`).fill(`e2e-${run}-${locale}`);
    }
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/categories\/\d+\/\?saved=\d+$/);
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    await expect(page.locator('input[name="segment.fr"]')).toHaveValue(`e2e-${run}-fr`);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');

    await page.goto('/nl/staff/categories/');
    await expect(page.getByTestId('category-list')).toContainText(`${NAME} nl`);
    await expect(page.getByTestId('category-list')).toContainText(`/fr/e2e-${run}-fr/`);
    expect(await categoryOptions(page)).toContain(`${NAME} nl`);

    // Undo: the version live before comes back as a draft, published: the category goes.
    await page.goto('/nl/staff/categories/');
    await restoreFromHistory(page, liveBefore);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect(page.getByTestId('category-list')).not.toContainText(NAME);
    expect(await categoryOptions(page)).not.toContain(`${NAME} nl`);
  });

  test('the categories pages are valid HTML', async ({ page }) => {
    await logIn(page);
    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/categories/', '/fr/staff/categories/new/', '/en/staff/categories/1/']) pages.set(path, await (await page.request.get(path)).text());
    expect(nuCheckerReport(pages)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('removing a category that articles use is refused with its message and saves nothing', async ({ page }) => {
      await logIn(page);
      const latest = () => withE2eDb(async (db) => (await documentState(db, 'categories')).latestId);
      const before = await latest();
      await page.goto('/nl/staff/categories/');
      await page.getByTestId('category-list').getByRole('link', { name: USED.name, exact: true }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/categories\/\d+\/$/);
      // Removing asks first, like the other deletes.
      await page.getByRole('link', { name: nl.Editor.categories.delete }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/categories\/\d+\/delete\/$/);
      await expect(page.getByTestId('confirm-delete')).toContainText(USED.name);
      expect(await latest()).toBe(before);
      await page.getByRole('button', { name: nl.Editor.confirmDelete.category.confirm }).click();
      await expect(page.locator('[data-code="categoryInUse"]')).toContainText(USED.key);
      await expect(page.locator('[data-code="categoryInUse"]')).toContainText('service-');
      expect(await latest()).toBe(before);
      await page.goto('/nl/staff/categories/');
      await expect(page.getByTestId('category-list').locator(`[data-category="${USED.key}"]`)).toBeVisible();
    });

    test('a segment with capitals and accents is refused with its message and the typed values', async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/categories/new/');
      for (const locale of SITE_LOCALES) {
        await page.locator(`input[name="name.${locale}"]`).fill(`Fout ${run}`);
        await page.locator(`input[name="segment.${locale}"]`).fill(`fout-${run}`);
      }
      await page.locator('input[name="segment.fr"]').fill('Actualités');
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
      await expect(page.locator('input[name="segment.fr"] ~ p', { hasText: nl.Editor.errors.slug })).toBeVisible();
      await expect(page.locator('input[name="segment.fr"]')).toHaveValue('Actualités');
      await page.goto('/nl/staff/categories/');
      await expect(page.locator('main')).not.toContainText(`Fout ${run}`);
    });
  });
});
