import { describe, expect, it } from 'vitest';
import { getProperties, getPropertyListItems } from '@/lib/data';
import { revalidationPaths, type Snapshot } from '@/lib/server/crm/snapshot-paths';
import {
  landingAlternates,
  landingAt,
  landingHref,
  landingPages,
} from '@/lib/listing/landing-pages';
import { canonicalPrefixedPath } from '@/lib/proxy/canonical-url';
import { pageVerdict } from '@/lib/proxy/page-verdict';
import { indexablePages } from '@/lib/seo/site-pages';
import { SITE_LOCALES } from '@/lib/locale';

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
    const snapshot: Snapshot = {
      nl: getProperties('nl'),
      fr: getProperties('fr'),
      en: getProperties('en'),
      de: getProperties('de'),
    };
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
