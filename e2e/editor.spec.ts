/**
 * Staff edit the site on the production build: an editor logs in, changes the home
 * banner's Dutch title and writes an article; the preview paths show both and the public pages do
 * not; once published, the public pages (every language) and the sitemap show them without a
 * rebuild; restoring the version that was live before brings the old title back. Owners and
 * visitors never reach the editor, and a script typed into the article's text is neutralized.
 *
 * CI's Postgres persists between runs and other specs read the home page at the same time: the
 * article and the account are this run's own, the banner is put back by the test itself, and the
 * articles are put back afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { SITE_LOCALES } from '@/lib/locale';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { E2E_DEMO_OWNER } from './demo-owner';
import { addStaff } from '@/lib/server/auth/staff';
import { documentState, restoreVersion, DELIVERED_VERSION } from '@/lib/server/content/store';
import { createDb } from '@/lib/server/db/client';
import { fastHash, fillTextMarkup, logInStaff, skipWithoutDatabase } from './staff';
import { e2eDatabaseUrl, expect, test } from './fixtures';
import { mailedLink } from './mails';
import { takeContentTurn, TURN_WAIT_MS } from './content-turn';
import { restoreFromHistory } from './history';
import { nuCheckerReport } from './vnu';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `editor.${run}@example.be`, password: `editor password ${run}` };
const TITLE = `Uw nieuwe thuis ${run}`;
const SLUG = `e2e-${run}`;
const LOGIN_TIMEOUT = 20_000;

let articlesBefore: number | null = null;

test.describe('the site editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  // The site and articles documents are this spec's until its end (e2e/content-turn).
  let endTurn: (() => void) | null = null;

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    test.setTimeout(TURN_WAIT_MS);
    endTurn = await takeContentTurn('site', 'articles');
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      await addStaff(db, { ...EDITOR, role: 'editor', locale: 'nl' }, fastHash);
      articlesBefore = (await documentState(db, 'articles')).published.id;
    } finally {
      await pool.end();
    }
  });

  test.afterAll(async () => {
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      await restoreVersion(db, { document: 'articles', versionId: articlesBefore ?? DELIVERED_VERSION, staffId: null });
    } finally {
      await pool.end();
      endTurn?.();
    }
  });

  const logIn = (page: Page) => logInStaff(page, EDITOR);

  /** A page as a visitor without cookies gets it. */
  const publicText = async (request: APIRequestContext, path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return { status: response.status(), text: await response.text() };
  };

  test('visitors and owners get the staff login, never the editor', async ({ page }) => {
    for (const path of ['/nl/staff/', '/nl/staff/banner/', '/fr/staff/articles/new/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/(nl|fr)\/staff\/login\/$/);
    }
    const login = await page.request.get('/nl/staff/login/');
    expect(login.headers()['x-robots-tag']).toContain('noindex');
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /nl/staff/');

    await page.goto('/fr/connexion-du-proprietaire/');
    await page.locator('input[name="email"]').fill(E2E_DEMO_OWNER.email);
    await page.locator('input[name="password"]').fill(E2E_DEMO_OWNER.password);
    await page.getByRole('button', { name: fr.Portal.login.submit }).click();
    await expect(page).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: LOGIN_TIMEOUT });
    await page.goto('/nl/staff/banner/');
    await expect(page).toHaveURL(/\/nl\/staff\/login\/$/);
    // Nor does an owner see drafts on a preview path.
    await page.goto('/preview/nl/');
    await expect(page.locator('body')).not.toContainText(TITLE);
  });

  test('an editor changes the banner and adds an article: preview, publish without a rebuild, restore', async ({ page, request }) => {
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.title);
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);

    // The banner: a draft.
    await page.goto('/nl/staff/banner/');
    const live = page.locator('[data-testid="history"] tr[data-live]');
    const liveBefore = (await live.count()) > 0 ? await live.getAttribute('data-version') : null;
    const oldTitle = await page.locator('input[name="title.nl"]').inputValue();
    await page.locator('input[name="title.nl"]').fill(TITLE);
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
    expect(await axeBuilder(page).analyze().then((r) => r.violations)).toEqual([]);

    // The article: a draft, with a script and an event handler in its text.
    await page.goto('/nl/staff/articles/new/');
    // The delivered 'news' category: nieuws, actualites, news, nachrichten.
    await page.locator('select[name="categoryId"]').selectOption({ label: 'Nieuws' });
    for (const locale of SITE_LOCALES) {
      await page.locator(`input[name="title.${locale}"]`).fill(`Artikel ${run} ${locale}`);
      await page.locator(`input[name="name.${locale}"]`).fill(SLUG);
      await fillTextMarkup(page, `body.${locale}`, `<p>Eerste alinea ${run}</p><script>window.__injected = 1</script><p onclick="window.__injected = 2">Tweede <a href="javascript:window.__injected=3">alinea</a></p>`);
    }
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+&droppedLinks=[^&]+$/);
    // The javascript: link is taken out, and the editor is told (lib/content/text-links).
    await expect(page.getByTestId('rich-text-dropped')).toContainText('javascript:window.__injected=3');
    const articleUrl = page.url().replace(/\?.*$/, '');

    // The preview paths show the drafts to the editor; the public pages do not.
    await page.goto('/preview/nl/');
    await expect(page.locator('main')).toContainText(TITLE);
    // Marked as a preview, with the way back for staff.
    const ribbon = page.getByRole('complementary', { name: nl.PreviewRibbon.label });
    await expect(ribbon).toContainText(nl.PreviewRibbon.text);
    await expect(ribbon.getByRole('link', { name: nl.PreviewRibbon.backToEditor })).toHaveAttribute('href', '/nl/staff/');
    await page.goto(`/preview/nl/nieuws/${SLUG}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Artikel ${run} nl`);
    // The draft's own page metadata, as the public page will have it, and never indexed.
    await expect(page).toHaveTitle(new RegExp(`Artikel ${run} nl`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`Artikel ${run} nl`));
    expect(await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')))).toEqual(['noindex, nofollow']);
    await expect(page.locator('main')).toContainText(`Eerste alinea ${run}`);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    const html = await page.content();
    expect(html).not.toContain('window.__injected');
    expect(html).not.toMatch(/javascript:|onclick/);
    expect((await publicText(request, '/nl/')).text).not.toContain(TITLE);
    expect((await publicText(request, '/nl/')).text).not.toContain('data-preview-ribbon');
    expect((await publicText(request, `/nl/nieuws/${SLUG}/`)).status).toBe(404);

    // A colleague without an account opens a signed preview link; without it, no drafts.
    await page.goto('/nl/staff/banner/');
    await page.getByRole('button', { name: nl.Editor.publishBar.share }).click();
    const link = await page.getByTestId('preview-link').getAttribute('href');
    expect(link).toMatch(/^\/preview\/nl\/\?token=\d+\.[\w-]{16}\.[\w-]+$/);
    const colleague = await page.context().browser()!.newContext();
    const colleaguePage = await colleague.newPage();
    await colleaguePage.goto(link!);
    await expect(colleaguePage.locator('main')).toContainText(TITLE);
    await expect(colleaguePage.getByRole('complementary', { name: nl.PreviewRibbon.label })).toContainText(nl.PreviewRibbon.text);
    await expect(colleaguePage.getByRole('link', { name: nl.PreviewRibbon.backToEditor })).toHaveCount(0);
    await colleaguePage.goto(`${link!.replace(/\.[\w-]+$/, '.forged')}`);
    await expect(colleaguePage).toHaveURL(/\/nl\/staff\/login\/$/);
    // Taken back before it expires: the link opens nothing any more.
    await page.getByRole('button', { name: nl.Editor.publishBar.revokePage }).click();
    await expect(page.getByRole('status')).toHaveText(/^\d+ voorbeeldlinks? ingetrokken\.$/);
    await colleaguePage.goto(link!);
    await expect(colleaguePage).toHaveURL(/\/nl\/staff\/login\/$/);
    await colleague.close();

    // Publish both: the public pages in every language and the sitemap follow, without a rebuild.
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await page.goto(articleUrl);
    await page.getByRole('button', { name: nl.Editor.publishBar.publish }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');

    await expect.poll(async () => (await publicText(request, '/nl/')).text, { timeout: 30_000 }).toContain(TITLE);
    for (const [locale, path] of [['nl', `/nl/nieuws/${SLUG}/`], ['fr', `/fr/actualites/${SLUG}/`], ['de', `/de/nachrichten/${SLUG}/`]] as const) {
      await expect.poll(async () => (await publicText(request, path)).text, { timeout: 30_000 }).toContain(`Artikel ${run} ${locale}`);
    }
    await expect.poll(async () => (await publicText(request, '/sitemap.xml')).text, { timeout: 30_000 }).toContain(`/nl/nieuws/${SLUG}/`);
    const published = await publicText(request, `/en/news/${SLUG}/`);
    expect(published.text).not.toMatch(/window\.__injected|javascript:|onclick/);

    // Undo: the banner's version live before comes back as a draft, and once published the old title with it.
    await page.goto('/nl/staff/banner/');
    await restoreFromHistory(page, liveBefore);
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(oldTitle);
    expect((await publicText(request, '/nl/')).text).toContain(TITLE);
    await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.banner }).click();
    await expect(page.getByRole('status')).toContainText('Gepubliceerd');
    await expect.poll(async () => (await publicText(request, '/nl/')).text, { timeout: 30_000 }).not.toContain(TITLE);
    expect((await publicText(request, '/nl/')).text).toContain(oldTitle);
  });

  test('the editor pages are valid HTML and axe-clean', async ({ page, request }) => {
    const pages = new Map<string, string>();
    for (const path of ['/nl/staff/login/', '/fr/staff/forgot-password/', '/de/staff/reset-password/?token=x']) pages.set(path, await (await request.get(path)).text());
    await logIn(page);
    for (const path of ['/nl/staff/', '/nl/staff/banner/', '/nl/staff/articles/', '/en/staff/articles/new/']) {
      pages.set(path, await (await page.request.get(path)).text());
      await page.goto(path);
      expect(await axeBuilder(page).analyze().then((r) => r.violations), path).toEqual([]);
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });

  test('a staff member who forgot the password gets a single-use link by mail and logs in with the new one', async ({ page }) => {
    const email = `forgot.${run}@example.be`;
    const { db, pool } = createDb(e2eDatabaseUrl(), 1);
    try {
      await addStaff(db, { email, password: 'the old password', role: 'editor', locale: 'fr' }, fastHash);
    } finally {
      await pool.end();
    }
    const since = Date.now();
    await page.goto('/fr/staff/login/');
    await page.getByRole('link', { name: fr.Portal.login.forgot }).click();
    await expect(page).toHaveURL(/\/fr\/staff\/forgot-password\/$/);
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: fr.Portal.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.forgot.sent })).toBeVisible();
    const link = await mailedLink(email, /https?:\/\/\S+\/fr\/staff\/reset-password\/\?token=[\w-]+/, since);
    const password = `Nouveau-${run}`;
    await page.goto(link);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirm"]').fill(password);
    await page.getByRole('button', { name: fr.Portal.reset.submit }).click();
    await expect(page).toHaveURL(/\/fr\/staff\/login\/\?passwordSet=1$/, { timeout: LOGIN_TIMEOUT });
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: fr.Portal.login.submit }).click();
    await expect(page).toHaveURL(/\/fr\/staff\/$/, { timeout: LOGIN_TIMEOUT });
  });

  test('a refused article says why, keeps what was typed and saves nothing', async ({ page }) => {
    await logIn(page);
    await page.goto('/nl/staff/articles/new/');
    // The address of a delivered service article (/nl/onze-diensten/verhuurbeheer/).
    await page.locator('select[name="categoryId"]').selectOption({ label: 'Onze diensten' });
    for (const locale of SITE_LOCALES) {
      await page.locator(`input[name="title.${locale}"]`).fill(`Botsing ${run}`);
      await page.locator(`input[name="name.${locale}"]`).fill('verhuurbeheer');
      await fillTextMarkup(page, `body.${locale}`, 'Tekst');
    }
    await page.getByRole('button', { name: nl.Editor.save }).click();
    await expect(page.locator('[data-code="pathCollision"]')).toContainText('/nl/onze-diensten/verhuurbeheer/');
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(`Botsing ${run}`);
    await page.goto('/nl/staff/articles/');
    await expect(page.locator('main')).not.toContainText(`Botsing ${run}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an editor logs in, saves the banner as a draft and publishes it', async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/banner/');
      // The German subtitle changes and is published, then goes back as it was: the site looks the same for the other specs.
      const subtitle = page.locator('textarea[name="description.de"]');
      const before = await subtitle.inputValue();
      for (const text of [`${before} ${run}`.trim(), before]) {
        await subtitle.fill(text);
        await page.getByRole('button', { name: nl.Editor.save }).click();
        await expect(page.getByRole('status')).toContainText('Ontwerp bewaard');
        await expect(page.locator('p', { hasText: nl.Editor.publishBar.draft })).toBeVisible();
        await page.getByRole('button', { name: nl.Editor.publishBar.publishPart.banner }).click();
        await expect(page.getByRole('status')).toContainText('Gepubliceerd');
        await expect(page.locator('p', { hasText: nl.Editor.publishBar.upToDate })).toBeVisible();
      }
    });

    test('a refused save answers with its message and the typed values', async ({ page }) => {
      await logIn(page);
      await page.goto('/nl/staff/banner/');
      await page.locator('input[name="title.fr"]').fill('');
      await page.locator('input[name="title.de"]').fill(`Kein Titel ${run}`);
      await page.getByRole('button', { name: nl.Editor.save }).click();
      await expect(page.locator('[data-code="form"]')).toHaveText(nl.Editor.errors.form);
      await expect(page.locator('input[name="title.fr"] ~ p')).toContainText(nl.Editor.errors.required);
      await expect(page.locator('input[name="title.de"]')).toHaveValue(`Kein Titel ${run}`);
    });
  });
});
