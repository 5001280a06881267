import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import { getTypes } from '@/lib/catalogue';
import { pluralKeyOf, typePlural } from '@/lib/listing/type-plurals';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { slugify } from '@/lib/slug';

describe('the plural of a category name', () => {
  // The landing addresses of the committed nine, as they were when the plural was keyed by WebID.
  it.each<[SiteLocale, string[]]>([
    ['nl', ['huizen', 'appartementen', 'studios', 'gronden', 'opbrengsteigendommen', 'handelspanden', 'garages-en-parkings', 'industriele-panden', 'kantoren']],
    ['fr', ['maisons', 'appartements', 'studios', 'terrains', 'immeubles-de-rapport', 'commerces', 'garages-et-parkings', 'batiments-industriels', 'bureaux']],
    ['en', ['houses', 'apartments', 'studios', 'land', 'investment-properties', 'commercial-properties', 'garages-and-parking-spaces', 'industrial-buildings', 'offices']],
    ['de', ['hauser', 'wohnungen', 'studios', 'grundstucke', 'renditeobjekte', 'gewerbeimmobilien', 'garagen-und-stellplatze', 'industriegebaude', 'buros']],
  ])('keeps the %s segments of the committed nine', (locale, segments) => {
    const byWebId = [...getTypes(locale)].sort((a, b) => a.WebID - b.WebID);
    expect(byWebId.map((t) => slugify(typePlural(t.Name, locale)))).toEqual(segments);
  });

  it.each<[string, SiteLocale, string]>([
    ['Appartement', 'nl', 'Appartementen'],
    ['Maison', 'fr', 'Maisons'],
    ['Bureaux', 'fr', 'Bureaux'],
    ['Villa', 'de', 'Villen'],
    ['Penthouse', 'nl', 'Penthouses'],
    ['Bel-étage', 'fr', 'Bel-étages'],
    ['Bel-etage', 'nl', 'Bel-etages'],
    ['Fermette', 'en', 'Fermettes'],
    ['Handelsgelijkvloers', 'nl', 'Handelsgelijkvloersen'],
    ['Warehouse', 'en', 'Warehouses'],
    ['Terrain à bâtir', 'fr', 'Terrains à bâtir'],
    ['GARAGE / parking', 'nl', 'Garages en parkings'],
  ])('knows %j in %s: %j', (name, locale, plural) => {
    expect(typePlural(name, locale)).toBe(plural);
  });

  it("gives a name the CRM left untranslated the page language's plural", () => {
    expect(typePlural('Maison', 'nl')).toBe('Huizen');
    expect(typePlural('Huis', 'en')).toBe('Houses');
  });

  it('uses the category name when no plural is known', () => {
    expect(typePlural(' Kasteel ', 'nl')).toBe('Kasteel');
    expect(typePlural('Staanplaats', 'fr')).toBe('Staanplaats');
  });
});

describe('the messages Landing.typePlurals (the same keys in every language: tests/i18n)', () => {
  const keys = Object.keys(nl.Landing.typePlurals);

  it('are keyed by the form a name is looked up in (else the entry could never be found)', () => {
    for (const key of keys) expect(pluralKeyOf(key), key).toBe(key);
  });

  it.each(SITE_LOCALES)('know every committed category name in %s', (locale) => {
    for (const type of getTypes(locale)) expect(keys, type.Name).toContain(pluralKeyOf(type.Name));
  });
});
