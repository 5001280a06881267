/** Words typed in the 404 page's search (no JavaScript), read as the home search reads them. */
import { describe, expect, it } from 'vitest';
import { listQueryVerdict } from '@/lib/listing/list-pages';
import { resolveSearchText, searchTextCatalogue, type SearchTextCatalogue } from '@/lib/listing/search-text';

const catalogue: SearchTextCatalogue = {
  propertyExists: (id) => id === 4012345,
  cities: [
    { Name: 'Elsene', Zip: '1050' },
    { Name: 'Sint-Lambrechts-Woluwe', Zip: '1200' },
    { Name: 'Hamme', Zip: '9220' },
    { Name: 'Hamme', Zip: '1700' },
    { Name: 'Luxembourg', Zip: 'L-1234' },
  ],
  types: [
    { WebID: 2, Name: 'Appartement' },
    { WebID: 7, Name: 'Garage/Parking' },
  ],
};

describe('resolveSearchText', () => {
  it.each([
    ['4012345', { kind: 'property', id: 4012345 }],
    ['Elsene', { kind: 'filters', city: { name: 'Elsene', zip: '1050' }, type: null, unknown: null }],
    ['  elséne ', { kind: 'filters', city: { name: 'Elsene', zip: '1050' }, type: null, unknown: null }],
    ['1050', { kind: 'filters', city: { name: 'Elsene', zip: '1050' }, type: null, unknown: null }],
    ['L-1234', { kind: 'filters', city: { name: 'Luxembourg', zip: 'L-1234' }, type: null, unknown: null }],
    ['sint-lambrechts-woluwe', { kind: 'filters', city: { name: 'Sint-Lambrechts-Woluwe', zip: '1200' }, type: null, unknown: null }],
    ['Hamme', { kind: 'filters', city: { name: 'Hamme', zip: '' }, type: null, unknown: null }],
    ['appartement elsene', { kind: 'filters', city: { name: 'Elsene', zip: '1050' }, type: 2, unknown: null }],
    ['garage/parking 1050', { kind: 'filters', city: { name: 'Elsene', zip: '1050' }, type: 7, unknown: null }],
    ['zwembad', { kind: 'filters', city: null, type: null, unknown: 'zwembad' }],
    ['9999999', { kind: 'filters', city: null, type: null, unknown: '9999999' }],
  ])('reads %j', (text, target) => {
    expect(resolveSearchText(text, catalogue)).toEqual(target);
  });

  it('reads blank text as nothing', () => {
    expect(resolveSearchText('   ', catalogue)).toBeNull();
  });

  it('reads the committed stock: Elsene is a town in Dutch, Ixelles in French', () => {
    expect(resolveSearchText('Elsene', searchTextCatalogue('nl'))).toMatchObject({ city: { name: 'Elsene', zip: '1050' } });
    expect(resolveSearchText('ixelles', searchTextCatalogue('fr'))).toMatchObject({ city: { name: 'Ixelles', zip: '1050' } });
  });
});

describe('listQueryVerdict with typed words', () => {
  const verdict = (search: string) => listQueryVerdict(new URLSearchParams(search), (text) => resolveSearchText(text, catalogue));

  it('sends words naming a town and a type to the list filtered by them', () => {
    expect(verdict('q=appartement+Elsene')).toEqual({ kind: 'redirect', search: `?${new URLSearchParams({ city: 'Elsene|1050', type: '2' })}` });
  });

  it("sends a property's ID to its page", () => {
    expect(verdict('q=4012345')).toEqual({ kind: 'property', id: 4012345 });
  });

  it('keeps the list empty for words naming nothing, rather than showing every property', () => {
    expect(verdict('q=zwembad')).toEqual({ kind: 'redirect', search: `?${new URLSearchParams({ city: 'zwembad|' })}` });
  });

  it('drops blank words', () => {
    expect(verdict('q=+&sort=price-asc')).toEqual({ kind: 'redirect', search: '?sort=price-asc' });
  });
});
