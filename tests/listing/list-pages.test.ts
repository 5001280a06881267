import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFilterableListPath, listQueryVerdict } from '@/lib/listing/list-pages';

const verdict = (search: string) => listQueryVerdict(new URLSearchParams(search));

describe('listQueryVerdict', () => {
  it('leaves a list URL without list parameters to the prerendered page', () => {
    expect(verdict('')).toEqual({ kind: 'static' });
    expect(verdict('utm_source=mail')).toEqual({ kind: 'static' });
  });

  it('renders a query already in its canonical form', () => {
    const result = verdict('city=Ixelles%7C1050&type=7&page=2');
    expect(result.kind).toBe('query');
    if (result.kind === 'query')
      expect(result.query).toMatchObject({
        city: { name: 'Ixelles', zip: '1050' },
        type: 7,
        page: 2,
      });
  });

  it('redirects the empty fields the GET filter form sends to the short form', () => {
    expect(verdict('city=&type=7&min=&max=&bedrooms=&sort=newest')).toEqual({
      kind: 'redirect',
      search: '?type=7',
    });
  });

  it('redirects page 1 and the default sort to the prerendered page', () => {
    expect(verdict('page=1')).toEqual({ kind: 'redirect', search: '' });
    expect(verdict('sort=newest&city=')).toEqual({ kind: 'redirect', search: '' });
  });

  it('puts the parameters in their canonical order and drops malformed values', () => {
    expect(verdict('page=2&type=7')).toEqual({ kind: 'redirect', search: '?type=7&page=2' });
    expect(verdict('type=abc&page=-3')).toEqual({ kind: 'redirect', search: '' });
    expect(verdict('min=500000&max=100000')).toEqual({
      kind: 'redirect',
      search: '?min=100000&max=500000',
    });
  });

  it('keeps parameters that are not the list’s, after them', () => {
    expect(verdict('utm_source=mail&page=1&type=2')).toEqual({
      kind: 'redirect',
      search: '?type=2&utm_source=mail',
    });
  });
});

describe('listQueryVerdict with a map area', () => {
  it('renders a rounded area and keeps the map view parameter after the list’s', () => {
    expect(verdict('bounds=50.76%2C4.24%2C50.92%2C4.49&view=map').kind).toBe('query');
  });

  it('rounds an area to 4 decimals and drops a malformed one', () => {
    expect(verdict('view=map&bounds=50.760001,4.24,50.92,4.49&type=2')).toEqual({
      kind: 'redirect',
      search: '?type=2&bounds=50.76%2C4.24%2C50.92%2C4.49&view=map',
    });
    expect(verdict('bounds=51,4,50,5&type=2')).toEqual({ kind: 'redirect', search: '?type=2' });
  });
});

describe('listQueryVerdict never redirects twice', () => {
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '',
      '1',
      '2',
      '0',
      '-3',
      '7',
      'newest',
      'price-asc',
      'Ixelles|1050',
      '50.76,4.24,50.92,4.49',
      '50.123456789,4.000049999,50.99999,4.00005',
      '-0.00004,-0.00006,0.00006,0.00004',
      ' a | b | c ',
      '|',
      '%ff',
    ),
  );
  const key = fc.constantFrom(
    'city',
    'type',
    'min',
    'max',
    'bedrooms',
    'sort',
    'page',
    'bounds',
    'view',
    'utm_source',
    '_rsc',
  );
  it('the redirect target of any search is canonical', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const first = listQueryVerdict(new URLSearchParams(pairs));
        if (first.kind !== 'redirect') return;
        expect(listQueryVerdict(new URLSearchParams(first.search)).kind).not.toBe('redirect');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isFilterableListPath', () => {
  it('knows the sale and rent lists and their country sub-lists', () => {
    for (const path of ['/for-sale', '/for-rent', '/for-sale/belgique', '/for-rent/belgique'])
      expect(isFilterableListPath(path)).toBe(true);
  });

  it('is false for the home page (a list of 4 without filters) and other pages', () => {
    for (const path of ['', '/', '/contact', '/projects', '/for-sale/x'])
      expect(isFilterableListPath(path)).toBe(false);
  });
});
