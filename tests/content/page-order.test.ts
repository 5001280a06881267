/**
 * The order of the page tree and the order forms' posts: typed places per parent, a page's step,
 * hostile posts (nothing throws, nothing outside the tree changes).
 */
import { describe, expect, it } from 'vitest';
import type { MenuPage } from '@/lib/content/menu-schema';
import { findPage } from '@/lib/content/page-edit';
import { orderPageTree, pagePosition, placePage, siblingsOf } from '@/lib/content/page-order';
import { parseOrderForm } from '@/lib/forms/staff-order';
import { embeddedContent } from '@/lib/server/content/store';

const { menu } = embeddedContent();
const top = (m: MenuPage[]) => siblingsOf(m, null).map((p) => [p.id, p.sort]);
const under = (m: MenuPage[], parent: number) => siblingsOf(m, parent).map((p) => [p.id, p.sort]);

describe('the page tree order', () => {
  it('reads a page’s place among its siblings', () => {
    expect(pagePosition(menu, findPage(menu, 7)!)).toBe(9);
    expect(pagePosition(menu, findPage(menu, 32)!)).toBe(2);
    expect(pagePosition(menu, { id: 999, parentId: null })).toBe(0);
  });

  it('puts a page typed 1 first in the menu, the others renumbered 1..n, sub-pages untouched', () => {
    const ordered = orderPageTree(menu, new Map([[7, 1]]));
    expect(top(ordered).map(([id]) => id)).toEqual([7, 1, 2, 3, 4, 8, 5, 6, 9]);
    expect(top(ordered).map(([, sort]) => sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(findPage(ordered, 3)!.childMenus).toEqual(findPage(menu, 3)!.childMenus);
  });

  it('accepts duplicates and gaps in every group and ends with a clean order', () => {
    const ordered = orderPageTree(menu, new Map([[31, 5], [32, 5], [42, 0], [41, 0], [43, 0]]));
    expect(under(ordered, 3)).toEqual([[31, 1], [32, 2]]);
    expect(under(ordered, 4)).toEqual([[42, 1], [41, 2], [43, 3]]);
    expect(top(ordered)).toEqual(top(menu));
  });

  it('steps a page up or down among its siblings only', () => {
    expect(under(orderPageTree(menu, new Map(), { id: 32, step: 'up' }), 3)).toEqual([[32, 1], [31, 2]]);
    expect(under(orderPageTree(menu, new Map(), { id: 32, step: 'down' }), 3)).toEqual([[31, 1], [32, 2]]);
    expect(orderPageTree(menu, new Map(), { id: 999, step: 'up' })).toEqual(menu);
  });

  it('changes nothing for positions of pages that are not there, or that say the same order', () => {
    expect(orderPageTree(menu, new Map([[999, 1]]))).toEqual(menu);
    expect(orderPageTree(menu, new Map(siblingsOf(menu, null).map((p, i) => [p.id, i + 1])))).toEqual(menu);
  });

  it('places one page, touching only its own group', () => {
    const placed = placePage(menu, 41, 1);
    expect(under(placed, 4)).toEqual([[41, 1], [42, 2], [43, 3]]);
    expect(top(placed)).toEqual(top(menu));
  });
});

describe('an order form as posted', () => {
  it('reads the version, the page, the positions and the button', () => {
    const form = parseOrderForm([
      ['baseId', '41'],
      ['pageId', '5'],
      ['position.51', '3'],
      ['position.52', ' 1 '],
      ['move', '52:down'],
    ]);
    expect(form).toEqual({ baseId: 41, pageId: 5, positions: new Map([[51, 3], [52, 1]]), move: { id: 52, step: 'down' } });
  });

  it('reads a real FormData the same way', () => {
    const data = new FormData();
    data.append('baseId', '');
    data.append('position.7', '1');
    data.append('move', '7:remove');
    expect(parseOrderForm(data)).toEqual({ baseId: null, pageId: null, positions: new Map([[7, 1]]), move: { id: 7, step: 'remove' } });
  });

  it('leaves out hostile values: a position that is no whole number, an id that is no id, an unknown button', () => {
    const form = parseOrderForm([
      ['position.1', 'abc'],
      ['position.2', ''],
      ['position.3', '-8'],
      ['position.4', '9'.repeat(50)],
      ['position.x', '1'],
      ['position.-5', '1'],
      ['position.', '1'],
      ['position.6', '2.5'],
      ['position.7', new Blob(['1']) as unknown as string],
      ['move', '3:sideways'],
      ['pageId', '../5'],
      ['something', 'else'],
    ]);
    expect(form).toEqual({ baseId: null, pageId: null, positions: new Map([[3, -8], [4, 1_000_000]]), move: null });
  });

  it('marks a malformed version, so that nothing is saved over a newer one', () => {
    expect(parseOrderForm([['baseId', 'x']]).baseId).toBeUndefined();
    expect(parseOrderForm([]).baseId).toBeNull();
  });

  it('keeps at most 2000 positions', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => [`position.${i}`, '1'] as [string, string]);
    expect(parseOrderForm(entries).positions.size).toBe(2000);
  });
});
