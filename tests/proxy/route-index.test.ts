import { describe, expect, it } from 'vitest';
import { dynamicRouteFor, internalPathFor, localizedDynamicPath } from '@/lib/proxy/route-index';

describe('internalPathFor: the static pages of the route table in any spelling', () => {
  it.each([
    ['/projects/', '/projects'],
    ['/projecten/', '/projects'],
    ['/projets/', '/projects'],
    ['/projekte/', '/projects'],
    ['/te-koop/belgie/', '/for-sale/belgique'],
  ])('%s → %s', (path, internal) => {
    expect(internalPathFor(path)).toBe(internal);
  });
});

describe('dynamicRouteFor: the routes with parameters in any spelling', () => {
  it('finds the property detail and its params', () => {
    expect(dynamicRouteFor('/te-koop/elsene/villa/123/')).toEqual({
      internal: '/for-sale/[city]/[title]/[id]',
      params: { city: 'elsene', title: 'villa', id: '123' },
    });
    expect(dynamicRouteFor('/a-louer/ixelles/studio/9/')?.internal).toBe('/for-rent/[city]/[title]/[id]');
  });

  it('finds the detail variant by its country segment in every language (SPEC §2.2)', () => {
    for (const path of [
      '/te-koop/belgie/elsene/villa/123/',
      '/a-vendre/belgique/ixelles/villa/123/',
      '/for-sale/belgium/ixelles/villa/123/',
      '/zu-verkaufen/belgien/ixelles/villa/123/',
    ]) {
      expect(dynamicRouteFor(path)?.internal, path).toBe('/for-sale/belgique/[city]/[title]/[id]');
    }
    expect(dynamicRouteFor('/te-huur/internationaal/luxemburg/loft/7/')?.internal).toBe('/for-rent/international/[city]/[title]/[id]');
  });

  it('finds the project detail', () => {
    expect(dynamicRouteFor('/projets/etterbeek/residence-la-chasse/90101/')).toEqual({
      internal: '/projects/[city]/[title]/[id]',
      params: { city: 'etterbeek', title: 'residence-la-chasse', id: '90101' },
    });
  });

  it('needs a numeric id and the right number of segments', () => {
    expect(dynamicRouteFor('/te-koop/elsene/villa/abc/')).toBeUndefined();
    expect(dynamicRouteFor('/te-koop/paris/elsene/villa/123/')).toBeUndefined();
    expect(dynamicRouteFor('/projecten/etterbeek/90101/')).toBeUndefined();
    expect(dynamicRouteFor('/te-koop/')).toBeUndefined();
  });
});

describe('localizedDynamicPath: the fixed segments in one language, the params kept', () => {
  it.each([
    ['/a-vendre/belgique/ixelles/villa/123/', 'nl', '/te-koop/belgie/ixelles/villa/123'],
    ['/te-koop/belgie/elsene/villa/123/', 'en', '/for-sale/belgium/elsene/villa/123'],
    ['/te-huur/x/y/5/', 'de', '/zu-vermieten/x/y/5'],
    ['/projecten/mechelen/dijlezicht/90103/', 'fr', '/projets/mechelen/dijlezicht/90103'],
    ['/bedankt/contact-construction/', 'fr', '/merci/contact-construction'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizedDynamicPath(dynamicRouteFor(path)!, locale)).toBe(expected);
  });
});
