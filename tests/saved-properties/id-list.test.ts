import { describe, expect, it } from 'vitest';
import {
  idsParam,
  parseIdsParam,
  parseStoredIds,
  toggleId,
  withAdded,
  withNewest,
} from '@/lib/saved-properties/id-list';

describe('a stored id list', () => {
  it.each([
    ['nothing stored', null, []],
    ['an empty text', '', []],
    ['not JSON', '{oops', []],
    ['JSON that is not a list', '{"a":1}', []],
    ['a list of ids', '[4012345,4012388]', [4012345, 4012388]],
    ['ids written as texts', '["4012345"," 4012388 "]', [4012345, 4012388]],
    ['junk among the ids', '[4012345,null,"x",-3,1.5,0,{"id":2},4012388]', [4012345, 4012388]],
    ['the same id twice', '[7,8,7]', [7, 8]],
  ])('reads %s', (_case, text, ids) => {
    expect(parseStoredIds(text, 60)).toEqual(ids);
  });

  it('keeps no more than its limit', () => {
    expect(parseStoredIds('[1,2,3,4,5]', 3)).toEqual([1, 2, 3]);
  });
});

describe('the ids of a URL (?ids=)', () => {
  it.each([
    ['a list', '4012345,4012388', [4012345, 4012388]],
    ['nothing', undefined, []],
    ['an empty value', '', []],
    ['junk and empty parts', '12,,abc,<script>,13%2C,14', [12, 14]],
    ['a parameter given twice', ['1,2', '3'], [1, 2, 3]],
    ['an id longer than any property id', '1234567890123', []],
  ])('reads %s', (_case, param, ids) => {
    expect(parseIdsParam(param, 60)).toEqual(ids);
  });

  it('writes what it reads', () => {
    expect(parseIdsParam(idsParam([3, 1, 2]), 60)).toEqual([3, 1, 2]);
  });

  it('keeps no more than its limit', () => {
    expect(parseIdsParam('1,2,3', 2)).toEqual([1, 2]);
  });
});

describe('toggling a favourite', () => {
  it('adds a new one in front', () => {
    expect(toggleId([2, 3], 1, 60)).toEqual([1, 2, 3]);
  });

  it('removes one that is there, keeping the order of the others', () => {
    expect(toggleId([1, 2, 3], 2, 60)).toEqual([1, 3]);
  });

  it('drops the oldest past the limit', () => {
    expect(toggleId([1, 2, 3], 4, 3)).toEqual([4, 1, 2]);
  });
});

describe('a recently viewed property', () => {
  it('comes first', () => {
    expect(withNewest([1, 2], 3, 12)).toEqual([3, 1, 2]);
  });

  it('moves to the front when seen again, listed once', () => {
    expect(withNewest([1, 2, 3], 3, 12)).toEqual([3, 1, 2]);
  });

  it('pushes the oldest out past the limit', () => {
    expect(withNewest([1, 2, 3], 4, 3)).toEqual([4, 1, 2]);
  });
});

describe('a shared list kept in one go', () => {
  it.each([
    ['into an empty list', [], [5, 6], 60, [5, 6]],
    ['in front of the own favourites, in the shared order', [1, 2], [5, 6], 60, [5, 6, 1, 2]],
    ['an id already kept is listed once, where the shared list has it', [1, 5], [5, 6], 60, [5, 6, 1]],
    ['the oldest own favourites drop past the limit', [1, 2, 3], [5, 6], 4, [5, 6, 1, 2]],
  ])('%s', (_, own, shared, max, expected) => {
    expect(withAdded(own, shared, max)).toEqual(expected);
  });
});
