/**
 * Staff put pages and modules in order on the production build: a page dragged to first place
 * with the mouse leads the public menu once published; modules reordered with the keyboard (the
 * moves said aloud); without JavaScript the up and down buttons and typed places (duplicates and
 * gaps included) end as a clean order; the home page's news is a module: removed, the public home
 * has no news block, added back, it has. The drag island is in staff screens' JavaScript only.
 *
 * The menu document is this spec's until its end (the version live before comes back); the
 * articles and categories as delivered, so that the home page has news to show.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { findPage } from '@/lib/content/page-edit';
import { documentState, embeddedContent, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import nl from '@/messages/nl.json';
import { holdDeliveredContent } from './delivered-content';
import { expect, test } from './fixtures';
import { holdDocument } from './held-document';
import { logInStaff, publicPage, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `order.${run}@example.be`, password: `order password ${run}` };
const { menu } = embeddedContent();
const titleOf = (id: number) => findPage(menu, id)!.params.title.nl!;
const fill = (text: string, name: string) => text.replace('{name}', name);

/** The ids of the items of a list, in the page's order. */
const idsOf = (items: Locator, attribute: string) => items.evaluateAll((els, a) => els.map((el) => Number(el.getAttribute(a))), attribute);
const topLevel = (page: Page) => page.locator('[data-testid="page-tree"] > li');
const modulesOf = (page: Page) => page.locator('[data-testid="page-modules"] > li');

/** The public menu's link names in order. */
async function publicMenu(page: Page): Promise<string[]> {
  await page.goto('/nl/contact/');
  return (await page.getByRole('navigation', { name: nl.Header.mainMenu }).first().getByRole('link').allTextContents()).map((t) => t.trim());
}

test.describe('ordering pages and modules', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  holdDeliveredContent(['articles', 'categories'], async (request) => (await publicPage(request, '/nl/nieuws/')).text.includes('data-testid="news-card"'));
  holdDocument('menu', EDITOR);
  // The menu as delivered (with the home page's news module); the one live before comes back at the end.
  test.beforeAll(async ({ request }) => {
    await withE2eDb(async (db) => {
      const { published, draft } = await documentState(db, 'menu');
      if (draft || JSON.stringify(published.data) !== JSON.stringify(menu)) await restoreVersion(db, { document: 'menu', versionId: DELIVERED_VERSION, staffId: null });
    });
    await expect.poll(async () => (await publicPage(request, '/nl/')).text.includes('data-testid="latest-news"'), { timeout: 60_000 }).toBe(true);
  });

  const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;

  test('at 1280 px a page dragged to first place with the mouse leads the public menu once published', async ({ page }) => {
    // Tall enough for the whole tree: the page and the place it goes to are both on screen.
    await page.setViewportSize({ width: 1280, height: 1800 });
    const before = await publicMenu(page);
    expect(before.indexOf(titleOf(7))).toBeGreaterThan(before.indexOf(titleOf(2)));

    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/pages/');
    const handle = page.locator('[data-testid="page-tree"] > li[data-page="7"] > div [data-sort-handle]');
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAccessibleName(fill(nl.Editor.sortable.handle, titleOf(7)));
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/issue-33-order-shots/tree-1280.png`, fullPage: true });

    const from = (await handle.boundingBox())!;
    const to = (await page.locator('[data-testid="page-tree"] > li[data-page="1"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 25 });
    await page.mouse.up();
    // Sent on the drop: a draft is saved.
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\?saved=\d+#pages-tree$/);
    expect((await idsOf(topLevel(page), 'data-page'))[0]).toBe(7);
    await expect(page.locator('input[name="position.7"]')).toHaveValue('1');

    // The pages whose place changed wait to be published; 'publish all' sends them.
    await page.getByTestId('pending').getByRole('button', { name: /^(De|Alle) \d+ wijziging(en)? publiceren$/ }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    // First now: before the page that led it.
    await expect.poll(async () => (await publicMenu(page)).indexOf(titleOf(7)), { timeout: 30_000 }).toBe(0);
    expect((await publicMenu(page)).indexOf(titleOf(2))).toBeGreaterThan(0);
  });

  test('at 390 px the modules of a page are reordered with the keyboard, each move said', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/pages/5/');
    // A keyboard user acts on the page React has taken over (the island wires the handles then).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const start = await idsOf(modulesOf(page), 'data-module');
    expect(start).toHaveLength(3);
    const last = start[2]!;
    const handle = page.locator(`[data-module="${last}"] [data-sort-handle]`);
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#sortable-live')).toContainText(/opgenomen, plaats 3 van 3/);
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#sortable-live')).toContainText(/naar plaats 2 van 3/);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#sortable-live')).toContainText(/naar plaats 1 van 3/);
    await page.screenshot({ path: `/tmp/issue-33-order-shots/modules-picked-390.png`, fullPage: true });
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/5\/\?saved=\d+#modules$/);
    expect(await idsOf(modulesOf(page), 'data-module')).toEqual([last, start[0], start[1]]);
    // Back on the moved module's handle after the save.
    await expect(page.locator(`[data-module="${last}"] [data-sort-handle]`)).toBeFocused();

    // Escape puts a picked-up module back.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.locator('#sortable-live')).toContainText(/plaats 1 van 3/);
    expect(await idsOf(modulesOf(page), 'data-module')).toEqual([last, start[0], start[1]]);
    expect(await axe(page)).toEqual([]);
    await page.goto('/nl/staff/pages/');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/issue-33-order-shots/tree-390.png`, fullPage: true });
  });

  test('the home page shows news when a module asks: removed, no news block; added back, shown', async ({ page, request }) => {
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/pages/1/');
    const name = nl.Editor.pages.types.news;
    await page.getByRole('button', { name: fill(nl.Editor.pages.remove, name) }).click();
    await expect(page).toHaveURL(/\?saved=\d+#modules$/);
    await expect(page.getByTestId('page-modules')).not.toContainText(name);
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.page }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(async () => (await publicPage(request, '/nl/')).text.includes('data-testid="latest-news"'), { timeout: 30_000 }).toBe(false);

    await page.getByRole('link', { name: nl.Editor.pages.addModule }).click();
    await page.locator('select[name="relation"]').selectOption('news:2');
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\?saved=\d+#modules$/);
    await expect(page.getByTestId('page-modules')).toContainText(name);
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.page }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(async () => (await publicPage(request, '/nl/')).text.includes('data-testid="latest-news"'), { timeout: 30_000 }).toBe(true);
    await page.goto('/nl/');
    await expect(page.getByTestId('latest-news').getByRole('heading', { level: 2 })).toHaveText(nl.News.latest);
    await page.screenshot({ path: '/tmp/issue-33-order-shots/home-news-module.png', fullPage: true });
  });

  test("the drag island is in staff screens' JavaScript, not in public pages'", async ({ page }) => {
    const scriptsOf = async (path: string) => {
      await page.goto(path);
      const sources = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
      return Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
    };
    for (const path of ['/nl/', '/nl/contact/', '/nl/nieuws/']) expect((await scriptsOf(path)).some((js) => js.includes('sortable-focus')), path).toBe(false);
    await logInStaff(page, EDITOR);
    expect((await scriptsOf('/nl/staff/pages/')).some((js) => js.includes('sortable-focus'))).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the up and down buttons move a page; typed places with duplicates and gaps end as a clean order', async ({ page }) => {
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/pages/');
      const forSale = page.locator('[data-testid="page-tree"] > li[data-page="3"] > ul > li');
      const children = await idsOf(forSale, 'data-page');
      const first = children[0]!;
      // Two pages share the title 'België' (for sale, for rent): the button of this one.
      await forSale.and(page.locator(`[data-page="${first}"]`)).getByRole('button', { name: fill(nl.Editor.pages.moveDown, titleOf(first)) }).first().click();
      await expect(page).toHaveURL(/\/nl\/staff\/pages\/\?saved=\d+/);
      expect(await idsOf(forSale, 'data-page')).toEqual([children[1], first]);
      // The handle is the island's: without JavaScript it is not there.
      await expect(page.locator('[data-sort-handle]:visible')).toHaveCount(0);

      await page.goto('/nl/staff/pages/5/');
      const [a, b, c] = await idsOf(modulesOf(page), 'data-module');
      await page.locator(`input[name="position.${c}"]`).fill('1');
      await page.locator(`input[name="position.${a}"]`).fill('1');
      await page.locator(`input[name="position.${b}"]`).fill('40');
      await page.getByRole('button', { name: nl.Editor.pages.saveOrder }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/pages\/5\/\?saved=\d+/);
      expect(await idsOf(modulesOf(page), 'data-module')).toEqual([c, a, b]);
      expect(await page.locator('[data-testid="page-modules"] input[data-sort-position]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(['1', '2', '3']);
      // Enter in a place field saves the order too (the first button of the form).
      await page.locator(`input[name="position.${b}"]`).fill('1');
      await page.locator(`input[name="position.${b}"]`).press('Enter');
      await expect(page).toHaveURL(/\/nl\/staff\/pages\/5\/\?saved=\d+/);
      expect(await idsOf(modulesOf(page), 'data-module')).toEqual([b, c, a]);
    });
  });
});
