/**
 * One language is enough (issue 33), on the production build: a staff member writes a news
 * article in Dutch only; it is accepted, the editor says which languages it misses (in the list and
 * on its screen), and once published the Dutch page shows it while the French address answers 404
 * (the rule 'hidden', the default), the news overview lists it in Dutch only and the sitemap lists
 * the Dutch URL alone. An admin switches the rule to 'shown in the default language': the French
 * address then shows the Dutch text marked lang="nl", its canonical the Dutch page, no hreflang, and
 * the French overview lists it marked Dutch; switched back, it is a 404 again. Without
 * JavaScript the same article saves, and one in no language is refused with its message. axe on the
 * edit screen.
 *
 * The articles and languages documents are this spec's until its end (e2e/content-turn): both are
 * put back as they were live before it. Other specs' content is written in every language, so the
 * rule changes nothing for them while it is switched.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { fastHash, fillTextMarkup, logInStaff, publicPage, skipWithoutDatabase, withE2eDb } from './staff';
import { expect, test } from './fixtures';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `one-language.${run}@example.be`, password: `admin password ${run}` };
const SLUG = `een-taal-${run}`;
const TITLE = `Alleen in het Nederlands ${run}`;
const TEXT = `Deze tekst bestaat enkel in het Nederlands ${run}.`;
/** The article's address in each language (the delivered 'news' category's segments). */
const URLS = { nl: `/nl/nieuws/${SLUG}/`, fr: `/fr/actualites/${SLUG}/`, en: `/en/news/${SLUG}/`, de: `/de/nachrichten/${SLUG}/` };
const PUBLISH_TIMEOUT = 30_000;

/** The hreflang languages of a page's head ('x-default' included). */
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)"/g)].map((m) => m[1]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

/** Writes the news article in Dutch only on the editor's 'new article' screen and saves it (the text through the text editor, or its text area without JavaScript). */
async function writeDutchOnly(page: Page, slug: string, title: string, javaScript = true) {
  await page.goto('/nl/staff/articles/new/');
  // The delivered 'news' category: nieuws, actualites, news, nachrichten.
  await page.locator('select[name="categoryId"]').selectOption({ label: 'Nieuws' });
  await page.locator('input[name="title.nl"]').fill(title);
  await page.locator('input[name="name.nl"]').fill(slug);
  if (javaScript) await fillTextMarkup(page, 'body.nl', TEXT);
  else await page.locator('textarea[name="body.nl"]').fill(TEXT);
  await page.getByRole('button', { name: nl.Editor.save }).click();
  await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+$/);
}

async function setRule(page: Page, rule: 'hidden' | 'defaultLanguage') {
  await page.goto('/nl/staff/languages/');
  await page.getByRole('combobox', { name: nl.Editor.siteLanguages.untranslated }).selectOption(rule);
  await page.getByRole('button', { name: nl.Editor.save }).click();
  await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
  await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
  await expect(page.getByRole('status')).toContainText('Gepubliceerd');
}

test.describe('one language is enough', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let endTurn: (() => void) | null = null;
  let before: { articles: number | null; languages: number | null } = { articles: null, languages: null };

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('articles', 'languages');
    before = await withE2eDb(async (db) => {
      await addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash);
      return { articles: (await documentState(db, 'articles')).published.id, languages: (await documentState(db, 'languages')).published.id };
    });
  });

  // The articles and the rule as they were live before, whatever the tests left.
  test.afterAll(async () => {
    try {
      await withE2eDb(async (db) => {
        for (const document of ['articles', 'languages'] as const) {
          const state = await documentState(db, document);
          if (state.draft || state.published.id !== before[document]) await restoreVersion(db, { document, versionId: before[document] ?? DELIVERED_VERSION, staffId: null });
        }
      });
    } finally {
      endTurn?.();
    }
  });

  test('a Dutch-only news article is accepted, says what it misses, and exists in Dutch only', async ({ page, request }) => {
    await logInStaff(page, ADMIN);
    await page.goto('/nl/staff/articles/new/');
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await writeDutchOnly(page, SLUG, TITLE);
    const articleUrl = page.url().replace(/\?.*$/, '');
    const id = /\/articles\/(\d+)\//.exec(articleUrl)![1];

    // The edit screen: which languages it is written in and which it misses, in the staff member's language.
    const status = page.getByTestId('translation-status');
    await expect(status).toContainText('Geschreven in: Nederlands.');
    await expect(status.getByTestId('missing-languages')).toHaveText('Ontbreekt: Frans, Engels en Duits');
    await expect(status).toContainText(nl.Editor.translations.hidden);
    for (const code of ['fr', 'en', 'de']) await expect(page.getByTestId(`missing-${code}`)).toHaveText(nl.Editor.translations.missingBadge);
    await expect(page.getByTestId('missing-nl')).toHaveCount(0);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    // The list says it too.
    await page.goto('/nl/staff/articles/');
    await expect(page.locator(`li[data-article="${id}"] [data-testid="missing-languages"]`)).toHaveAttribute('data-missing', 'fr en de');

    await page.goto(articleUrl);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');

    await expect.poll(async () => (await publicPage(request, URLS.nl)).text, { timeout: PUBLISH_TIMEOUT }).toContain(TEXT);
    const dutch = (await publicPage(request, URLS.nl)).text;
    expect(dutch).toContain(TITLE);
    // Its one translation: hreflang names Dutch alone (no x-default: the default, French, has none).
    expect(hreflangs(dutch)).toEqual(['nl']);
    for (const locale of ['fr', 'en', 'de'] as const) expect((await publicPage(request, URLS[locale])).status, locale).toBe(404);
    // The news overview lists it in Dutch, not in French.
    await expect.poll(async () => (await publicPage(request, '/nl/nieuws/')).text, { timeout: PUBLISH_TIMEOUT }).toContain(TITLE);
    expect((await publicPage(request, '/fr/actualites/')).text).not.toContain(TITLE);
    await expect.poll(async () => (await publicPage(request, '/sitemap.xml')).text, { timeout: PUBLISH_TIMEOUT }).toContain(`${URLS.nl}</loc>`);
    const sitemap = (await publicPage(request, '/sitemap.xml')).text;
    for (const locale of ['fr', 'en', 'de'] as const) expect(sitemap).not.toContain(URLS[locale]);
    const entry = sitemap.slice(sitemap.indexOf(`${URLS.nl}</loc>`), sitemap.indexOf('</url>', sitemap.indexOf(`${URLS.nl}</loc>`)));
    expect([...entry.matchAll(/hreflang="([\w-]+)"/g)].map((m) => m[1])).toEqual(['nl']);
  });

  test("shown in the default language, the French address shows the Dutch text marked lang=\"nl\"; hidden again, it is a 404", async ({ page, request }) => {
    await logInStaff(page, ADMIN);
    await setRule(page, 'defaultLanguage');
    await expect.poll(async () => (await publicPage(request, URLS.fr)).status, { timeout: PUBLISH_TIMEOUT }).toBe(200);
    await page.goto(URLS.fr);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'nl');
    await expect(page.locator('[lang="nl"]', { hasText: TEXT })).toBeVisible();
    await expect(page.getByTestId('untranslated-note')).toHaveText('Ce texte n’existe pas en français ; le voici en néerlandais.');
    const french = (await publicPage(request, URLS.fr)).text;
    expect(canonical(french)).toMatch(new RegExp(`${URLS.nl.replace(/\//g, '\\/')}$`));
    expect(hreflangs(french)).toEqual([]);
    expect(french).not.toMatch(/<meta name="robots" content="noindex/);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    // The French news overview lists it, its card marked Dutch.
    await page.goto('/fr/actualites/');
    await expect(page.getByTestId('news-card').getByRole('heading', { name: TITLE })).toHaveAttribute('lang', 'nl');
    // The sitemap still lists the Dutch page alone: a fallback is no translation.
    const sitemap = (await publicPage(request, '/sitemap.xml')).text;
    expect(sitemap).toContain(`${URLS.nl}</loc>`);
    expect(sitemap).not.toContain(URLS.fr);
    // The editor says what French visitors get now.
    await page.goto('/nl/staff/articles/');
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByTestId('translation-status')).toContainText('Bezoekers in de ontbrekende talen lezen de tekst in het Nederlands');

    // Back to hidden (the rule the other specs run with).
    await setRule(page, 'hidden');
    await expect.poll(async () => (await publicPage(request, URLS.fr)).status, { timeout: PUBLISH_TIMEOUT }).toBe(404);
    await expect.poll(async () => (await publicPage(request, '/fr/actualites/')).text, { timeout: PUBLISH_TIMEOUT }).not.toContain(TITLE);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a Dutch-only article saves, and one in no language is refused with its message', async ({ page }) => {
      await logInStaff(page, ADMIN);
      await writeDutchOnly(page, `${SLUG}-zonder-js`, `${TITLE} zonder JavaScript`, false);
      await expect(page.getByTestId('translation-status').getByTestId('missing-languages')).toHaveAttribute('data-missing', 'fr en de');

      await page.goto('/nl/staff/articles/new/');
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
      await expect(page.locator('input[name="title.nl"] ~ p')).toHaveText(nl.Editor.errors.oneLanguage);
      // A language begun needs its title: the typed text stays.
      await page.locator('textarea[name="body.fr"]').fill(`Un texte sans titre ${run}`);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('input[name="title.fr"] ~ p')).toHaveText(nl.Editor.errors.required);
      await expect(page.locator('textarea[name="body.fr"]')).toHaveValue(`Un texte sans titre ${run}`);
    });
  });
});
