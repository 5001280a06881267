import { expect, test } from './fixtures';
import { routeTableUrls } from './site-pages';

const urls = routeTableUrls();

test.describe('every localized path of the route table', () => {
  for (const { url, locale } of urls) {
    test(`${url} answers 200 in ${locale}, statically generated`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      // A public page served from the static cache; dynamic rendering would answer private, no-store.
      expect(response.headers()['cache-control']).toContain('s-maxage');
    });
  }
});

test.describe('original language-neutral paths redirect to the localized URL', () => {
  const cases: { path: string; expected: Record<'nl' | 'fr' | 'en', string> }[] = [
    { path: '/', expected: { nl: '/nl/', fr: '/fr/', en: '/en/' } },
    { path: '/for-sale/', expected: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' } },
    {
      path: '/contact-demand/',
      expected: { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/', en: '/en/free-valuation/' },
    },
    {
      path: '/Qui-sommes-nous/',
      expected: { nl: '/nl/wie-zijn-wij/', fr: '/fr/qui-sommes-nous/', en: '/en/who-are-we/' },
    },
  ];

  for (const { path, expected } of cases) {
    for (const lang of ['nl', 'fr', 'en'] as const) {
      test(`${path} with Accept-Language ${lang}`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': lang } });
        expect(response.status()).toBe(307);
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(expected[lang]);
      });
    }

    test(`${path}?lang=en beats the browser language`, async ({ request }) => {
      const response = await request.get(`${path}?lang=en`, {
        maxRedirects: 0,
        headers: { 'accept-language': 'nl' },
      });
      const location = new URL(response.headers().location!, 'http://x');
      expect(location.pathname).toBe(expected.en);
      expect(location.searchParams.has('lang')).toBe(false);
    });

    test(`${path} with a language cookie`, async ({ request }) => {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=fr' },
      });
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(expected.fr);
    });
  }

  test('matching is case- and accent-insensitive', async ({ request }) => {
    const response = await request.get('/Vous-%C3%AAtes-propri%C3%A9taire/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'nl' },
    });
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/nl/u-bent-eigenaar/');
  });

  test('a listing root falls back on its first segment', async ({ request }) => {
    const response = await request.get('/fr/a-vendre/quelque-chose/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/fr/a-vendre/');
  });
});

test.describe('the language cookie: remembered without a page ever setting it', () => {
  test('no public page answer sets a cookie, so a shared cache may keep it', async ({ request }) => {
    for (const path of ['/fr/', '/nl/te-koop/', '/en/for-rent/', '/de/kontakt/', '/fr/a-vendre/ixelles/appartement-2-chambres-avec-terrasse-au-chatelain/4012345/', '/nl/no-such-page/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'), path).toEqual([]);
    }
  });

  test('the redirect from a path without a language remembers the one it chose', async ({ request }) => {
    const response = await request.get('/contact/?lang=de', { maxRedirects: 0, headers: { 'accept-language': 'nl' } });
    expect(response.status()).toBe(307);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/^NEXT_LOCALE=de;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
  });

  test('a visitor who read a page in Dutch comes back to Dutch, whatever the browser asks', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'fr' } });
    const page = await context.newPage();
    await page.goto('/nl/te-koop/');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('nl');
    await page.goto('/for-rent/');
    await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
    await context.close();
  });
});

test.describe('unknown paths', () => {
  // proxy.ts serves the static 404 page of the language (lib/proxy/page-verdict): the server HTML
  // holds the whole page, so a crawler and a visitor without JavaScript see it.
  test.use({ javaScriptEnabled: false });
  for (const [lang, title] of [
    ['nl', 'Pagina niet gevonden'],
    ['fr', 'Page non trouvée'],
    ['en', 'Page not found'],
    ['de', 'Seite nicht gefunden'],
  ] as const) {
    test(`answer 404 with the 404 page in the detected language, in the server HTML (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: lang, extraHTTPHeaders: { 'accept-language': lang }, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto('/no-such-page/');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`/${lang}/no-such-page/$`));
      const html = await response!.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).not.toContain('__next_error__');
      expect(response!.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByTestId('not-found-home')).toHaveAttribute('href', `/${lang}/`);
      await context.close();
    });
  }

  test('under a language prefix, with a file name, or with markup answer 404 too, cached a minute at most', async ({ page, request }) => {
    const response = await page.goto('/en/this/does/not/exist/');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    for (const path of ['/fr/wp-login.php', '/de/.env', '/nl/%3Cscript%3Ealert(7)%3C/script%3E/', '/.git/config']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/<script[^>]*>alert\(7\)/);
    }
  });

  test('the 404 page\'s search finds what was typed, without JavaScript: a town, a type, an ID, or nothing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const search = async (words: string) => {
      await page.goto('/nl/no-such-page/');
      await page.getByRole('searchbox').fill(words);
      await page.getByRole('search').getByRole('button').click();
    };
    await search('Elsene');
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Elsene%7C1050$/);
    const towns = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(town).toContain('Elsene');
    await search('4012345');
    await expect(page).toHaveURL(/\/nl\/te-koop\/elsene\/[^/]+\/4012345\/$/);
    await search('zwembadvilla');
    await expect(page.locator('main article')).toHaveCount(0);
    await context.close();
  });

  test('typed words redirect only for now (they are read against a stock that changes)', async ({ request }) => {
    for (const words of ['Elsene', '4012345', 'zwembadvilla']) {
      const response = await request.get(`/nl/te-koop/?q=${words}`, { maxRedirects: 0 });
      expect(response.status(), words).toBe(307);
    }
    // A list query in a long form still goes to its short canonical form for good.
    expect((await request.get('/nl/te-koop/?city=&sort=price-asc', { maxRedirects: 0 })).status()).toBe(308);
  });

  test('an unknown property id answers the property 404 page with the way on to the lists', async ({ page }) => {
    const response = await page.goto('/nl/te-koop/elsene/villa/99999999/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('property-not-found')).toBeVisible();
  });
});

test.describe('preview and consent reset', () => {
  test('/preview/<page> serves the page, not indexed', async ({ request }) => {
    const response = await request.get('/preview/fr/a-vendre/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(await response.text()).toContain('<html lang="fr"');
  });

  test('?setcookies clears the consent cookie and comes back without the parameter', async ({ request }) => {
    const response = await request.get('/fr/?setcookies', { maxRedirects: 0, headers: { cookie: 'consent=all' } });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, 'http://x').search).toBe('');
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(cookies.some((c) => /^consent=;/.test(c))).toBe(true);
  });
});
