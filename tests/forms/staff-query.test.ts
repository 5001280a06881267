import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_SEARCH_MAX, staffQueryOf, staffQueryString } from '@/lib/forms/staff-admin';

describe("the staff screen's search and page", () => {
  it('reads odd values as the first page of everyone', () => {
    expect(staffQueryOf({})).toEqual({ q: '', page: 1 });
    expect(staffQueryOf({ q: ['a', 'b'], page: '2.5' })).toEqual({ q: '', page: 1 });
    expect(staffQueryOf({ q: '  anne ', page: '0' })).toEqual({ q: 'anne', page: 1 });
    expect(staffQueryOf({ q: 'x'.repeat(5000), page: '1234567' }).q).toHaveLength(STAFF_SEARCH_MAX);
  });

  it('writes no query for the first page of everyone, and keeps what leads', () => {
    expect(staffQueryString({ q: '', page: 1 })).toBe('');
    expect(staffQueryString({ q: '', page: 1 }, 'removed=4')).toBe('?removed=4');
    expect(staffQueryString({ q: 'é&=#', page: 2 }, 'invited=9')).toBe('?invited=9&q=%C3%A9%26%3D%23&page=2');
  });

  it('comes back as the same view from the URL it writes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 1, max: 999_999 }), (typed, page) => {
        const view = staffQueryOf({ q: typed, page: String(page) });
        const read = Object.fromEntries(new URLSearchParams(staffQueryString(view, 'changed=1')));
        expect(staffQueryOf(read)).toEqual(view);
        expect(read.changed).toBe('1');
      }),
    );
  });
});
