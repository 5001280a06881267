import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import { getProperties, getPropertyListItems, showCatalogue } from '@/lib/catalogue';
import { revalidationPaths, type Snapshot } from '@/lib/server/crm/snapshot-paths';
import {
  landingAlternates,
  landingAt,
  landingHref,
  landingPages,
  landingsOf,
} from '@/lib/listing/landing-pages';
import { landingTexts } from '@/lib/listing/landing-texts';
import { canonicalPrefixedPath } from '@/lib/proxy/canonical-url';
import { pageVerdict } from '@/lib/proxy/page-verdict';
import { indexablePages } from '@/lib/seo/site-pages';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { crmCatalogue } from '../catalogue/crm-catalogue';

describe('landing pages (one type in one town)', () => {
  it('exist only for combinations that have properties, each property in the town and of the type', () => {
    for (const locale of SITE_LOCALES) {
      for (const goal of ['sale', 'rent'] as const) {
        const landings = landingPages(locale, goal);
        expect(landings.length).toBeGreaterThan(0);
        for (const l of landings) {
          expect(l.properties.length).toBeGreaterThan(0);
          for (const p of l.properties) {
            expect(p.City).toBe(l.city.name);
            expect(p.WebIDs.split(',').map(Number)).toContain(l.webId);
            expect(p.Goal).toBe(goal === 'sale' ? 0 : 1);
          }
        }
      }
    }
  });

  it('cover every type and town of the sale list', () => {
    const sale = getPropertyListItems('nl', 2);
    const landings = landingPages('nl', 'sale');
    for (const p of sale)
      expect(landings.some((l) => l.city.zip === p.Zip && l.properties.includes(p))).toBe(true);
  });

  it('have a localized path: type plural and town name in the language', () => {
    const nl = landingPages('nl', 'sale').find((l) => l.city.zip === '1050' && l.webId === 2);
    expect(nl && landingHref(nl, 'nl')).toBe('/nl/te-koop/appartementen/elsene/');
    expect(nl && landingAlternates(nl, SITE_LOCALES)).toMatchObject({
      nl: '/nl/te-koop/appartementen/elsene/',
      fr: '/fr/a-vendre/appartements/ixelles/',
      en: '/en/for-sale/apartments/ixelles/',
      de: '/de/zu-verkaufen/wohnungen/ixelles/',
    });
  });

  it('are pages for the proxy; a combination without properties goes to the list (SPEC §2.1)', () => {
    expect(pageVerdict('/te-koop/appartementen/elsene/', 'nl')).toEqual({
      kind: 'page',
      route: '/landing/sale/appartementen/elsene',
      shared: true,
    });
    expect(pageVerdict('/a-vendre/appartements/ixelles/', 'fr')).toMatchObject({ kind: 'page' });
    expect(landingAt('nl', 'sale', 'kantoren', 'cannes')).toBeUndefined();
    expect(canonicalPrefixedPath('/nl/te-koop/kantoren/cannes/', 'nl')).toBe('/nl/te-koop/');
    expect(canonicalPrefixedPath('/nl/te-koop/appartementen/nergensdorp/', 'nl')).toBe(
      '/nl/te-koop/',
    );
    expect(canonicalPrefixedPath('/nl/te-koop/appartementen/elsene/', 'nl')).toBeNull();
    expect(canonicalPrefixedPath('/fr/te-koop/appartementen/elsene/', 'fr')).toBe('/fr/a-vendre/');
  });

  it('are revalidated after a sync changed one of their properties', () => {
    const snapshot: Snapshot = perLanguage((l) => getProperties(l));
    const landing = landingPages('nl', 'sale').find((l) => l.city.zip === '1050' && l.webId === 2)!;
    const paths = revalidationPaths(snapshot, snapshot, new Set([landing.properties[0]!.ID]));
    expect(paths).toContain('/nl/landing/sale/appartementen/elsene');
    expect(paths).toContain('/fr/landing/sale/appartements/ixelles');
    expect(paths).not.toContain('/nl/landing/sale/huizen/waterloo');
  });

  it('are in the sitemap with their translations', () => {
    const pages = indexablePages();
    expect(pages).toContainEqual(
      expect.objectContaining({
        nl: '/nl/te-koop/appartementen/elsene/',
        fr: '/fr/a-vendre/appartements/ixelles/',
      }),
    );
  });
});

describe("landing pages of a CRM's own categories", () => {
  beforeAll(() => showCatalogue(crmCatalogue()));
  afterAll(() => showCatalogue(null));

  it("name the type by the category's name, not its WebID: this CRM's WebID 2 is offices", () => {
    const offices = landingPages('nl', 'sale').find((l) => l.webId === 2);
    if (!offices) throw new Error('no offices for sale in the catalogue');
    expect(offices.typeName).toBe('Kantoren');
    expect(offices.properties.every((p) => p.WebIDs.split(',').includes('2'))).toBe(true);
    const alternates = landingAlternates(offices, SITE_LOCALES);
    expect(alternates.nl).toMatch(/^\/nl\/te-koop\/kantoren\/[a-z0-9-]+\/$/);
    expect(alternates.fr).toMatch(/^\/fr\/a-vendre\/bureaux\/[a-z0-9-]+\/$/);
    expect(alternates.en).toMatch(/^\/en\/for-sale\/offices\/[a-z0-9-]+\/$/);
    expect(alternates.de).toMatch(/^\/de\/zu-verkaufen\/buros\/[a-z0-9-]+\/$/);
    expect(landingPages('nl', 'sale').some((l) => l.typeSlug === 'appartementen' && l.webId === 40)).toBe(true);
  });

  it('use the category name when no plural is known', () => {
    const parking = [...landingPages('nl', 'sale'), ...landingPages('nl', 'rent')].find((l) => l.webId === 5);
    expect(parking).toMatchObject({ typeName: 'Staanplaats', typeSlug: 'staanplaats' });
  });

  it('are pages for the proxy and in the sitemap', () => {
    const offices = landingPages('fr', 'sale').find((l) => l.webId === 2)!;
    const href = landingHref(offices, 'fr');
    expect(pageVerdict(href.slice('/fr'.length), 'fr')).toMatchObject({ kind: 'page', route: `/landing/sale/bureaux/${offices.citySlug}` });
    expect(canonicalPrefixedPath(href, 'fr')).toBeNull();
    expect(indexablePages().flatMap((a) => Object.values(a))).toContain(href);
  });
});

describe('landing segments and texts of what a CRM may send', () => {
  const committed = getProperties('fr').filter((p) => p.Goal === 0);
  const refiled = committed.map((p) => ({ ...p, WebID: p.ID % 2 ? 10 : 11, WebIDs: String(p.ID % 2 ? 10 : 11) }));

  it('give types whose plurals share a segment their WebID after it', () => {
    const landings = landingsOf(refiled, 'fr', 'sale', [
      { WebID: 10, Name: 'Bureau' },
      { WebID: 11, Name: 'Bureaux' },
    ]);
    expect(new Set(landings.map((l) => l.typeSlug))).toEqual(new Set(['bureaux-10', 'bureaux-11']));
  });

  it('give a type whose name has no Latin letter its WebID as its segment', () => {
    const landings = landingsOf(refiled, 'fr', 'sale', [
      { WebID: 10, Name: '公寓' },
      { WebID: 11, Name: 'Bureau' },
    ]);
    expect(new Set(landings.map((l) => l.typeSlug))).toEqual(new Set(['10', 'bureaux']));
  });

  it('leave out a property of a category the types do not list', () => {
    const ids = (properties: { ID: number }[]) => properties.map((p) => p.ID).sort();
    expect(ids(landingsOf(refiled, 'fr', 'sale', [{ WebID: 10, Name: 'Bureau' }]).flatMap((l) => l.properties))).toEqual(
      ids(refiled.filter((p) => p.WebID === 10)),
    );
  });

  it('name a town without a postal code without brackets, and keep its segment plain', () => {
    const [first, second] = refiled;
    const abroad = [{ ...first!, City: 'Cannes', Zip: '' }, { ...second!, City: 'Cannes', Zip: '06400' }];
    const landings = landingsOf(abroad, 'nl', 'sale', [
      { WebID: 10, Name: 'Kantoor' },
      { WebID: 11, Name: 'Kantoor' },
    ]);
    const noZip = landings.find((l) => l.city.zip === '')!;
    expect(noZip.citySlug).toBe('cannes');
    expect(landings.find((l) => l.city.zip === '06400')!.citySlug).toBe('cannes-06400');
    const t = createTranslator({ locale: 'nl', messages: nl, namespace: 'Landing' });
    const texts = landingTexts(noZip, t, 'Immo');
    expect(texts.title).toBe('Kantoren te koop in Cannes');
    expect(texts.lead).toMatch(/^Kantoren te koop in Cannes: 1 pand bij Immo/);
    expect(texts.lead).not.toContain('()');
    const withZip = landingTexts(landings.find((l) => l.city.zip === '06400')!, t, 'Immo');
    expect(withZip.lead).toMatch(/^Kantoren te koop in Cannes \(06400\): 1 pand bij Immo/);
  });
});
