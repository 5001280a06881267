/**
 * The lists' type filter, the home search and the sitemap over a CRM with seven categories of its
 * own (tests/catalogue/crm-catalogue): every WebID the types list has works, whatever its number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProperties, getPropertyListItems, showCatalogue } from '@/lib/catalogue';
import { listEntryOf, listItemOf } from '@/lib/listing/list-entries';
import { listOptionsFor } from '@/lib/listing/list-options';
import { listQueryVerdict } from '@/lib/listing/list-pages';
import { applyListQuery, type ListQuery } from '@/lib/listing/list-query';
import { typePlural } from '@/lib/listing/type-plurals';
import { buildSearchIndex } from '@/lib/search/build-search-index';
import { indexablePages } from '@/lib/seo/site-pages';
import { slugify } from '@/lib/slug';
import { CRM_CATEGORIES, crmCatalogue } from '../catalogue/crm-catalogue';

const SALE_LIST = 2;
const RENT_LIST = 3;

beforeAll(() => showCatalogue(crmCatalogue()));
afterAll(() => showCatalogue(null));

/** The query a list URL's search is rendered with (proxy.ts): its filters must survive the canonical form. */
function renderedQuery(search: string): ListQuery {
  const verdict = listQueryVerdict(new URLSearchParams(search));
  if (verdict.kind !== 'query') throw new Error(`${search}: ${verdict.kind}`);
  return verdict.query;
}

const withWebId = (webId: number) => getProperties('nl').filter((p) => p.WebIDs.split(',').map(Number).includes(webId));

describe('a CRM with seven categories of its own', () => {
  it.each(CRM_CATEGORIES.map((c) => [c.webId, c.names.nl] as const))('filters the lists on WebID %i (%s)', (webId) => {
    expect(withWebId(webId).length).toBeGreaterThan(0);
    const entries = getProperties('nl').map(listEntryOf);
    const kept = applyListQuery(entries, renderedQuery(`type=${webId}`), 1000).items.map((e) => e.id);
    expect(kept.sort()).toEqual(withWebId(webId).map((p) => p.ID).sort());
  });

  it('offers in the type filter each of its categories that the list has, with its name and count', () => {
    const items = getPropertyListItems('fr', SALE_LIST).map((p) => listItemOf(p, '100vw'));
    const offered = listOptionsFor('fr', items, 0).types;
    const expected = CRM_CATEGORIES.filter((c) => items.some((i) => i.webIds.includes(c.webId)));
    expect(offered.map((t) => [t.webId, t.name])).toEqual(expected.map((c) => [c.webId, c.names.fr]));
    for (const t of offered) expect(t.count).toBe(items.filter((i) => i.webIds.includes(t.webId)).length);
  });

  it('sends a category the home search finds to its filtered list', async () => {
    const { types } = await buildSearchIndex('en', 'From');
    expect(types.map((t) => t.webId).sort((a, b) => a - b)).toEqual(CRM_CATEGORIES.map((c) => c.webId).sort((a, b) => a - b));
    for (const type of types) {
      const [path, search = ''] = type.href.split('?');
      const list = path === '/en/for-sale/' ? SALE_LIST : RENT_LIST;
      const entries = getPropertyListItems('en', list).map(listEntryOf);
      expect(renderedQuery(search).type).toBe(type.webId);
      expect(applyListQuery(entries, renderedQuery(search), 1000).total).toBeGreaterThan(0);
    }
  });

  it('lists a landing page of each of its categories that has properties for sale in the sitemap', () => {
    const urls = indexablePages().flatMap((a) => Object.values(a));
    const forSale = getPropertyListItems('de', SALE_LIST);
    for (const c of CRM_CATEGORIES.filter((c) => forSale.some((p) => p.WebIDs.split(',').map(Number).includes(c.webId)))) {
      const segment = slugify(typePlural(c.names.de, 'de'));
      expect(urls.some((u) => u.startsWith(`/de/zu-verkaufen/${segment}/`)), segment).toBe(true);
    }
  });
});
