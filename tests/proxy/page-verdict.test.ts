import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathnames } from '@/lib/routes/registry';
import { getProperties } from '@/lib/catalogue';
import { SITE_LOCALES } from '@/lib/locale';
import { canonicalPropertyPath, countryVariantPath } from '@/lib/property/detail-paths';
import { isDetailRoute, pageVerdict, ROUTE_FOLDER_PATHNAMES } from '@/lib/proxy/page-verdict';
import { contentSlugs } from '@/lib/content/resolve-page';
import { isStaticPathname } from '@/lib/routes';

const SHARED = { kind: 'page', shared: true };
const tailOf = (fullPath: string) => fullPath.replace(/^\/[a-z]{2}(?=\/)/, '');
const sale = getProperties('fr').find((p) => p.Goal === 0 && p.CountryID === 10)!;
const abroad = getProperties('fr').find((p) => p.CountryID !== 10)!;

describe('pageVerdict: what proxy.ts lets through to the route folders', () => {
  it('lets every prerendered content page through, in every language', () => {
    for (const locale of SITE_LOCALES) {
      for (const slug of contentSlugs(locale)) {
        const tail = `/${slug.join('/')}/`;
        // Route-table pages are reached by their localized spelling; the catch-all paths as they are.
        const internal = `/${slug.join('/')}`;
        const localized = isStaticPathname(internal) ? `${(pathnames[internal] as Record<string, string>)[locale]}/` : tail;
        expect(pageVerdict(localized.replace(/\/+$/, '/') || '/', locale), `${locale} ${localized}`).toEqual({ ...SHARED, route: internal, content: true });
      }
    }
  });

  it('lets the home page, the fixed pages and the portal through to their routes; only the public ones to a shared cache', () => {
    expect(pageVerdict('/', 'nl')).toEqual({ ...SHARED, route: '' });
    expect(pageVerdict('/eigenaarslogin/', 'nl')).toEqual({ ...SHARED, route: '/login' });
    expect(pageVerdict('/merci/site-contact/', 'fr')).toEqual({ ...SHARED, route: '/feedback/site-contact' });
    // The favourites page: its lists are in the URL (?ids=), the same for whoever opens one.
    expect(pageVerdict('/favorieten/', 'nl')).toEqual({ ...SHARED, route: '/favourites' });
    for (const [tail, route] of [
      ['/proprietaire/', '/portal'],
      ['/proprietaire/4012345/', '/portal/4012345'],
      ['/nouveau-mot-de-passe/', '/reset-password'],
      ['/desinscription/', '/unsubscribe'],
    ]) {
      expect(pageVerdict(tail!, 'fr'), tail).toEqual({ kind: 'page', route, shared: false });
    }
  });

  it('lets the renovation calculator and the insurance proposal under the services through, in every language', () => {
    for (const [tail, locale, route] of [
      ['/renovatiecalculator/', 'nl', '/renovation-calculator'],
      ['/calculateur-renovation/', 'fr', '/renovation-calculator'],
      ['/diensten/verzekeringsvoorstel/', 'nl', '/services/insurance-proposal'],
      ['/services/proposition-assurance/', 'fr', '/services/insurance-proposal'],
      ['/services/insurance-proposal/', 'en', '/services/insurance-proposal'],
      ['/dienstleistungen/versicherungsangebot/', 'de', '/services/insurance-proposal'],
      ['/merci/insurance-proposal/', 'fr', '/feedback/insurance-proposal'],
      ['/bedankt/renovation-advice/', 'nl', '/feedback/renovation-advice'],
    ] as const) {
      expect(pageVerdict(tail, locale), tail).toEqual({ ...SHARED, route });
    }
    // The services page itself is still the page tree's.
    expect(pageVerdict('/services/', 'en')).toEqual({ ...SHARED, route: '/over-ons', content: true });
  });

  it('lets a property through at its canonical path and at its country variant', () => {
    for (const locale of SITE_LOCALES) {
      const p = getProperties(locale).find((q) => q.ID === sale.ID)!;
      const [city, title] = tailOf(canonicalPropertyPath(p, locale)).split('/').slice(2, 4);
      expect(pageVerdict(tailOf(canonicalPropertyPath(p, locale)), locale)).toEqual({ ...SHARED, route: `/for-sale/${city}/${title}/${p.ID}` });
      expect(pageVerdict(tailOf(countryVariantPath(p, locale)), locale)).toEqual({ ...SHARED, route: `/for-sale/belgique/${city}/${title}/${p.ID}` });
    }
  });

  it("knows a detail page's route (its ?request= opens a request of the contact block), and no other", () => {
    for (const locale of SITE_LOCALES) {
      const p = getProperties(locale).find((q) => q.ID === sale.ID)!;
      for (const path of [canonicalPropertyPath(p, locale), countryVariantPath(p, locale)]) {
        const verdict = pageVerdict(tailOf(path), locale);
        expect(verdict.kind === 'page' && isDetailRoute(verdict.route), path).toBe(true);
      }
    }
    for (const route of ['', '/for-sale', '/for-sale/belgique', '/contact', '/landing/sale/apartments/ixelles', '/projects/ixelles/x/12']) {
      expect(isDetailRoute(route), route).toBe(false);
    }
  });

  it('redirects wrong slugs, the wrong list and the wrong country to the path the page is reached by', () => {
    const canonical = canonicalPropertyPath(sale, 'fr');
    expect(pageVerdict(`/a-vendre/nulle-part/autre-titre/${sale.ID}/`, 'fr')).toEqual({ kind: 'redirect', location: canonical });
    expect(pageVerdict(`/a-louer/ixelles/x/${sale.ID}/`, 'fr')).toEqual({ kind: 'redirect', location: canonical });
    expect(pageVerdict(`/a-vendre/international/ixelles/x/${sale.ID}/`, 'fr')).toEqual({ kind: 'redirect', location: canonical });
    expect(pageVerdict(`/a-vendre/belgique/x/y/${sale.ID}/`, 'fr')).toEqual({ kind: 'redirect', location: countryVariantPath(sale, 'fr') });
    expect(pageVerdict(`/property/${abroad.ID}/`, 'fr')).toEqual({ kind: 'redirect', location: canonicalPropertyPath(abroad, 'fr') });
  });

  it('answers an unknown property with the property 404 and anything else with the page 404', () => {
    expect(pageVerdict('/a-vendre/ixelles/x/99999999/', 'fr')).toEqual({ kind: 'not-found', page: 'property' });
    expect(pageVerdict('/property/1/', 'fr')).toEqual({ kind: 'not-found', page: 'property' });
    for (const tail of ['/no-such-page/', '/merci/no-such-form/', '/projets/x/y/1/', '/git/config/', '/page-not-found/', '/property/abc/']) {
      expect(pageVerdict(tail, 'fr'), tail).toEqual({ kind: 'not-found', page: 'page' });
    }
  });
});

describe('ROUTE_FOLDER_PATHNAMES', () => {
  const appDir = path.join(process.cwd(), 'app/[locale]');
  const hasPage = (dir: string) => {
    try {
      return statSync(path.join(dir, 'page.tsx')).isFile();
    } catch {
      return false;
    }
  };
  const groups = readdirSync(appDir).filter((name) => /^\(.*\)$/.test(name));
  const folderOf = (internal: string) => groups.map((g) => path.join(appDir, g, ...internal.split('/').filter(Boolean)));

  it('names exactly the route-table pages that have a page.tsx of their own', () => {
    const withFolder = Object.keys(pathnames)
      .filter(isStaticPathname)
      .filter((internal) => folderOf(internal).some(hasPage));
    expect([...ROUTE_FOLDER_PATHNAMES].sort()).toEqual(withFolder.sort());
  });
});

describe('pageVerdict after staff published content', () => {
  it('sends an article the build did not know to the on-demand folder, and a removed one to the 404', async () => {
    const { articleLocalizedPath, embeddedArticles } = await import('@/lib/content/articles');
    const { setPublishedDocument } = await import('@/lib/content/published');
    const [first, ...rest] = embeddedArticles().filter((a) => a.slugParts);
    const moved = { ...first!, slugParts: { ...first!.slugParts!, name: { nl: 'verhuisd', fr: 'deplace', en: 'moved', de: 'verschoben' } } };
    const oldPath = articleLocalizedPath(first!, 'nl')!;
    const newPath = articleLocalizedPath(moved, 'nl')!;
    expect(pageVerdict(oldPath, 'nl')).toMatchObject({ kind: 'page', content: true });
    setPublishedDocument('articles', [moved, ...rest, ...embeddedArticles().filter((a) => !a.slugParts)], 1);
    try {
      expect(pageVerdict(newPath, 'nl')).toEqual({ ...SHARED, route: `/content-added${newPath.replace(/\/$/, '')}`, content: true });
      expect(pageVerdict(oldPath, 'nl')).toEqual({ kind: 'not-found', page: 'page' });
    } finally {
      setPublishedDocument('articles', null, null);
    }
    expect(pageVerdict(oldPath, 'nl')).toMatchObject({ kind: 'page', content: true });
  });
});
