/** The next stock from the live one and a sync's reading: rows, ids, prices, languages. */
import { describe, expect, it } from 'vitest';
import { createDataStore } from '@/lib/catalogue/store';
import type { Property, PropertyTypeRecord } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { CatalogueRead, PropertyRecords } from '@/lib/server/crm/omnicasa/catalogue';
import { createPlaceNames, hashOf, inEveryLanguage, nextStock, type LiveIndex, type LiveRow } from '@/lib/server/crm/stock';

const store = createDataStore('data');
const ids = store.getProperties('nl').map((p) => p.ID);
const all = (id: number) => perLanguage((locale) => store.getProperty(locale, id)!);
const types = store.getTypeRecords();

function read(properties: Array<[number, PropertyRecords]>, overrides: Partial<CatalogueRead> = {}): CatalogueRead {
  return { complete: true, properties: new Map(properties), leftOut: [], types, projects: [], deletedPropertyIds: [], notes: [], noteCount: 0, tally: { records: 0, leftOut: 0 }, unseenFields: [], ...overrides };
}

/** The live index of a stock published from `records` (every language its own). */
function liveOf(records: Array<Record<SiteLocale, Property>>): LiveIndex {
  const rows: LiveRow[] = records.flatMap((byLocale) =>
    SITE_LOCALES.map((locale) => {
      const p = byLocale[locale];
      return { propertyId: p.ID, locale, hash: hashOf(p), createDate: p.CreateDate, language: p.language, city: p.City, zip: p.Zip, countryId: p.CountryID };
    }),
  );
  return {
    rows,
    lastPrices: new Map(records.map((byLocale) => [byLocale.nl.ID, byLocale.nl.PublishPrice ? byLocale.nl.Price : null])),
    documentHashes: records.length === 0 ? { types: null, projects: null } : { types: hashOf(types), projects: hashOf([]) },
    typeCount: records.length === 0 ? 0 : types.nl.length,
  };
}

describe('inEveryLanguage', () => {
  it('shows the default language\'s record where the CRM lacks one, with the type\'s and the town\'s names of the language', () => {
    const ixelles = all(4012345);
    const places = createPlaceNames();
    places.learn(ixelles);
    const dutchOnly = { ...ixelles.nl, ID: 9100001 };
    const filled = inEveryLanguage({ nl: dutchOnly }, 'nl', types, places);
    expect(filled.nl).toBe(dutchOnly);
    expect(filled.fr).toMatchObject({ ID: 9100001, language: 'nl', City: 'Ixelles', MainTypeName: 'Appartement', CountryName: dutchOnly.CountryName, Description: dutchOnly.Description });
    expect(filled.de).toMatchObject({ language: 'nl', City: ixelles.de.City, MainTypeName: 'Wohnung' });
  });

  it('falls back on the first language the CRM has when it lacks the default one too', () => {
    const french = { ...all(4012345).fr, ID: 9100002 };
    const filled = inEveryLanguage({ fr: french }, 'nl', types, createPlaceNames());
    expect(SITE_LOCALES.map((l) => filled[l].language)).toEqual(SITE_LOCALES.map(() => 'fr'));
    expect(filled.nl.MainTypeName).toBe('Appartement');
  });

  it('keeps the record\'s own names where nothing tells another language\'s', () => {
    const unknownTown = { ...all(4012345).nl, ID: 9100003, City: 'Nergensdorp', Zip: '9999', WebID: 55, WebIDs: '55', MainTypeName: 'Kasteel' };
    expect(inEveryLanguage({ nl: unknownTown }, 'nl', types, createPlaceNames()).en).toMatchObject({ City: 'Nergensdorp', MainTypeName: 'Kasteel' });
  });
});

describe('nextStock', () => {
  const [a, b, c] = ids.map(all);

  it('adds everything on a first sync, recording each price once', () => {
    const change = nextStock(liveOf([]), read([a!, b!].map((p) => [p.nl.ID, p])), 'nl');
    expect(change.added).toEqual([a!.nl.ID, b!.nl.ID]);
    expect(change.upserts).toHaveLength(2 * SITE_LOCALES.length);
    expect(change.prices.map((p) => p.propertyId)).toEqual([a!.nl.ID, b!.nl.ID]);
    expect(change.counts).toMatchObject({ before: 0, after: 2 });
    expect(change.types).not.toBeNull();
  });

  it('writes only the rows that changed and removes what a full read no longer has', () => {
    const live = liveOf([a!, b!, c!]);
    const cheaper = perLanguage((locale) => ({ ...b![locale], Price: (b![locale].Price ?? 0) - 10_000 }));
    const change = nextStock(live, read([[a!.nl.ID, a!], [b!.nl.ID, cheaper]]), 'nl');
    expect(change).toMatchObject({ added: [], updated: [b!.nl.ID], removed: [c!.nl.ID], types: null, projects: null });
    expect(change.upserts.map((r) => [r.propertyId, r.locale])).toEqual(SITE_LOCALES.map((l) => [b!.nl.ID, l]));
    expect(change.prices).toEqual([{ propertyId: b!.nl.ID, price: cheaper.nl.PublishPrice ? cheaper.nl.Price : null }]);
    expect(change.counts).toMatchObject({ before: 3, after: 2 });
  });

  it('keeps what an incremental read did not see, and removes what the CRM deleted or what now lacks a page\'s minimum', () => {
    const live = liveOf([a!, b!, c!]);
    const change = nextStock(live, read([], { complete: false, deletedPropertyIds: [a!.nl.ID, 123], leftOut: [c!.nl.ID] }), 'nl');
    expect(change.removed).toEqual([a!.nl.ID, c!.nl.ID].sort((x, y) => x - y));
    expect(change.counts).toMatchObject({ before: 3, after: 1 });
  });

  it('notices a property shown in another language once the CRM has its own record', () => {
    const dutchOnly = inEveryLanguage({ nl: a!.nl }, 'nl', types, createPlaceNames());
    const change = nextStock(liveOf([dutchOnly]), read([[a!.nl.ID, a!]]), 'nl');
    expect(change.updated).toEqual([a!.nl.ID]);
    expect(change.upserts.map((r) => r.locale)).toEqual(SITE_LOCALES.filter((l) => l !== 'nl'));
  });

  it('replaces the types when the CRM\'s categories changed', () => {
    const theirs: Record<SiteLocale, PropertyTypeRecord[]> = perLanguage((language) => [{ ID: 1, WebID: 77, Name: 'Kot', ShowOrder: 1, Sale: false, Rent: true, language }]);
    const change = nextStock(liveOf([a!]), read([[a!.nl.ID, a!]], { types: theirs }), 'nl');
    expect(change.types?.data).toBe(theirs);
    expect(change.counts).toMatchObject({ typesBefore: types.nl.length, typesAfter: 1 });
  });
});
