import { describe, expect, it } from 'vitest';
import { flattenMenu } from '@/lib/content/menu';
import type { SiteLocale } from '@/lib/locale';
import { listPageResult } from '@/lib/listing/list-page-result';
import { EMPTY_LIST_QUERY, parseListQuery } from '@/lib/listing/list-query';
import { listSwitchHrefs } from '@/lib/seo/list-query-alternates';
import { menuPageAlternates } from '@/lib/seo/menu-page-metadata';

const sale = flattenMenu().find((p) => p.path === '/for-sale')!;
const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe("the language switcher's links on a sale list (committed catalogue)", () => {
  it.each([
    ['the town under its Dutch name', 'city=Ixelles|1050', '/nl/te-koop/?city=Elsene%7C1050'],
    ['type, sort and page stay', 'type=2&sort=price-asc&page=2', '/nl/te-koop/?type=2&sort=price-asc&page=2'],
    ['a page the filtered list does not have: its last', 'city=Etterbeek|1040&type=2&page=2', '/nl/te-koop/?city=Etterbeek%7C1040&type=2'],
    ['prices, bedrooms and the map area stay', 'min=200000&bedrooms=2&bounds=50.76,4.24,50.92,4.49', '/nl/te-koop/?min=200000&bedrooms=2&bounds=50.76%2C4.24%2C50.92%2C4.49'],
  ])('fr → nl: %s', (_name, search, nl) => {
    expect(listSwitchHrefs(sale, 'fr', query(search)).nl).toBe(nl);
  });

  it('the same properties in the other language', () => {
    const fr = query('city=Ixelles|1050&type=2');
    const nl = parseListQuery(new URL(`http://x${listSwitchHrefs(sale, 'fr', fr).nl}`).searchParams);
    const ids = (l: 'fr' | 'nl', q: typeof fr) => listPageResult(sale, l, q).items.map((i) => i.id);
    expect(ids('nl', nl)).toEqual(ids('fr', fr));
    expect(ids('fr', fr).length).toBeGreaterThan(0);
  });

  it('every language, the page itself included; without a query the plain list', () => {
    expect(listSwitchHrefs(sale, 'en', query('city=Ixelles|1050'))).toEqual({
      nl: '/nl/te-koop/?city=Elsene%7C1050',
      fr: '/fr/a-vendre/?city=Ixelles%7C1050',
      en: '/en/for-sale/?city=Ixelles%7C1050',
      de: '/de/zu-verkaufen/?city=Ixelles%7C1050',
    } satisfies Record<SiteLocale, string>);
    expect(listSwitchHrefs(sale, 'nl', EMPTY_LIST_QUERY)).toEqual(menuPageAlternates(sale));
  });
});
