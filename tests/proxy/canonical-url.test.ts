import { describe, expect, it } from 'vitest';
import { canonicalPrefixedPath, localizeUnprefixedPath } from '@/lib/proxy/canonical-url';

describe('localizeUnprefixedPath: original language-neutral paths go to the localized URL', () => {
  it.each([
    ['/', 'nl', '/nl/'],
    ['/for-sale/', 'nl', '/nl/te-koop/'],
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-sale/', 'en', '/en/for-sale/'],
    ['/for-rent/', 'fr', '/fr/a-louer/'],
    ['/for-sale/Belgique/', 'nl', '/nl/te-koop/belgie/'],
    ['/for-rent/International/', 'en', '/en/for-rent/international/'],
    ['/contact-demand/', 'nl', '/nl/gratis-schatting/'],
    ['/contact-demand/', 'fr', '/fr/estimation-gratuite/'],
    ['/contact-demand/', 'en', '/en/free-valuation/'],
    ['/demand-register/', 'nl', '/nl/hou-me-op-de-hoogte/'],
    ['/demand-register/', 'fr', '/fr/tenez-moi-au-courant/'],
    ['/Qui-sommes-nous/', 'nl', '/nl/wie-zijn-wij/'],
    ['/Qui-sommes-nous/', 'fr', '/fr/qui-sommes-nous/'],
    ['/Vous-%C3%AAtes-propri%C3%A9taire/', 'nl', '/nl/u-bent-eigenaar/'],
    ['/Jobs/', 'nl', '/nl/job/'],
    ['/Disclaimer/', 'de', '/de/haftungsausschluss/'],
    ['/over-ons/', 'nl', '/nl/diensten/'],
    ['/login/', 'fr', '/fr/connexion-du-proprietaire/'],
    ['/privacy-statement/', 'nl', '/nl/privacyverklaring/'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizeUnprefixedPath(path, locale)).toBe(expected);
  });

  it('accepts a localized spelling without its language prefix', () => {
    expect(localizeUnprefixedPath('/te-koop/', 'fr')).toBe('/fr/a-vendre/');
  });

  it('falls back to the listing root on the first segment (SPEC §2.1)', () => {
    expect(localizeUnprefixedPath('/for-sale/unknown-thing/', 'nl')).toBe('/nl/te-koop/');
  });

  it('keeps an unknown path under the language prefix, where it reaches the 404 page', () => {
    expect(localizeUnprefixedPath('/no-such-page/', 'fr')).toBe('/fr/no-such-page/');
  });

  it('keeps a property detail path for its route', () => {
    expect(localizeUnprefixedPath('/property/1234/', 'en')).toBe('/en/property/1234/');
  });
});

describe('canonicalPrefixedPath: the canonical URL of a path that has a language', () => {
  it('leaves a canonical path alone', () => {
    expect(canonicalPrefixedPath('/nl/te-koop/', 'nl')).toBeNull();
    expect(canonicalPrefixedPath('/fr/', 'fr')).toBeNull();
  });

  it('leaves unknown and detail paths to the router', () => {
    expect(canonicalPrefixedPath('/fr/nos-services/gestion-locative/', 'fr')).toBeNull();
    expect(canonicalPrefixedPath('/fr/a-vendre/ixelles/villa/1234/', 'fr')).toBeNull();
  });

  it('translates another language’s slug into this language', () => {
    expect(canonicalPrefixedPath('/nl/a-vendre/', 'nl')).toBe('/nl/te-koop/');
    expect(canonicalPrefixedPath('/nl/for-sale/', 'nl')).toBe('/nl/te-koop/');
  });

  it('is case- and accent-insensitive', () => {
    expect(canonicalPrefixedPath('/fr/Qui-sommes-nous/', 'fr')).toBe('/fr/qui-sommes-nous/');
    expect(canonicalPrefixedPath('/fr/Vous-%C3%AAtes-propri%C3%A9taire/', 'fr')).toBe('/fr/vous-etes-proprietaire/');
  });

  it('sends an unknown path under a listing root to that listing', () => {
    expect(canonicalPrefixedPath('/fr/a-vendre/nowhere/', 'fr')).toBe('/fr/a-vendre/');
    expect(canonicalPrefixedPath('/nl/te-huur/x/y/', 'nl')).toBe('/nl/te-huur/');
  });

  it('keeps the country sub-lists', () => {
    expect(canonicalPrefixedPath('/fr/a-vendre/belgique/', 'fr')).toBeNull();
    expect(canonicalPrefixedPath('/nl/te-koop/belgique/', 'nl')).toBe('/nl/te-koop/belgie/');
  });
});

describe('the routes of the projects and of the detail variant with a country segment', () => {
  it('localizes the projects list from any spelling', () => {
    expect(localizeUnprefixedPath('/projects/', 'nl')).toBe('/nl/projecten/');
    expect(localizeUnprefixedPath('/Projets/', 'de')).toBe('/de/projekte/');
    expect(canonicalPrefixedPath('/fr/projets/', 'fr')).toBeNull();
    expect(canonicalPrefixedPath('/nl/projets/', 'nl')).toBe('/nl/projecten/');
  });

  it('leaves canonical project and variant detail paths to the router', () => {
    expect(canonicalPrefixedPath('/fr/projets/etterbeek/residence-la-chasse/90101/', 'fr')).toBeNull();
    expect(canonicalPrefixedPath('/nl/te-koop/belgie/elsene/villa/1234/', 'nl')).toBeNull();
    expect(canonicalPrefixedPath('/en/for-rent/international/luxembourg/loft/1234/', 'en')).toBeNull();
  });

  it("translates another language's list and country segments of a detail path", () => {
    expect(canonicalPrefixedPath('/nl/a-vendre/belgique/elsene/villa/1234/', 'nl')).toBe('/nl/te-koop/belgie/elsene/villa/1234/');
    expect(canonicalPrefixedPath('/fr/for-sale/ixelles/villa/1234/', 'fr')).toBe('/fr/a-vendre/ixelles/villa/1234/');
    expect(canonicalPrefixedPath('/de/projecten/mechelen/dijlezicht/90103/', 'de')).toBe('/de/projekte/mechelen/dijlezicht/90103/');
    expect(localizeUnprefixedPath('/for-sale/Belgique/Ixelles/villa/1234/', 'fr')).toBe('/fr/a-vendre/belgique/ixelles/villa/1234/');
  });

  it('sends an unknown path under the projects list, or an unknown country, to the listing', () => {
    expect(canonicalPrefixedPath('/fr/projets/nowhere/', 'fr')).toBe('/fr/projets/');
    expect(canonicalPrefixedPath('/nl/te-koop/paris/elsene/villa/1234/', 'nl')).toBe('/nl/te-koop/');
  });
});
