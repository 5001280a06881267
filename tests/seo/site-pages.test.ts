import { describe, expect, it } from 'vitest';
import { pathnames } from '@/lib/routes/registry';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { indexablePages } from '@/lib/seo/site-pages';

const urls = (source: 'demo' | 'snapshot') => indexablePages(SITE_LOCALES, source).flatMap((a) => Object.values(a));
/** `/de/projekte/`: a page of the route table in every language. */
const everyLanguage = (route: '/favourites' | '/projects') => SITE_LOCALES.map((l) => `/${l}${pathnames[route][l]}/`);

describe('indexable pages (sitemap)', () => {
  it('leaves out the favourites page (a list of one visitor) in every language', () => {
    const all = urls('snapshot');
    expect(all).toContain('/nl/te-koop/');
    for (const url of everyLanguage('/favourites')) expect(all).not.toContain(url);
  });

  it('holds the projects list in every language', () => {
    const all = urls('snapshot');
    for (const url of everyLanguage('/projects')) expect(all).toContain(url);
  });

  it('holds every project page in every language, with its translations as alternates', () => {
    const pages = indexablePages(SITE_LOCALES, 'demo');
    const chasse = pages.find((a) => a.fr === '/fr/projets/etterbeek/residence-la-chasse/90101/');
    expect(chasse).toEqual({
      nl: '/nl/projecten/etterbeek/residence-la-chasse/90101/',
      fr: '/fr/projets/etterbeek/residence-la-chasse/90101/',
      en: '/en/projects/etterbeek/residence-la-chasse/90101/',
      de: '/de/projekte/etterbeek/residence-la-chasse/90101/',
    } satisfies Record<SiteLocale, string>);
    const projectUrls = urls('demo').filter((u) => everyLanguage('/projects').some((list) => u.startsWith(list) && /\/\d+\/$/.test(u)));
    expect(projectUrls).toHaveLength(3 * SITE_LOCALES.length);
  });

  it('lists no project page when the snapshot has none', () => {
    expect(urls('snapshot').filter((u) => /\/9010\d\/$/.test(u))).toEqual([]);
  });

  it('leaves out the detail variants with a country segment (their canonical is the plain URL)', () => {
    expect(urls('snapshot').filter((u) => /\/(te-koop|a-vendre|te-huur|a-louer)\/(belgie|belgique|internationaal|international)\/.+\/\d+\/$/.test(u))).toEqual([]);
  });
});
