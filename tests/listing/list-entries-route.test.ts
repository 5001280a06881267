import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/list-entries/route';
import { flattenMenu } from '@/lib/content/menu';
import { getPropertyListItems } from '@/lib/catalogue';
import { fullListModuleOf, listPageResult } from '@/lib/listing/list-page-result';
import { countListQuery, parseListQuery, type FilterKeys } from '@/lib/listing/list-query';

const get = (search: string) => GET(new Request(`http://localhost/api/list-entries/?${search}`));

describe('GET /api/list-entries/ (the phone filter sheet counts over it)', () => {
  const sale = flattenMenu().find((p) => p.path === '/for-sale')!;
  const listId = fullListModuleOf(sale)!.relations.id;

  it("gives the filter keys of each of a list's properties, and nothing else", async () => {
    const response = await get(`locale=fr&list=${listId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const entries = (await response.json()) as FilterKeys[];
    expect(entries).toHaveLength(getPropertyListItems('fr', listId).length);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['bedrooms', 'city', 'position', 'price', 'webIds', 'zip']);
  });

  it("counts what the server's list page shows for the same query", async () => {
    const entries = (await (await get(`locale=nl&list=${listId}`)).json()) as FilterKeys[];
    for (const search of ['', 'type=2', 'min=300000&bedrooms=2', 'max=250000', 'bounds=50.76,4.24,50.92,4.49']) {
      const query = parseListQuery(new URLSearchParams(search));
      expect(countListQuery(entries, query), search).toBe(listPageResult(sale, 'nl', query).total);
    }
  });

  it('answers 404 to an unknown language or list, or a list id that is not a number', async () => {
    for (const search of [`locale=xx&list=${listId}`, 'locale=nl&list=999999', 'locale=nl&list=1e3', 'locale=nl']) {
      expect((await get(search)).status, search).toBe(404);
    }
  });
});
