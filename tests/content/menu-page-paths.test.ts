/**
 * A page staff add with its own address per language (localized paths): the schema,
 * the one href function, what the proxy does with each spelling, the catch-all's resolution, and
 * the sitemap's and hreflang's entries.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedMenu } from '@/lib/content/menu';
import { menuPageHref, menuPagePath, misspelledPagePaths, siteLinkHref } from '@/lib/content/menu-page-paths';
import { menuFile, type MenuPage } from '@/lib/content/menu-schema';
import { setPublishedDocument } from '@/lib/content/published';
import { contentSlugs, resolveContentPage } from '@/lib/content/resolve-page';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { pageVerdict } from '@/lib/proxy/page-verdict';
import { menuPageAlternates } from '@/lib/seo/menu-page-metadata';
import { indexablePages } from '@/lib/seo/site-pages';

const jobs = embeddedMenu().find((p) => p.path === '/jobs')!;
const team: MenuPage = {
  ...jobs,
  id: 9100,
  name: 'Team',
  path: '/our-team',
  childMenus: [],
  params: { ...jobs.params, modules: [], redirectUrl: null, localizedPaths: { nl: '/ons-team', fr: '/notre-equipe' } },
};
/** Its own address in nl and fr; every other language uses the internal path. */
const URLS = { ...perLanguage((l) => `/${l}/our-team/`), nl: '/nl/ons-team/', fr: '/fr/notre-equipe/' };

afterEach(() => setPublishedDocument('menu', null, null));

describe('the schema', () => {
  it('takes an address per language on a page the route table does not name', () => {
    expect(menuFile.safeParse([...embeddedMenu(), team]).success).toBe(true);
  });

  it('refuses addresses on a page of the route table, and addresses that are not lower-case paths', () => {
    const fixed = { ...jobs, params: { ...jobs.params, localizedPaths: { nl: '/vacatures' } } };
    expect(menuFile.safeParse([fixed]).success).toBe(false);
    for (const bad of ['/Ons-team', 'ons-team', '/ons team', '/', '/ons-team/'])
      expect(menuFile.safeParse([{ ...team, params: { ...team.params, localizedPaths: { nl: bad } } }]).success, bad).toBe(false);
  });
});

describe('menuPageHref and menuPagePath', () => {
  it("give the page's address in each language, its internal path where it has none", () => {
    expect(Object.fromEntries(SITE_LOCALES.map((l) => [l, menuPageHref(team, l)]))).toEqual(URLS);
    expect(menuPagePath(team, 'fr')).toBe('/notre-equipe');
    expect(menuPagePath(team, 'en')).toBe('/our-team');
  });

  it("spell a page of the route table by the route table", () => {
    expect(menuPageHref(jobs, 'de')).toBe('/de/jobs/');
    expect(menuPageHref({ ...jobs, path: '/for-sale' }, 'fr')).toBe('/fr/a-vendre/');
    expect(menuPagePath({ ...jobs, path: '/for-sale' }, 'fr')).toBe('/for-sale');
  });

  it("take a configured link to the page's internal path straight to its address; other links as before", () => {
    expect(siteLinkHref('/our-team', 'fr', [jobs, team])).toBe(URLS.fr);
    expect(siteLinkHref('/our-team/', 'nl', [jobs, team])).toBe(URLS.nl);
    expect(siteLinkHref('/our-team', 'de', [jobs])).toBe('/de/our-team/');
    expect(siteLinkHref('/jobs', 'nl', [jobs, team])).toBe('/nl/job/');
    expect(siteLinkHref('https://example.be/our-team', 'nl', [team])).toBe('https://example.be/our-team');
  });

  it("send another language's address and the internal path to the page's address in the language", () => {
    expect(Object.fromEntries(misspelledPagePaths([jobs, team], 'nl'))).toEqual({ '/our-team': URLS.nl, '/notre-equipe': URLS.nl });
    expect(Object.fromEntries(misspelledPagePaths([team], 'en'))).toEqual({ '/ons-team': URLS.en, '/notre-equipe': URLS.en });
  });
});

describe('routing, after staff published the page', () => {
  it('serves the page at its address in each language and redirects the other spellings there', () => {
    expect(pageVerdict('/ons-team/', 'nl')).toEqual({ kind: 'not-found', page: 'page' });
    setPublishedDocument('menu', [...embeddedMenu(), team], 1);
    expect(pageVerdict('/ons-team/', 'nl')).toEqual({ kind: 'page', route: '/content-added/ons-team', shared: true, content: true });
    expect(pageVerdict('/notre-equipe/', 'fr')).toEqual({ kind: 'page', route: '/content-added/notre-equipe', shared: true, content: true });
    expect(pageVerdict('/our-team/', 'en')).toEqual({ kind: 'page', route: '/content-added/our-team', shared: true, content: true });
    expect(pageVerdict('/ons-team/', 'fr')).toEqual({ kind: 'redirect', location: URLS.fr });
    expect(pageVerdict('/our-team/', 'nl')).toEqual({ kind: 'redirect', location: URLS.nl });
    expect(pageVerdict('/notre-equipe/', 'de')).toEqual({ kind: 'redirect', location: URLS.de });
    expect(contentSlugs('nl')).toContainEqual(['ons-team']);
    expect(contentSlugs('nl')).not.toContainEqual(['our-team']);
    expect(resolveContentPage(['ons-team'], 'nl')).toEqual({ kind: 'menu', page: team, language: 'nl' });
    expect(resolveContentPage(['ons-team'], 'fr')).toBeUndefined();
    expect(resolveContentPage(['our-team'], 'de')).toEqual({ kind: 'menu', page: team, language: 'de' });
  });

  it('forgets an old address after a rename (404) and picks up the new one without a rebuild', () => {
    setPublishedDocument('menu', [...embeddedMenu(), team], 1);
    expect(pageVerdict('/ons-team/', 'nl')).toMatchObject({ kind: 'page' });
    const renamed = { ...team, params: { ...team.params, localizedPaths: { nl: '/ons-nieuwe-team', fr: '/notre-equipe' } } };
    setPublishedDocument('menu', [...embeddedMenu(), renamed], 2);
    expect(pageVerdict('/ons-team/', 'nl')).toEqual({ kind: 'not-found', page: 'page' });
    expect(pageVerdict('/ons-nieuwe-team/', 'nl')).toMatchObject({ kind: 'page', route: '/content-added/ons-nieuwe-team' });
    expect(pageVerdict('/ons-nieuwe-team/', 'fr')).toEqual({ kind: 'redirect', location: URLS.fr });
  });
});

describe('hreflang and the sitemap', () => {
  it("give the page's address in every language", () => {
    expect(menuPageAlternates(team)).toEqual(URLS);
    expect(indexablePages(SITE_LOCALES, 'demo')).not.toContainEqual(URLS);
    setPublishedDocument('menu', [...embeddedMenu(), team], 1);
    expect(indexablePages(SITE_LOCALES, 'demo')).toContainEqual(URLS);
    // A hidden page, one left out of search engines, or one that only links elsewhere is not listed.
    for (const params of [{ isActiveSEO: false }, { redirectUrl: '/contact' }]) {
      setPublishedDocument('menu', [...embeddedMenu(), { ...team, params: { ...team.params, ...params } }], 2);
      expect(indexablePages(SITE_LOCALES, 'demo')).not.toContainEqual(URLS);
    }
    setPublishedDocument('menu', [...embeddedMenu(), { ...team, status: 'Draft' }], 3);
    expect(indexablePages(SITE_LOCALES, 'demo')).not.toContainEqual(URLS);
  });
});
