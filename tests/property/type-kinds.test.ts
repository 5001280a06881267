import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataStore, getProperties, getTypes, type Property } from '@/lib/catalogue';
import { SITE_LOCALES } from '@/lib/locale';
import { propertyJsonLd } from '@/lib/property/json-ld';
import { typeKindOfName, typeKindOfNames, type TypeKind } from '@/lib/property/type-kinds';
import { costHomeOf } from '@/lib/purchase-cost-inputs';
import { calculatorPrefillFor } from '@/lib/renovation/property-input';
import { crmCatalogue } from '../catalogue/crm-catalogue';

const committed = createDataStore(path.join(process.cwd(), 'data'));
const namesOf = (webId: number) => SITE_LOCALES.map((l) => getTypes(l).find((t) => t.WebID === webId)!.Name);

describe('the kind of a committed category, from its names in the four languages', () => {
  it.each<[number, TypeKind]>([
    [1, 'house'],
    [2, 'apartment'],
    [3, 'apartment'],
    [4, 'plot'],
    [5, 'investment'],
    [6, 'other'],
    [7, 'other'],
    [8, 'other'],
    [9, 'other'],
  ])('WebID %i (%s)', (webId, kind) => {
    expect(typeKindOfNames(namesOf(webId))).toBe(kind);
    expect(committed.getTypeKind(webId)).toBe(kind);
  });
});

describe('the committed nine keep the meaning their WebIDs had', () => {
  // A sale with a Belgian EPC value: the calculator takes it whatever its type, so only the kind decides.
  const home = getProperties('nl').find((p) => calculatorPrefillFor(p, 'house') !== null)!;
  const opts = { url: '/nl/', siteUrl: 'https://example.be', crumbs: [], address: '' };
  const schemaType = (p: Property, kind: TypeKind) =>
    (propertyJsonLd(p, { ...opts, kind })[0] as { itemOffered: { '@type': string } }).itemOffered['@type'];

  it.each<[number, 'own' | 'other', 'house' | 'apartment' | null, 'Residence' | 'Place']>([
    [1, 'own', 'house', 'Residence'],
    [2, 'own', 'apartment', 'Residence'],
    [3, 'own', 'apartment', 'Residence'],
    [4, 'own', null, 'Place'],
    [5, 'other', null, 'Residence'],
    [6, 'other', null, 'Place'],
    [7, 'other', null, 'Place'],
    [8, 'other', null, 'Place'],
    [9, 'other', null, 'Place'],
  ])('WebID %i: bought as %s home, calculator type %s, schema.org %s', (webId, use, homeType, type) => {
    const kind = committed.getTypeKind(webId);
    expect(costHomeOf(kind)).toBe(use);
    expect(calculatorPrefillFor(home, kind)?.type ?? null).toBe(homeType);
    expect(schemaType(home, kind)).toBe(type);
  });
});

describe('the kind one name says', () => {
  it.each<[string, TypeKind | null]>([
    ['Villa', 'house'],
    ['Herenhuis', 'house'],
    ['Bel-étage', 'house'],
    ['Fermette', 'house'],
    ['Maison de maître', 'house'],
    ['Reihenhaus', 'house'],
    ['Penthouse', 'apartment'],
    ['Duplex', 'apartment'],
    ['Loft', 'apartment'],
    ['Kot', 'apartment'],
    ['Eigentumswohnung', 'apartment'],
    ['Appartement met garage', 'apartment'],
    ['Bouwgrond', 'plot'],
    ['Terrain à bâtir', 'plot'],
    ['Building land', 'plot'],
    ['Baugrundstück', 'plot'],
    ['Immeuble de rapport', 'investment'],
    ['Opbrengstwoning', 'investment'],
    ['Zinshaus', 'investment'],
    ['Warehouse', 'other'],
    ['Pakhuis', 'other'],
    ['Geschäftshaus', 'other'],
    ['Handelsgelijkvloers', null],
    ['Kasteel', null],
    ['', null],
  ])('%j → %s', (name, kind) => {
    expect(typeKindOfName(name)).toBe(kind);
  });
});

describe('the kind of a category from all its names', () => {
  it('is the kind its names agree on, names that say none aside', () => {
    expect(typeKindOfNames(['Kot', 'Kot', 'Student room', 'Studentenzimmer'])).toBe('apartment');
  });

  it('is other when no name says a kind: an unknown category is never taken for a home', () => {
    expect(typeKindOfNames(['Kasteel', 'Château', 'Castle', 'Schloss'])).toBe('other');
    expect(typeKindOfNames([])).toBe('other');
  });

  it('is other when the names disagree', () => {
    expect(typeKindOfNames(['Appartementsgebouw', 'Immeuble', 'Apartment building', 'Mehrfamilienhaus'])).toBe('other');
  });

  it('comes from the CRM names, not the WebID: a CRM whose WebID 2 is offices', () => {
    const crm = createDataStore(path.join(process.cwd(), 'data'), { catalogue: crmCatalogue() });
    expect(crm.getTypeKind(2)).toBe('other');
    expect(crm.getTypeKind(40)).toBe('apartment');
    expect(crm.getTypeKind(12)).toBe('house');
    expect(crm.getTypeKind(77)).toBe('plot');
    expect(crm.getTypeKind(9)).toBe('other');
    expect(crm.getTypeKind(4321)).toBe('other');
  });
});
