import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/listing/list-query';
import { listQueryIn, townIn, type CatalogueTown } from '@/lib/listing/list-query-language';

const town = (Name: string, Zip: string, CountryID: number | null = 10): CatalogueTown => ({ Name, Zip, CountryID });
const fr = [town('Ixelles', '1050'), town('Etterbeek', '1040'), town('Bruxelles', '1000'), town('Luxembourg', 'L-2449', 12), town('Braine', '1420'), town('Ophain', '1421')];
const nl = [town('Elsene', '1050'), town('Etterbeek', '1040'), town('Brussel', '1000'), town('Luxemburg', 'L-2449', 12), town('Eigenbrakel', '1420'), town('Ophain', '1421'), town('Bois-Seigneur-Isaac', '1421')];

describe("a list's town in another language", () => {
  it.each([
    ['the same postal code under its Dutch name', { name: 'Ixelles', zip: '1050' }, { name: 'Elsene', zip: '1050' }],
    ['a name both languages share', { name: 'Etterbeek', zip: '1040' }, { name: 'Etterbeek', zip: '1040' }],
    ['the name as a visitor typed it (case, accents)', { name: 'ixelles', zip: '1050' }, { name: 'Elsene', zip: '1050' }],
    ['a Luxembourg code', { name: 'Luxembourg', zip: 'L-2449' }, { name: 'Luxemburg', zip: 'L-2449' }],
    ['several towns on a code: the one of the same name', { name: 'Ophain', zip: '1421' }, { name: 'Ophain', zip: '1421' }],
    ['a postal code alone: the town of that code', { name: '', zip: '1050' }, { name: 'Elsene', zip: '1050' }],
    ['a code the other language does not list: as it is', { name: 'Gand', zip: '9000' }, { name: 'Gand', zip: '9000' }],
  ])('%s', (_name, given, expected) => {
    expect(townIn(given, fr, nl)).toEqual(expected);
  });

  it('several towns on a code and none of that name: the postal code alone', () => {
    const de = [town('Ophain', '1421'), town('Bois-Seigneur-Isaac', '1421')];
    expect(townIn({ name: 'Ofen', zip: '1421' }, [town('Ofen', '1421')], de)).toEqual({ name: '', zip: '1421' });
  });
});

describe('a list query for the language switcher', () => {
  const towns = () => ({ from: fr, to: nl });
  const query = (q: Partial<ListQuery>): ListQuery => ({ ...EMPTY_LIST_QUERY, ...q });

  it('keeps the type, prices, bedrooms, sort and page, and names the town in the other language', () => {
    const given = query({ city: { name: 'Ixelles', zip: '1050' }, type: 2, minPrice: 200_000, bedrooms: 2, sort: 'price-asc', page: 2 });
    expect(listQueryIn(given, { towns, pages: () => 3 })).toEqual({ ...given, city: { name: 'Elsene', zip: '1050' } });
  });

  it('a page the list does not have there becomes its last page', () => {
    expect(listQueryIn(query({ type: 2, page: 4 }), { towns, pages: () => 2 }).page).toBe(2);
    expect(listQueryIn(query({ type: 2, page: 4 }), { towns, pages: () => 1 }).page).toBe(1);
  });

  it('counts the pages with the translated town', () => {
    const asked: ListQuery[] = [];
    listQueryIn(query({ city: { name: 'Ixelles', zip: '1050' }, page: 2 }), { towns, pages: (q) => (asked.push(q), 2) });
    expect(asked.map((q) => q.city)).toEqual([{ name: 'Elsene', zip: '1050' }]);
  });

  it('asks the catalogue nothing for a query without a town or a page', () => {
    const fail = () => {
      throw new Error('not needed');
    };
    expect(listQueryIn(query({ type: 2, sort: 'price-desc' }), { towns: fail, pages: fail })).toEqual(query({ type: 2, sort: 'price-desc' }));
  });
});
