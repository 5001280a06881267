/**
 * The editor's forms as staff use them, at 1280 and 390 px: a refused save gives back every value
 * typed or chosen (selects too), lists its errors at the top linked to their fields and puts the
 * focus on the first one, with JavaScript and without; a file to upload has a button in the staff
 * member's language and says to choose the file again after a refusal; leaving unsaved changes
 * asks first (in the staff member's language on a link), a saved form does not; on a phone the
 * save button stays on screen at the bottom of a long form.
 *
 * Nothing here changes the site's content (CI's Postgres is shared and persists): the refused
 * saves store nothing, and the one save is the description of an image this run uploads (and
 * deletes afterwards).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import sharp from 'sharp';
import nl from '@/messages/nl.json';
import { expect, test } from './fixtures';
import { deleteUpload, listUploads } from '@/lib/server/media/media-store';
import { addE2eEditor, logInStaff, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `forms.${run}@example.be`, password: `forms password ${run}` };

const axe = async (page: Page) => (await axeBuilder(page).analyze()).violations;
const photo = async (name: string) => ({
  name: `${name}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: '#44708a' } }).png().toBuffer(),
});

/** Fills the new-page form with a parent and a status chosen, a title and a text, and a place in the menu that is no number: a refusal. */
async function fillNewPageWithBadPlace(page: Page) {
  await page.goto('/nl/staff/pages/new/');
  const parent = page.locator('select[name="parentId"]');
  // A parent that is not the first choice, and the status that is not the default.
  const chosen = await parent.locator('option').nth(2).getAttribute('value');
  await parent.selectOption(chosen!);
  await page.locator('select[name="status"]').selectOption('Draft');
  await page.locator('input[name="title.nl"]').fill(`Titel ${run}`);
  await page.locator('textarea[name="description.nl"]').fill(`Beschrijving ${run}`);
  await page.locator('input[name="sort"]').fill('abc');
  return chosen!;
}

async function expectKeptAfterRefusal(page: Page, parent: string) {
  await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
  await expect(page.locator('select[name="parentId"]')).toHaveValue(parent);
  await expect(page.locator('select[name="status"]')).toHaveValue('Draft');
  await expect(page.locator('input[name="title.nl"]')).toHaveValue(`Titel ${run}`);
  await expect(page.locator('textarea[name="description.nl"]')).toHaveValue(`Beschrijving ${run}`);
  await expect(page.locator('input[name="sort"]')).toHaveValue('abc');
  // The summary links to the field in error, named by its label.
  const place = page.locator('input[name="sort"]');
  const link = page.locator('[data-error-summary] a', { hasText: nl.Editor.pages.fields.sort });
  await expect(link).toHaveAttribute('href', `#${await place.getAttribute('id')}`);
  await expect(place).toHaveAttribute('aria-invalid', 'true');
}

// The images this spec uploads go again (no page uses them).
test.afterAll(async () => {
  await withE2eDb(async (db) => {
    for (const upload of await listUploads(db)) if (/^(?:refused|leave)-[0-9a-f]{8}\b/.test(upload.originalName)) await deleteUpload(db, upload.id);
  }).catch((error: unknown) => console.warn('[editor-forms] the uploaded images stay:', error instanceof Error ? error.message.slice(0, 200) : error));
});

for (const width of [1280, 390]) {
  test.describe(`the editor's forms at ${width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test.beforeAll(async ({ request }) => {
      await addE2eEditor(request, { ...EDITOR, email: `${width}.${EDITOR.email}` });
    });
    const logIn = (page: Page) => logInStaff(page, { ...EDITOR, email: `${width}.${EDITOR.email}` });

    test('a refused save keeps the chosen selects and the typed texts, and focuses the first field in error', async ({ page }) => {
      await logIn(page);
      const parent = await fillNewPageWithBadPlace(page);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expectKeptAfterRefusal(page, parent);
      await expect(page.locator('input[name="sort"]')).toBeFocused();
      await expect(page.locator('input[name="sort"]')).toBeInViewport();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/issue-33-forms-shots/refused-${width}.png` });
    });

    test('a file to upload: a translated button, the chosen name, and “choose it again” after a refusal', async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/media/');
      // The browser's own 'Choose File' is hidden: the button is a label in the staff member's language.
      expect((await page.locator('input[name="file"]').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      const button = page.locator('label[for="media-file"]', { hasText: nl.Editor.editing.chooseFile });
      await expect(button).toBeVisible();
      await expect(page.getByTestId('file-name-file')).toHaveText(nl.Editor.editing.noFile);
      await page.locator('input[name="file"]').setInputFiles(await photo(`refused-${run}`));
      await expect(page.getByTestId('file-name-file')).toHaveText(`refused-${run}.png`);
      // No description at all (the default language's is required): refused, nothing stored, the file to choose again.
      await page.getByRole('button', { name: nl.Editor.media.upload, exact: true }).click();
      await expect(page.locator('[data-error-summary]')).toContainText(nl.Editor.media.errors.chooseAgain);
      await expect(page.locator('#media-file-error')).toHaveText(nl.Editor.media.errors.chooseAgain);
      // The first field in error is the file, above the descriptions: the focus goes to it (its button shows the ring).
      await expect(page.locator('input[name="file"]')).toBeFocused();
      await expect(page.locator('input[name^="alt."][aria-invalid="true"]')).toHaveCount(1);
      await expect(page.locator('li[data-upload]', { hasText: `refused-${run}` })).toHaveCount(0);
      await page.locator('form:has(input[name="file"])').screenshot({ path: `/tmp/issue-33-forms-shots/upload-refused-${width}.png` });
      expect(await axe(page)).toEqual([]);
    });

    test('leaving unsaved changes asks first; after saving it does not', async ({ page, context }) => {
      await logIn(page);
      await page.goto('/nl/staff/media/');
      await page.locator('input[name="file"]').setInputFiles(await photo(`leave-${run}-${width}`));
      for (const alt of await page.locator('input[name^="alt."]').all()) await alt.fill(`leave-${run}-${width}`);
      await page.getByRole('button', { name: nl.Editor.media.upload, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(nl.Editor.media.uploaded);
      // Uploaded and saved: moving on asks nothing.
      await page.locator('li[data-upload]', { hasText: `leave-${run}-${width}` }).getByRole('link').click();
      await expect(page).toHaveURL(/\/nl\/staff\/media\/\d+\/$/);
      const screen = page.url();

      const dialogs: Array<{ type: string; message: string }> = [];
      page.on('dialog', (dialog) => {
        dialogs.push({ type: dialog.type(), message: dialog.message() });
        void dialog.dismiss();
      });
      const alt = page.locator('input[name="alt.fr"]');
      await alt.click();
      await alt.pressSequentially(' changé');
      // A link of the editor: the question in the staff member's language; 'no' stays.
      await page.getByRole('navigation').getByRole('link', { name: nl.Editor.nav.articles }).click();
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs[0]).toEqual({ type: 'confirm', message: nl.Editor.editing.leave });
      expect(page.url()).toBe(screen);
      // Closing the tab: the browser's own question.
      const other = await context.newPage();
      await other.goto(screen);
      const unload: string[] = [];
      other.on('dialog', (dialog) => {
        unload.push(dialog.type());
        void dialog.dismiss();
      });
      await other.locator('input[name="alt.fr"]').click();
      await other.locator('input[name="alt.fr"]').pressSequentially('x');
      await other.close({ runBeforeUnload: true });
      await expect.poll(() => unload).toEqual(['beforeunload']);
      expect(other.isClosed()).toBe(false);

      // Saved: no question any more, on a link nor on closing.
      await page.getByRole('button', { name: nl.Editor.media.saveAlt }).click();
      await expect(page).toHaveURL(/altSaved=1/);
      await page.getByRole('navigation').getByRole('link', { name: nl.Editor.nav.articles }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/articles\/$/);
      expect(dialogs).toHaveLength(1);
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => page.isClosed()).toBe(true);
      expect(dialogs).toHaveLength(1);
      await other.close();
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a refused save keeps every value, and the first field in error has autofocus', async ({ page }) => {
        await logIn(page);
        const parent = await fillNewPageWithBadPlace(page);
        await page.getByRole('button', { name: nl.Editor.save }).click();
        await expectKeptAfterRefusal(page, parent);
        await expect(page.locator('input[name="sort"]')).toHaveAttribute('autofocus', '');
        await expect(page.locator('[autofocus]')).toHaveCount(1);
      });
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the save button of the top bar stays on screen at the bottom, above the fields', async ({ page, request }) => {
    const account = { ...EDITOR, email: `phone.${EDITOR.email}` };
    await addE2eEditor(request, account);
    await logInStaff(page, account);
    await page.goto('/nl/staff/top-bar/');
    const bar = page.getByTestId('save-bar');
    const save = bar.getByRole('button', { name: nl.Editor.save });
    // The form runs far below the screen; its button is on the screen, at its bottom, without scrolling.
    const formBottom = await page.locator('form:has([data-testid="save-bar"])').evaluate((form) => form.getBoundingClientRect().bottom);
    expect(formBottom).toBeGreaterThan(844 * 2);
    await expect(save).toBeInViewport();
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan(844 - 120);
    // A field reached by the keyboard is not left under the bar.
    // (An entry showing the agency's phone or e-mail has its own link hidden: the first one shown.)
    const field = page.locator('input[name^="items."][name$=".link"]').filter({ visible: true }).first();
    await field.focus();
    const fieldBox = (await field.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barBox.y);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/issue-33-forms-shots/top-bar-390.png' });
  });
});
