/**
 * Issue 33's six staff tasks (e2e/editor-journeys.spec.ts) on the editor as it was BEFORE the issue
 * (commit fc45661), each user action counted as in e2e/staff-journey.ts: a link or button clicked,
 * a field filled, a select choice, a file chosen, a checkbox ticked. Logging in is not counted; a
 * journey starts on the editor's overview, where logging in lands (as logInStaff does), and goes
 * by clicking links, never by typed addresses. Each journey's result is checked on the public site
 * (or the preview), so the counts are of journeys that achieve it.
 *
 * It runs against the old build only (port 3320, see bench/editor-steps-before33.config.ts and the
 * recipe in docs/bench/2026-11-28-issue-33-steps-before.json): it imports nothing of the project,
 * the old screens' Dutch labels are written out here.
 *
 * Env: BENCH_EDITOR and BENCH_ADMIN ('email:password' of accounts added with the old
 * lib/server/auth/staff addStaff, see the recipe), BENCH_DATABASE_URL (the old server's database, to read the invitation it
 * queued), BENCH_WIDTHS ('1280,390'), BENCH_STEPS_OUT (a file the counts are appended to, one JSON
 * line a journey).
 */
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import pg from 'pg';

const run = randomUUID().slice(0, 8);
const WIDTHS = (process.env.BENCH_WIDTHS ?? '1280,390').split(',').map(Number);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://agency:agency@127.0.0.1:5432/agency_before33';
const account = (value: string | undefined, fallback: string) => {
  const [email, ...rest] = (value ?? fallback).split(':');
  return { email: email!, password: rest.join(':') };
};
const EDITOR = account(
  process.env.BENCH_EDITOR,
  'bench-editor@example.be:Kwartel-Ooievaar-7319-editor',
);
const ADMIN = account(
  process.env.BENCH_ADMIN,
  'bench-admin@example.be:Reiger-Fazant-4862-beheerder',
);

/** The old screens' texts (messages/nl.json at fc45661). */
const NL = {
  login: 'Aanmelden',
  nav: {
    banner: 'Banner van de homepage',
    articles: 'Artikels',
    pages: "Pagina's",
    media: 'Afbeeldingen',
    topBar: 'Bovenbalk',
    footer: 'Voettekst',
    settings: 'Instellingen',
    staff: 'Medewerkers',
  },
  save: 'Ontwerp bewaren',
  saved: 'Ontwerp bewaard',
  publish: 'Publiceren',
  published: 'Gepubliceerd (versie',
  restored: 'Vorige versie teruggezet en gepubliceerd',
  preview: 'Voorbeeld in het Nederlands',
  newArticle: 'Nieuw artikel',
  newPage: 'Nieuwe pagina',
  deletePage: 'Deze pagina verwijderen',
  upload: 'Opladen',
  useImage: 'Deze afbeelding gebruiken',
  addStaff: 'Toevoegen',
  invited: 'Medewerker toegevoegd: de uitnodiging is verstuurd.',
  removed: 'Medewerker verwijderd.',
};
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/** The step counter of e2e/staff-journey.ts, without its screen checks (axe, W3C, screenshots). */
class Steps {
  steps = 0;
  async act<T>(action: () => Promise<T>): Promise<T> {
    this.steps += 1;
    return action();
  }
}

function record(task: number, width: number, steps: number, notes = '') {
  test.info().annotations.push({ type: 'steps', description: String(steps) });
  const line = JSON.stringify({ task, width, steps, notes, run, at: new Date().toISOString() });
  console.log(`steps ${line}`);
  if (process.env.BENCH_STEPS_OUT) appendFileSync(process.env.BENCH_STEPS_OUT, `${line}\n`);
}

const status = (page: Page) => page.getByRole('status');
const publicText = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).text();
/** A PNG of one colour, made by the browser (no image library of the project). */
async function png(page: Page, colour: string): Promise<Buffer> {
  const data = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(1600, 900);
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1600, 900);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colour);
  return Buffer.from(data);
}

/** The sessions: logged in once per account (logging in is no step of a journey). */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
async function staffPage(
  browser: Browser,
  who: { email: string; password: string },
  width: number,
): Promise<Page> {
  if (!sessions.has(who.email)) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/nl/staff/login/');
    await page.locator('input[name="email"]').fill(who.email);
    await page.locator('input[name="password"]').fill(who.password);
    await page.getByRole('button', { name: NL.login }).click();
    await expect(page).toHaveURL(/\/nl\/staff\/$/, { timeout: 20_000 });
    sessions.set(who.email, await context.storageState());
    await context.close();
  }
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: sessions.get(who.email),
    viewport: { width, height: width <= 390 ? 844 : 900 },
  });
  const page = await context.newPage();
  // Where logging in lands.
  await page.goto('/nl/staff/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}
const nav = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();
/** A screen reached by a click, once ready for typing (hydrated): waiting is no step. */
async function arrive(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await page.waitForLoadState('load');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
/** Whether a visitor's page has `text` (a boolean, so that a failure does not print the page). */
const publicHas = async (request: APIRequestContext, path: string, text: string) =>
  (await publicText(request, path)).includes(text);

test.describe.configure({ mode: 'serial' });

for (const width of WIDTHS) {
  test(`1. the banner's title in two languages: saved, previewed, published and undone (${width} px)`, async ({
    browser,
    request,
  }) => {
    const page = await staffPage(browser, EDITOR, width);
    const j = new Steps();
    const title = {
      nl: `Thuis in Brussel ${run} ${width}`,
      fr: `Chez vous à Bruxelles ${run} ${width}`,
    };

    await j.act(() => nav(page, NL.nav.banner).click());
    await arrive(page, /\/nl\/staff\/banner\/$/);
    const oldTitle = await page.locator('input[name="title.nl"]').inputValue();
    await j.act(() => page.locator('input[name="title.nl"]').fill(title.nl));
    await j.act(() => page.locator('input[name="title.fr"]').fill(title.fr));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(status(page)).toContainText(NL.saved);

    // The preview opens in a tab of its own (target=_blank): no ribbon, no way back but that tab's closing.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      j.act(() => page.getByRole('link', { name: NL.preview }).first().click()),
    ]);
    await preview.waitForLoadState('load');
    expect(new URL(preview.url()).pathname).toBe('/preview/nl/');
    await expect(preview.locator('main')).toContainText(title.nl);
    expect(await publicHas(request, '/nl/', title.nl)).toBe(false);
    // Back to the editor: the preview's tab closed (the editor's tab is still on the banner screen).
    await j.act(() => preview.close());

    await j.act(() => page.getByRole('button', { name: NL.publish }).click());
    await expect(status(page)).toContainText(NL.published);
    await expect.poll(() => publicHas(request, '/nl/', title.nl), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => publicHas(request, '/fr/', title.fr), { timeout: 30_000 }).toBe(true);

    // Undo: the history's previous version (the row under the live one), restored AND published by one
    // button: there is no comparison to look at first, and no draft to check before it goes live.
    const previous = page.getByTestId('history').locator('tbody tr').nth(1);
    await j.act(() => previous.getByRole('button').click());
    await expect(status(page)).toContainText(NL.restored);
    await expect(page.locator('input[name="title.nl"]')).toHaveValue(oldTitle);
    await expect.poll(() => publicHas(request, '/nl/', title.nl), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => publicHas(request, '/fr/', title.fr), { timeout: 30_000 }).toBe(false);
    record(
      1,
      width,
      j.steps,
      'preview in a new tab, closed to go back; restore = restore + publish in one button, no comparison',
    );
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`4. a footer text and the agency's phone everywhere (${width} px)`, async ({
    browser,
    request,
  }) => {
    const page = await staffPage(browser, ADMIN, width);
    const j = new Steps();
    const intro = `Open op zaterdag tot 16 uur (${run} ${width}).`;
    // The old screens show the phone as typed: typed with its spaces to show as the new site formats it.
    const digits = width === 390 ? '0476 39 03 90' : '0476 12 80 00';
    const tel = `tel:${digits.replaceAll(' ', '')}`;

    await j.act(() => nav(page, NL.nav.footer).click());
    await arrive(page, /\/nl\/staff\/footer\/$/);
    await j.act(() => page.locator('textarea[name="columns.0.intro.nl"]').fill(intro));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/footer\/\?saved=\d+$/);

    // The phone of the footer, the contact details and the structured data: Settings.
    await j.act(() => nav(page, NL.nav.settings).click());
    await arrive(page, /\/nl\/staff\/settings\/$/);
    await j.act(() => page.locator('input[name="agency.phone"]').fill(digits));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/settings\/\?saved=\d+$/);

    // The phone of the top bar: its own entry, a link and a label in each of the four languages.
    await j.act(() => nav(page, NL.nav.topBar).click());
    await arrive(page, /\/nl\/staff\/top-bar\/$/);
    const phoneRow = await page
      .locator('input[name$=".link"]')
      .evaluateAll((inputs) =>
        inputs.findIndex((i) => (i as HTMLInputElement).value.startsWith('tel:')),
      );
    expect(phoneRow).toBeGreaterThanOrEqual(0);
    await j.act(() => page.locator(`input[name="items.${phoneRow}.link"]`).fill(tel));
    for (const l of LOCALES)
      await j.act(() => page.locator(`input[name="items.${phoneRow}.label.${l}"]`).fill(digits));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/top-bar\/\?saved=\d+$/);
    // Footer, settings and top bar are one document: one publication.
    await j.act(() => page.getByRole('button', { name: NL.publish }).click());
    await expect(status(page)).toContainText(NL.published);

    await expect.poll(() => publicHas(request, '/nl/', intro), { timeout: 30_000 }).toBe(true);
    for (const l of LOCALES) {
      await expect.poll(() => publicHas(request, `/${l}/`, digits), { timeout: 30_000 }).toBe(true);
      // No other phone left in any language's top bar or footer.
      const tels = [...(await publicText(request, `/${l}/`)).matchAll(/href="(tel:[^"]*)"/g)].map(
        (m) => m[1],
      );
      expect(new Set(tels), `tel: links of /${l}/`).toEqual(new Set([tel]));
    }
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await visitor.goto('/nl/contact/');
    await expect(visitor.locator('footer').getByRole('link', { name: digits })).toHaveAttribute(
      'href',
      tel,
    );
    await visitor.close();
    record(
      4,
      width,
      j.steps,
      'phone in 6 fields on 2 screens (Settings: agency.phone; Top bar: link + label in nl/fr/en/de); one publication for the site document',
    );
    await page.context().close();
  });
}

/** The media screen's upload: file, description in the site's default language (required), upload; the upload's address. */
async function uploadOnMediaScreen(
  j: Steps,
  page: Page,
  file: { name: string; buffer: Buffer },
  alt: string,
): Promise<string> {
  await j.act(() => nav(page, NL.nav.media).click());
  await arrive(page, /\/nl\/staff\/media\/$/);
  await j.act(() =>
    page
      .locator('input[name="file"]')
      .setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer }),
  );
  // The one description the form requires: in the site's default language, French (an empty
  // language gets it, Dutch included). A French and a Dutch text would be one step more.
  await j.act(() => page.locator('input[name="alt.fr"]').fill(alt));
  await j.act(() => page.getByRole('button', { name: NL.upload }).click());
  await expect(page).toHaveURL(/\/nl\/staff\/media\/\?uploaded=\d+$/);
  const id = new URL(page.url()).searchParams.get('uploaded');
  const url = await page.locator(`#media-url-${id}`).inputValue();
  expect(url).toMatch(/^\/media\/\S+\.png$/);
  return url;
}

for (const width of WIDTHS) {
  test(`6. a new banner photo (${width} px)`, async ({ browser, request }) => {
    const page = await staffPage(browser, EDITOR, width);
    const j = new Steps();
    const buffer = await png(page, width === 390 ? '#8a5a44' : '#44618a');

    // Uploaded on the media screen (no upload on the banner screen), with a description it requires.
    const url = await uploadOnMediaScreen(
      j,
      page,
      { name: `banner-${run}-${width}.png`, buffer },
      `Banner ${run} ${width}`,
    );
    // The banner is in gallery mode: its photo picker changes a photo the home page does not show.
    // The gallery's photos are a text area of paths: the upload's address (copied from the media
    // screen, an action not counted) added on a line of its own.
    await j.act(() => nav(page, NL.nav.banner).click());
    await arrive(page, /\/nl\/staff\/banner\/$/);
    expect(await page.locator('select[name="type"]').inputValue()).toBe('gallery');
    const gallery = page.locator('textarea[name="galleryImages"]');
    const paths = await gallery.inputValue();
    await j.act(() => gallery.fill(`${paths.trimEnd()}\n${url}`));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/banner\/\?saved=\d+$/);
    await j.act(() => page.getByRole('button', { name: NL.publish }).click());
    await expect(status(page)).toContainText(NL.published);
    await expect
      .poll(() => publicHas(request, '/nl/', url.slice('/media/'.length)), { timeout: 30_000 })
      .toBe(true);
    record(
      6,
      width,
      j.steps,
      'upload on the media screen (alt text required), path pasted into the gallery text area (copy not counted); the banner picker alone changes nothing in gallery mode',
    );
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`2. a news article with two headings, a list, a link and a photo (${width} px)`, async ({
    browser,
    request,
  }) => {
    const page = await staffPage(browser, EDITOR, width);
    const j = new Steps();
    const title = `Open huis in Gent ${run} ${width}`;
    const slug = `open-huis-in-gent-${run}-${width}`;
    const alt = `De tuin ${run}`;
    const buffer = await png(page, '#2e8b57');

    // The photo first: only an upload of the media screen can be picked, and only after a first save.
    const url = await uploadOnMediaScreen(
      j,
      page,
      { name: `open-huis-${run}-${width}.png`, buffer },
      alt,
    );

    await j.act(() => nav(page, NL.nav.articles).click());
    await arrive(page, /\/nl\/staff\/articles\/$/);
    await j.act(() => page.getByRole('link', { name: NL.newArticle }).click());
    await arrive(page, /\/nl\/staff\/articles\/new\/$/);
    await j.act(() => page.locator('select[name="categoryId"]').selectOption({ label: 'Nieuws' }));
    // Title, address name and text are required in each of the four languages.
    for (const l of LOCALES)
      await j.act(() => page.locator(`input[name="title.${l}"]`).fill(title));
    for (const l of LOCALES) await j.act(() => page.locator(`input[name="name.${l}"]`).fill(slug));
    // The text as HTML typed in a text area (one field filled per language). The link cannot be kept:
    // every tag but h2, h3, p, ul/li, blockquote and cite is removed (its words stay, unlinked).
    const body = [
      '<h2>Wanneer</h2>',
      '<p>Zaterdag van 10 tot 16 uur, zie <a href="https://www.example.be/agenda">onze agenda</a>.</p>',
      '<h2>Wat u ziet</h2>',
      '<ul><li>Drie slaapkamers</li><li>Een tuin op het zuiden</li></ul>',
    ].join('\n');
    for (const l of LOCALES)
      await j.act(() => page.locator(`textarea[name="body.${l}"]`).fill(body));
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+/);
    // The photo, now that the article exists: chosen among the uploads (its description comes with it).
    await j.act(() => page.locator('select[name="image"]').selectOption(url));
    await j.act(() => page.getByRole('button', { name: NL.useImage }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/articles\/\d+\/\?saved=\d+/);
    await j.act(() => page.getByRole('button', { name: NL.publish }).click());
    await expect(status(page)).toContainText(NL.published);

    // The old site has no news overview (/nl/nieuws/ answers 404): the article's own page is checked.
    expect((await request.get('/nl/nieuws/', { maxRedirects: 0 })).status()).toBe(404);
    await expect
      .poll(() => publicHas(request, `/nl/nieuws/${slug}/`, title), { timeout: 30_000 })
      .toBe(true);
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await visitor.goto(`/nl/nieuws/${slug}/`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.locator('main h2', { hasText: /^(Wanneer|Wat u ziet)$/ })).toHaveCount(2);
    await expect(visitor.locator('main li', { hasText: 'Een tuin op het zuiden' })).toHaveCount(1);
    await expect(visitor.locator(`main img[alt="${alt}"]`)).toHaveCount(1);
    // What could not be done on the old screens: the link.
    await expect(visitor.locator('main')).toContainText('zie onze agenda.');
    await expect(visitor.getByRole('link', { name: 'onze agenda' })).toHaveCount(0);
    await visitor.close();
    record(
      2,
      width,
      j.steps,
      'link impossible (removed from the text, words kept); title, address name and text in all 4 languages; photo uploaded on the media screen and picked after the first save',
    );
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`3. a page 'Ons team' under 'Wie zijn wij?', first in its menu (${width} px)`, async ({
    browser,
    request,
  }) => {
    const page = await staffPage(browser, EDITOR, width);
    const j = new Steps();
    const title = `Ons team ${run} ${width}`;

    await j.act(() => nav(page, NL.nav.pages).click());
    await arrive(page, /\/nl\/staff\/pages\/$/);
    await j.act(() => page.getByRole('link', { name: NL.newPage }).first().click());
    await arrive(page, /\/nl\/staff\/pages\/new\/$/);
    await j.act(() => page.locator('input[name="name"]').fill(title));
    await j.act(() => page.locator('input[name="path"]').fill(`/ons-team-${run}-${width}`));
    await j.act(() =>
      page.locator('select[name="parentId"]').selectOption({ label: 'Wie zijn wij?' }),
    );
    // The order: a new page's is 1, and 'Wie zijn wij?' has no sub-page of its own: first already.
    await expect(page.locator('input[name="sort"]')).toHaveValue('1');
    for (const l of LOCALES)
      await j.act(() => page.locator(`input[name="title.${l}"]`).fill(title));
    await j.act(() =>
      page.locator('textarea[name="description.nl"]').fill('Vijf mensen, één kantoor.'),
    );
    await j.act(() => page.getByRole('button', { name: NL.save }).click());
    await expect(page).toHaveURL(/\/nl\/staff\/pages\/\d+\/\?saved=\d+$/);
    const editUrl = new URL(page.url()).pathname;
    try {
      await j.act(() => page.getByRole('button', { name: NL.publish }).click());
      await expect(status(page)).toContainText(NL.published);
      const visitor = await browser.newPage({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      await expect
        .poll(
          async () => {
            await visitor.goto('/nl/');
            return visitor.evaluate(() => {
              const parent = [...document.querySelectorAll('header li')].find(
                (li) =>
                  li.querySelector(':scope > a, :scope > * > a')?.textContent?.trim() ===
                  'Wie zijn wij?',
              );
              const links = [...(parent?.querySelectorAll('ul a') ?? [])]
                .map((a) => a.textContent?.trim())
                .filter((text) => text !== 'Wie zijn wij?');
              return links[0] ?? null;
            });
          },
          { timeout: 30_000 },
        )
        .toBe(title);
      await visitor.close();
      record(
        3,
        width,
        j.steps,
        'typed internal name and address; title in all 4 languages; order left at its default 1 (first: no other sub-page)',
      );
    } finally {
      // Put back (not counted): the page deleted and the menu published.
      await page.goto(editUrl);
      await page.getByRole('button', { name: NL.deletePage }).click();
      await expect(page).toHaveURL(/\/nl\/staff\/pages\/\?saved=\d+$/);
      await page.getByRole('button', { name: NL.publish }).click();
      await expect(status(page)).toContainText(NL.published);
    }
    await expect.poll(() => publicHas(request, '/nl/', title), { timeout: 30_000 }).toBe(false);
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`5. inviting a colleague, who gets the mail in their language (${width} px)`, async ({
    browser,
  }) => {
    const page = await staffPage(browser, ADMIN, width);
    const j = new Steps();
    const invited = `colleague.${run}.${width}@example.be`;

    await j.act(() => nav(page, NL.nav.staff).click());
    await arrive(page, /\/nl\/staff\/staff\/$/);
    await j.act(() => page.locator('input[name="email"]').fill(invited));
    await j.act(() => page.locator('select[name="locale"]').selectOption('de'));
    await j.act(() => page.getByRole('button', { name: NL.addStaff }).click());
    await expect(status(page)).toHaveText(NL.invited);
    // The invitation queued in German (the server runs without its mail worker: MAIL_DISPATCH_DISABLED).
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ kind: string; locale: string }>(
        'SELECT kind, locale FROM outbox WHERE recipient = $1',
        [invited],
      );
      expect(rows).toEqual([{ kind: 'staff-invite', locale: 'de' }]);
    } finally {
      await client.end();
    }
    record(5, width, j.steps, 'same form as now: e-mail, language of the mails, add');
    await page.getByRole('button', { name: `${invited} verwijderen` }).click();
    await expect(status(page)).toHaveText(NL.removed);
    await page.context().close();
  });
}
