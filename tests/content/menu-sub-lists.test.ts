/**
 * The sale and rent lists' sub-menus side by side: a visitor who opens 'À vendre' and then
 * 'À louer' finds the same choices in the same order, worded the same way.
 */
import { describe, expect, it } from 'vitest';
import { menuPageAt, publishedMenu } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { SITE_LOCALES } from '@/lib/locale';

const sale = menuPageAt('/for-sale')!;
const rent = menuPageAt('/for-rent')!;
const children = (page: MenuPage) => publishedMenu().find((p) => p.id === page.id)!.childMenus;
const lastSegment = (page: MenuPage) => page.path.split('/').pop();

describe('the sale and rent sub-menus', () => {
  it('list Belgium, then International, in both lists', () => {
    expect(children(sale).map(lastSegment)).toEqual(['belgique', 'international']);
    expect(children(rent).map(lastSegment)).toEqual(['belgique', 'international']);
  });

  it.each(SITE_LOCALES)('have the same labels under both lists in %s', (locale) => {
    expect(children(rent).map((c) => c.params.title[locale])).toEqual(children(sale).map((c) => c.params.title[locale]));
  });

  it.each(SITE_LOCALES)("word their page titles alike in %s: the list's name, then the same place", (locale) => {
    const place = (list: MenuPage) =>
      children(list).map((c) => {
        const title = c.params.metadata[locale].pageTitle;
        const listTitle = list.params.title[locale] ?? '';
        expect(listTitle).not.toBe('');
        expect(title.startsWith(listTitle), `${title} starts with ${listTitle}`).toBe(true);
        return title.slice(listTitle.length);
      });
    expect(place(rent)).toEqual(place(sale));
  });
});
