import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { goalOf, localizedPropertyPath, parsePropertyPath } from '@/lib/property-url';

describe('localizedPropertyPath', () => {
  it.each([
    ['nl', 0, '/nl/te-koop/bruxelles/appartement-2-chambres/123/'],
    ['fr', 0, '/fr/a-vendre/bruxelles/appartement-2-chambres/123/'],
    ['en', 0, '/en/for-sale/bruxelles/appartement-2-chambres/123/'],
    ['de', 0, '/de/zu-verkaufen/bruxelles/appartement-2-chambres/123/'],
    ['nl', 1, '/nl/te-huur/bruxelles/appartement-2-chambres/123/'],
    ['fr', 1, '/fr/a-louer/bruxelles/appartement-2-chambres/123/'],
    ['en', 1, '/en/for-rent/bruxelles/appartement-2-chambres/123/'],
    ['de', 1, '/de/zu-vermieten/bruxelles/appartement-2-chambres/123/'],
  ] as const)('builds the %s path for Goal %s', (locale, goal, path) => {
    expect(
      localizedPropertyPath({
        locale,
        goal,
        city: 'Bruxelles',
        title: 'Appartement 2 chambres',
        id: 123,
      }),
    ).toBe(path);
  });

  it('treats any non-zero Goal as rent', () => {
    expect(
      localizedPropertyPath({ locale: 'fr', goal: 2, city: 'Ixelles', title: 'Studio', id: 5 }),
    ).toBe('/fr/a-louer/ixelles/studio/5/');
    expect(
      localizedPropertyPath({ locale: 'fr', goal: -1, city: 'Ixelles', title: 'Studio', id: 5 }),
    ).toBe('/fr/a-louer/ixelles/studio/5/');
  });

  it('puts the country segment before the city when given', () => {
    expect(
      localizedPropertyPath({
        locale: 'en',
        goal: 0,
        country: 'Belgium',
        city: 'Sint-Genesius-Rode',
        title: 'Villa',
        id: 9,
      }),
    ).toBe('/en/for-sale/belgium/sint-genesius-rode/villa/9/');
  });

  it('leaves out a blank country', () => {
    expect(
      localizedPropertyPath({
        locale: 'en',
        goal: 0,
        country: ' ',
        city: 'Uccle',
        title: 'Villa',
        id: 9,
      }),
    ).toBe('/en/for-sale/uccle/villa/9/');
  });

  it('slugs accents and punctuation in city and title', () => {
    expect(
      localizedPropertyPath({
        locale: 'fr',
        goal: 0,
        city: 'Watermael-Boitsfort',
        title: "Maison d'architecte à rénover!",
        id: 77,
      }),
    ).toBe('/fr/a-vendre/watermael-boitsfort/maison-darchitecte-a-renover/77/');
  });

  it('uses the type name when the title is empty, then the word for property', () => {
    expect(
      localizedPropertyPath({
        locale: 'fr',
        goal: 0,
        city: 'Uccle',
        title: '',
        type: 'Maison',
        id: 1,
      }),
    ).toBe('/fr/a-vendre/uccle/maison/1/');
    expect(
      localizedPropertyPath({ locale: 'nl', goal: 0, city: 'Ukkel', title: null, id: 1 }),
    ).toBe('/nl/te-koop/ukkel/pand/1/');
    expect(localizedPropertyPath({ locale: 'fr', goal: 0, city: 'Uccle', title: '?', id: 1 })).toBe(
      '/fr/a-vendre/uccle/bien/1/',
    );
    expect(localizedPropertyPath({ locale: 'en', goal: 0, city: 'Uccle', title: '', id: 1 })).toBe(
      '/en/for-sale/uccle/property/1/',
    );
    expect(localizedPropertyPath({ locale: 'de', goal: 0, city: 'Uccle', title: '', id: 1 })).toBe(
      '/de/zu-verkaufen/uccle/immobilie/1/',
    );
  });

  it("uses 'city' when the city is empty", () => {
    expect(localizedPropertyPath({ locale: 'en', goal: 0, city: '', title: 'Villa', id: 1 })).toBe(
      '/en/for-sale/city/villa/1/',
    );
  });
});

describe('goalOf', () => {
  it('reads Goal 0 as sale and any non-zero value as rent', () => {
    expect(goalOf(0)).toBe('sale');
    expect(goalOf(1)).toBe('rent');
    expect(goalOf(3)).toBe('rent');
    expect(goalOf('sale')).toBe('sale');
  });
});

describe('parsePropertyPath', () => {
  it('reads the form without a country', () => {
    expect(parsePropertyPath('/nl/te-koop/bruxelles/appartement/123/')).toEqual({
      locale: 'nl',
      goal: 'sale',
      country: null,
      citySlug: 'bruxelles',
      titleSlug: 'appartement',
      id: 123,
    });
  });

  it('reads the form with a country segment', () => {
    expect(parsePropertyPath('/fr/a-louer/belgium/ixelles/studio/45/')).toEqual({
      locale: 'fr',
      goal: 'rent',
      country: 'belgium',
      citySlug: 'ixelles',
      titleSlug: 'studio',
      id: 45,
    });
  });

  it('accepts any case and a missing trailing slash, and ignores the query', () => {
    expect(parsePropertyPath('/DE/Zu-Vermieten/Uccle/Villa/7')).toMatchObject({
      locale: 'de',
      goal: 'rent',
      citySlug: 'uccle',
      titleSlug: 'villa',
      id: 7,
    });
    expect(parsePropertyPath('/en/for-sale/uccle/villa/7?utm_source=x#photos')?.id).toBe(7);
  });

  it('reads back every path it builds', () => {
    for (const locale of SITE_LOCALES) {
      for (const goal of [0, 1]) {
        const path = localizedPropertyPath({
          locale,
          goal,
          country: 'belgium',
          city: 'Ixelles',
          title: 'Loft',
          id: 42,
        });
        expect(parsePropertyPath(path)).toEqual({
          locale,
          goal: goal === 0 ? 'sale' : 'rent',
          country: 'belgium',
          citySlug: 'ixelles',
          titleSlug: 'loft',
          id: 42,
        });
      }
    }
  });

  it.each([
    '/nl/te-koop/bruxelles/appartement/abc/',
    '/nl/te-koop/bruxelles/appartement/12a/',
    '/nl/te-koop/bruxelles/appartement/-5/',
    '/nl/te-koop/bruxelles/appartement/0/',
    '/nl/te-koop/bruxelles/appartement/1.5/',
    '/nl/te-koop/bruxelles/appartement/99999999999999999999/',
  ])('rejects the non-numeric or non-positive id in %s', (path) => {
    expect(parsePropertyPath(path)).toBeNull();
  });

  it.each([
    '/nl/for-sale/bruxelles/appartement/123/',
    '/fr/te-koop/bruxelles/appartement/123/',
    '/nl/kopen/bruxelles/appartement/123/',
    '/xx/te-koop/bruxelles/appartement/123/',
    '/te-koop/bruxelles/appartement/123/',
    '/nl/te-koop/appartement/123/',
    '/nl/te-koop/a/b/c/d/123/',
    '/nl/te-koop/bruxelles/appartement/%E0%A4%A/',
    '',
    '/',
  ])('rejects %j (unknown list slug for the language, unknown language or wrong shape)', (path) => {
    expect(parsePropertyPath(path)).toBeNull();
  });
});
