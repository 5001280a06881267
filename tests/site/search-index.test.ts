import { describe, expect, it } from 'vitest';
import { createSearcher, type SearchIndex } from '@/lib/search/search-index';

const index: SearchIndex = {
  properties: [
    { id: 4012345, title: 'Appartement neuf 2 chambres', type: 'Appartement', city: 'Etterbeek', zip: '1040', price: '', href: '/a' },
    { id: 4013027, title: 'Villa contemporaine avec piscine', type: 'Maison', city: 'Knokke-Heist', zip: '8300', price: '', href: '/b' },
    { id: 5000001, title: 'Loft lumineux', type: 'Appartement', city: 'Liège', zip: '4000', price: '', href: '/c' },
  ],
  cities: [
    { name: 'Etterbeek', zip: '1040', searchName: 'etterbeek', href: '/x', count: 1 },
    { name: 'Liège', zip: '4000', searchName: 'liege', href: '/y', count: 1 },
  ],
  types: [
    { webId: 1, name: 'Maison', href: '/t1', count: 1 },
    { webId: 2, name: 'Appartement', href: '/t2', count: 2 },
  ],
};
const search = createSearcher(index);

describe('home search', () => {
  it('finds a property by its exact ID, and only that one', () => {
    expect(search('4013027').properties.map((p) => p.id)).toEqual([4013027]);
  });

  it('does not fuzzy-match IDs: a wrong digit finds nothing', () => {
    expect(search('4013028').properties).toEqual([]);
  });

  it('matches a postal code and a city exactly, accents aside', () => {
    expect(search('1040').cities.map((c) => c.name)).toEqual(['Etterbeek']);
    expect(search('liege').cities.map((c) => c.name)).toEqual(['Liège']);
    expect(search('Liège').properties.map((p) => p.id)).toEqual([5000001]);
  });

  it('matches titles and types fuzzily', () => {
    expect(search('piscine').properties.map((p) => p.id)).toEqual([4013027]);
    expect(search('apartement').types.map((t) => t.webId)).toEqual([2]);
  });

  it('finds a misspelt city and its properties when no city matches exactly', () => {
    const typo = search('Etterbek');
    expect(typo.cities.map((c) => c.name)).toEqual(['Etterbeek']);
    expect(typo.properties.map((p) => p.id)).toEqual([4012345]);
    expect(search('Eterbeek').cities.map((c) => c.name)).toEqual(['Etterbeek']);
  });

  it('never mixes near misses into an exact city prefix', () => {
    expect(search('etter').cities.map((c) => c.name)).toEqual(['Etterbeek']);
    expect(search('liege').properties.map((p) => p.id)).toEqual([5000001]);
    expect(search('zzzzzz')).toEqual({ properties: [], cities: [], types: [] });
  });

  it('clears every list for an empty query', () => {
    expect(search('   ')).toEqual({ properties: [], cities: [], types: [] });
  });
});
