/**
 * Issue 33, formatted text: a staff member writes a news article with the toolbar — two headings,
 * a list, a bold word, a link and a photo from the library — saves, publishes, and the public page
 * shows them, the outside link with rel="noopener noreferrer" (SPEC §2.4: it opens in a new tab).
 * At 1280 and 390 px wide. Without JavaScript the same article is written in the text area's
 * markup, and a refused link is reported, not dropped silently. The editor screen is axe-clean
 * with the editor and its dialogs open; screenshots of it are attached at both widths.
 *
 * The account, the photo and the articles are this run's own; the articles document is put back
 * (the version published before) afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import nl from '@/messages/nl.json';
import { SITE_LOCALES } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { addStaff } from '@/lib/server/auth/staff';
import { DELIVERED_VERSION, documentState, restoreVersion } from '@/lib/server/content/store';
import { uploads } from '@/lib/server/db/schema';
import { checkImage } from '@/lib/server/media/image-check';
import { insertUpload } from '@/lib/server/media/media-store';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { fastHash, logInStaff, publicPage, skipWithoutDatabase, withE2eDb } from './staff';
import { expect, test } from './fixtures';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `rich.${run}@example.be`, password: `rich text password ${run}` };
const PHOTO_ALT = `Tuin met terras ${run}`;
const T = nl.Editor.richText;
const WIDTHS = [1280, 390] as const;

let articlesBefore: number | null = null;
let photoUrl = '';

test.describe('formatted article text', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('articles');
    await withE2eDb(async (db) => {
      const staffId = await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
      articlesBefore = (await documentState(db, 'articles')).published.id;
      const image = await checkImage(
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4f7a3a' } })
          .jpeg()
          .toBuffer(),
      );
      if (!image.ok) throw new Error('the test photo was refused');
      const upload = await insertUpload(db, image, {
        originalName: `tuin-${run}.jpg`,
        alt: { nl: PHOTO_ALT, fr: `Jardin ${run}`, en: `Garden ${run}`, de: `Garten ${run}` },
        staffId,
      });
      photoUrl = upload.url;
    });
  });

  test.afterAll(async () => {
    await withE2eDb(async (db) => {
      await restoreVersion(db, {
        document: 'articles',
        versionId: articlesBefore ?? DELIVERED_VERSION,
        staffId: null,
      });
      await db.delete(uploads).where(like(uploads.originalName, `%${run}%`));
    }).finally(() => endTurn?.());
  });

  /** The toolbar button of the language's editor. */
  const tool = (page: Page, locale: string, name: keyof typeof T.tools) =>
    page
      .locator('fieldset', { has: page.locator(`[data-testid="rich-text-body.${locale}"]`) })
      .getByRole('button', { name: T.tools[name], exact: true });

  /** Fills what every article needs besides its text: title and address in each language, in 'Nieuws'. */
  async function fillArticle(page: Page, slug: string, title: string) {
    await page.locator('select[name="categoryId"]').selectOption({ label: 'Nieuws' });
    for (const locale of SITE_LOCALES) {
      await page.locator(`input[name="title.${locale}"]`).fill(`${title} ${locale}`);
      await page.locator(`input[name="name.${locale}"]`).fill(slug);
    }
  }

  async function publishArticle(page: Page) {
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+/);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
  }

  /** The article's text on its public page, once it is there. */
  async function publicBody(page: Page, path: string, title: string): Promise<Locator> {
    await expect
      .poll(async () => (await publicPage(page.request, path)).text, { timeout: 30_000 })
      .toContain(title);
    await page.goto(path);
    return page.locator('main').locator('h2', { hasText: 'Waarom nu verkopen' }).locator('..');
  }

  /** What the article's text must show on the public page. */
  async function expectPublished(body: Locator) {
    await expect(body.locator('h2')).toHaveText(['Waarom nu verkopen', 'Onze aanpak']);
    await expect(body.locator('ul > li')).toHaveText(['Gratis schatting', 'Professionele foto’s']);
    await expect(body.locator('strong')).toHaveText('nooit');
    const link = body.getByRole('link', { name: /onze partner/ });
    await expect(link).toHaveAttribute('href', 'https://www.example.be/partner');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    const photo = body.locator('img');
    await expect(photo).toHaveAttribute('alt', PHOTO_ALT);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(photoUrl).replace(/[.]/g, '\\.')),
    );
    expect(Number(await photo.getAttribute('width'))).toBe(1200);
    expect(Number(await photo.getAttribute('height'))).toBe(800);
    expect(await photo.getAttribute('sizes')).toBeTruthy();
  }

  for (const width of WIDTHS) {
    test(`a news article written with the toolbar reaches the public page (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/articles/new/');
      const slug = `opmaak-${width}-${run}`;
      const title = `Opmaak ${width} ${run}`;
      await fillArticle(page, slug, title);

      const text = page.getByTestId('rich-text-body.nl');
      await expect(text).toBeVisible();
      // The text area is the editor's now: hidden, and it gets the editor's text.
      await expect(page.locator('textarea[name="body.nl"]')).toBeHidden();
      await text.click();
      await tool(page, 'nl', 'h2').click();
      await page.keyboard.type('Waarom nu verkopen');
      await page.keyboard.press('Enter');
      await page.keyboard.type('De markt wacht ');
      await tool(page, 'nl', 'bold').click();
      await page.keyboard.type('nooit');
      await tool(page, 'nl', 'bold').click();
      await page.keyboard.type(' lang. Vraag het aan ');
      await tool(page, 'nl', 'link').click();
      const linkDialog = page.getByRole('dialog', { name: T.link.title });
      await expect(linkDialog).toBeVisible();
      // A link the site does not allow is refused in words, before it reaches the text.
      await linkDialog.getByLabel(T.link.text).fill('onze partner');
      await linkDialog.getByLabel(T.link.href).fill('javascript:alert(1)');
      await linkDialog.getByRole('button', { name: T.link.apply }).click();
      await expect(linkDialog.getByRole('alert')).toHaveText(T.link.refused);
      await linkDialog.getByLabel(T.link.href).fill('www.example.be/partner');
      await linkDialog.getByRole('button', { name: T.link.apply }).click();
      await expect(linkDialog).toBeHidden();
      // The text has the focus again, for the next letter typed.
      await expect(text).toBeFocused();
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      await tool(page, 'nl', 'bulletList').click();
      await page.keyboard.type('Gratis schatting');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Professionele foto’s');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await tool(page, 'nl', 'h2').click();
      await page.keyboard.type('Onze aanpak');
      await page.keyboard.press('Enter');
      await tool(page, 'nl', 'image').click();
      const imageDialog = page.getByRole('dialog', { name: T.image.title });
      await imageDialog.getByLabel(T.image.search).fill(run);
      await imageDialog.locator('label', { hasText: PHOTO_ALT }).click();
      await expect(imageDialog.getByLabel(T.image.alt)).toHaveValue(PHOTO_ALT);
      expect(
        (await axeBuilder(page).analyze()).violations,
        'with the photo dialog open',
      ).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`article-text-photo-${width}.png`) });
      await imageDialog.getByRole('button', { name: T.image.insert }).click();
      await expect(imageDialog).toBeHidden();
      await expect(text.locator('img')).toHaveAttribute('src', photoUrl);

      // Undo takes the photo back out, redo puts it back.
      await tool(page, 'nl', 'undo').click();
      await expect(text.locator('img')).toHaveCount(0);
      await tool(page, 'nl', 'redo').click();
      await expect(text.locator('img')).toHaveCount(1);

      // What the form posts: the editor's text as the markup the server reads.
      await expect(page.locator('textarea[name="body.nl"]')).toHaveValue(
        [
          '## Waarom nu verkopen',
          'De markt wacht **nooit** lang. Vraag het aan [onze partner](https://www.example.be/partner).',
          '- Gratis schatting\n- Professionele foto’s',
          '## Onze aanpak',
          `![${PHOTO_ALT}](${photoUrl})`,
        ].join('\n\n'),
      );
      for (const locale of SITE_LOCALES.filter((l) => l !== 'nl')) {
        await page.getByTestId(`rich-text-body.${locale}`).click();
        await page.keyboard.type(`Tekst ${locale}`);
      }
      await page.getByTestId('rich-text-body.nl').scrollIntoViewIfNeeded();
      expect((await axeBuilder(page).analyze()).violations, 'the editor screen').toEqual(
        [],
      );
      // For the staff guide (docs/screenshots/README.md): kept in the test's output folder.
      const shot = testInfo.outputPath(`article-text-editor-${width}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`article-text-editor-${width}.png`, { path: shot, contentType: 'image/png' });

      await publishArticle(page);
      // After the save the editor shows the text again, as it was written.
      await expect(page.getByTestId('rich-text-body.nl').locator('h2')).toHaveText([
        'Waarom nu verkopen',
        'Onze aanpak',
      ]);
      await expect(page.getByTestId('rich-text-body.nl').locator('strong')).toHaveText('nooit');

      const published = await publicBody(page, `/nl/nieuws/${slug}/`, title);
      await expectPublished(published);
      // The photo's file fits its slot: not narrower than drawn, at most 1.3 times (e2e/image-sizes).
      const photo = published.locator('img');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const { src, drawn } = await photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, drawn: img.getBoundingClientRect().width }));
      const chosen = Number(new URL(src).searchParams.get('w'));
      expect(chosen, src).toBeGreaterThanOrEqual(Math.floor(drawn));
      expect(chosen, src).toBeLessThanOrEqual(drawn * 1.3);
      await published.locator('h2').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`article-public-${width}.png`) });
    });
  }

  test("the editor's code and rules stay on the staff screens", async ({ page, request }) => {
    /** The JavaScript files a page ran, once it settled. */
    const scriptsOf = async (path: string) => {
      await page.goto(path);
      await page.mouse.move(10, 10);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1500);
      return page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'script' && /\/_next\/static\/.+\.js$/.test(e.name)).map((e) => e.name),
      );
    };
    // ProseMirror's class name: in TipTap's code and nowhere else.
    const editorCode = async (urls: string[]) => {
      const texts = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
      return urls.filter((_, i) => texts[i]!.includes('ProseMirror'));
    };
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/articles/new/');
    await expect(page.getByTestId('rich-text-body.nl')).toBeVisible();
    expect(await editorCode(await scriptsOf('/nl/staff/articles/new/')), 'the editor loads it').not.toEqual([]);
    const toolClass = (await page.locator('[data-tool="bold"]').first().getAttribute('class'))!.split(/\s+/)[0]!;

    // The article the toolbar wrote, with its link and photo, among them.
    const publicPages = ['/nl/', `/nl/nieuws/opmaak-1280-${run}/`, '/nl/diensten/', localizedHref('/contact', 'fr')];
    for (const path of publicPages) {
      expect(await editorCode(await scriptsOf(path)), path).toEqual([]);
      const head = (await page.content()).split('</head>')[0]!;
      for (const [, href] of head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
        expect(await (await request.get(href!)).text(), `${path}: ${href}`).not.toContain(`.${toolClass}`);
      }
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the text area takes the markup, and says which link it could not keep', async ({
      page,
    }) => {
      await logInStaff(page, EDITOR);
      await page.goto('/nl/staff/articles/new/');
      const slug = `opmaak-tekst-${run}`;
      const title = `Opmaak tekst ${run}`;
      await fillArticle(page, slug, title);
      await page
        .locator('textarea[name="body.nl"]')
        .fill(
          [
            '## Waarom nu verkopen',
            'De markt wacht **nooit** lang. Vraag het aan [onze partner](https://www.example.be/partner) of [hier](javascript:alert(1)).',
            '- Gratis schatting',
            '- Professionele foto’s',
            '',
            '## Onze aanpak',
            `![${PHOTO_ALT}](${photoUrl})`,
          ].join('\n'),
        );
      for (const locale of SITE_LOCALES.filter((l) => l !== 'nl'))
        await page.locator(`textarea[name="body.${locale}"]`).fill(`Tekst ${locale}`);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page).toHaveURL(/\?saved=\d+&droppedLinks=/);
      await expect(page.getByTestId('rich-text-dropped')).toContainText('javascript:alert');
      // The text area shows what was kept, in the same markup.
      await expect(page.locator('textarea[name="body.nl"]')).toHaveValue(
        /De markt wacht \*\*nooit\*\* lang\. Vraag het aan \[onze partner\]\(https:\/\/www\.example\.be\/partner\) of hier\./,
      );
      await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
      await expect(page.getByRole('status')).toContainText('Gepubliceerd');
      const body = await publicBody(page, `/nl/nieuws/${slug}/`, title);
      await expectPublished(body);
      expect(await page.content()).not.toContain('javascript:');
    });
  });
});
