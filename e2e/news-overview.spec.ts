/**
 * Issue 33 point 6, news that visitors find: the overview per language (the delivered news items of
 * data/articles.json, newest first), its paging rules, a card leading to the article, the menu and
 * footer links, the home page's latest news, hreflang and the sitemap, axe, and without JavaScript.
 * The pure rules (which articles, order, pages, languages) are in tests/content/news.test.ts.
 *
 * A Postgres that persists between runs may have a published copy of older articles, menu or site
 * settings (a spec's restore publishes a copy of the JSON of its build): this spec holds those
 * documents, publishes the delivered ones when what is live differs, and puts back what was live.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { LATEST_NEWS_COUNT, newsItems } from '@/lib/content/news';
import { longDate } from '@/lib/dates';
import { SITE_LOCALES } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { holdDeliveredContent, NEWS_DOCUMENTS } from './delivered-content';
import { expect, test } from './fixtures';

const MESSAGES = { nl, fr } as const;
const OVERVIEW = { nl: '/nl/nieuws/', fr: '/fr/actualites/' } as const;
const news = { nl: newsItems(getArticles(), getCategories(), 'nl'), fr: newsItems(getArticles(), getCategories(), 'fr') };

// One worker runs the file in order (the documents are held once), each test on its own.
test.describe.configure({ mode: 'default' });

holdDeliveredContent(NEWS_DOCUMENTS, async (request) => ((await (await request.get(OVERVIEW.nl)).text()).match(/data-testid="news-card"/g) ?? []).length === news.nl.length);

test.describe('the news overview', () => {
  test('is where the route table says in every language', () => {
    expect(SITE_LOCALES.map((l) => localizedHref('/news', l))).toEqual(['/nl/nieuws/', '/fr/actualites/', '/en/news/', '/de/nachrichten/']);
    // The delivered data has news to show (else this spec would test an empty page).
    expect(news.nl.length).toBeGreaterThanOrEqual(LATEST_NEWS_COUNT);
  });

  for (const locale of ['nl', 'fr'] as const) {
    test(`in ${locale}: cards newest first with photo, date and excerpt, leading to the article`, async ({ page }) => {
      const items = news[locale];
      const response = await page.goto(OVERVIEW[locale]);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('s-maxage');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].News.title);
      const cards = page.getByTestId('news-card');
      await expect(cards).toHaveCount(items.length);
      await expect(page.getByTestId('no-news')).toHaveCount(0);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(items.map((i) => i.title));
      const first = cards.first();
      await expect(first.locator('time')).toHaveAttribute('datetime', items[0]!.date!);
      await expect(first.locator('time')).toHaveText(longDate(items[0]!.date!, locale));
      await expect(first).toContainText(items[0]!.excerpt);
      // The first photo is in the first screen; the others wait until they come near it.
      await expect(first.locator('img')).not.toHaveAttribute('loading', 'lazy');
      await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(first.locator('img')).toHaveAttribute('sizes', /1280px/);

      // Title, canonical and hreflang, like the other list pages; the cards as an ItemList.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${OVERVIEW[locale]}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/nachrichten\/$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
      expect(jsonLd).toContain('"ItemList"');
      expect(jsonLd).toContain(items[0]!.href);

      await first.getByRole('link', { name: items[0]!.title }).click();
      await expect(page).toHaveURL(new RegExp(`${items[0]!.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[0]!.title);
      // The article's page: its day, the way back to the overview, and a NewsArticle for search engines.
      await expect(page.getByTestId('news-date')).toHaveText(longDate(items[0]!.date!, locale));
      await expect(page.getByRole('navigation', { name: MESSAGES[locale].Common.breadcrumb }).getByRole('link', { name: MESSAGES[locale].News.title })).toHaveAttribute('href', OVERVIEW[locale]);
      expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain('"NewsArticle"');
    });

    test(`in ${locale}: linked from the main menu and the footer`, async ({ page }) => {
      await page.goto(localizedHref('/contact', locale));
      const menu = page.getByRole('navigation', { name: MESSAGES[locale].Header.mainMenu }).first();
      await expect(menu.getByRole('link', { name: MESSAGES[locale].News.title, exact: true })).toHaveAttribute('href', OVERVIEW[locale]);
      await expect(page.locator('footer').getByRole('link', { name: MESSAGES[locale].Footer.links.news, exact: true })).toHaveAttribute('href', OVERVIEW[locale]);
      await menu.getByRole('link', { name: MESSAGES[locale].News.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${OVERVIEW[locale]}$`));
      // The menu marks where the visitor is.
      await expect(menu.getByRole('link', { name: MESSAGES[locale].News.title, exact: true })).toHaveAttribute('aria-current', 'page');
    });

    test(`in ${locale}: the home page shows the ${LATEST_NEWS_COUNT} latest items and a link to all`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const block = page.getByTestId('latest-news');
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(MESSAGES[locale].News.latest);
      await expect(block.getByTestId('news-card').getByRole('heading', { level: 3 })).toHaveText(news[locale].slice(0, LATEST_NEWS_COUNT).map((i) => i.title));
      await expect(block.locator('img[loading="lazy"]')).toHaveCount(LATEST_NEWS_COUNT);
      await block.getByRole('link', { name: MESSAGES[locale].News.viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`${OVERVIEW[locale]}$`));
    });
  }

  test('has one URL a page: ?page=1 and junk go to the overview, a page past the last is a 404', async ({ request }) => {
    const first = await request.get('/nl/nieuws/?page=1', { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(new URL(first.headers().location!, 'http://x').pathname + new URL(first.headers().location!, 'http://x').search).toBe('/nl/nieuws/');
    const junk = await request.get('/fr/actualites/?page=abc&utm_source=mail', { maxRedirects: 0 });
    expect(junk.status()).toBe(308);
    expect(new URL(junk.headers().location!, 'http://x').search).toBe('?utm_source=mail');
    // Four delivered items: one page.
    expect((await request.get('/nl/nieuws/?page=2', { maxRedirects: 0 })).status()).toBe(404);
    // The internal page is not reached by its own address.
    expect((await request.get('/nl/news-page/?page=2', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('is in the sitemap in every language, with its translations', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const locale of SITE_LOCALES) expect(xml).toContain(`${localizedHref('/news', locale)}</loc>`);
    const entry = xml.split('<url>').find((u) => u.includes('/nl/nieuws/</loc>'))!;
    expect(entry).toMatch(/hreflang="fr" href="[^"]*\/fr\/actualites\/"/);
    expect(entry).toMatch(/hreflang="de" href="[^"]*\/de\/nachrichten\/"/);
    for (const item of news.fr) expect(xml).toContain(`${item.href}</loc>`);
  });

  for (const width of [1280, 390]) {
    for (const url of [OVERVIEW.nl, OVERVIEW.fr, '/nl/', news.fr[0]!.href]) {
      test(`axe finds no WCAG 2.1 AA violation on ${url} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }

  test('screenshots of the overview and the home block', async ({ page }, testInfo) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(OVERVIEW.nl);
      await page.evaluate(() => document.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'eager')));
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.screenshot({ path: testInfo.outputPath(`news-overview-${width}.png`), fullPage: true });
      await page.goto('/fr/');
      const block = page.getByTestId('latest-news');
      await block.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="latest-news"] img')].every((img) => (img as HTMLImageElement).complete));
      await block.screenshot({ path: testInfo.outputPath(`home-latest-news-${width}.png`) });
    }
  });
});

test.describe('the news overview without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every card and its links', async ({ page }) => {
    await page.goto(OVERVIEW.nl);
    await expect(page.getByTestId('news-card')).toHaveCount(news.nl.length);
    await expect(page.getByTestId('news-card').first().getByRole('link')).toHaveAttribute('href', news.nl[0]!.href);
  });
});
