import { describe, expect, it } from 'vitest';
import { getProperties } from '@/lib/data';
import { goalOf } from '@/lib/property-url';
import { similarProperties } from '@/lib/property/similar';

const all = getProperties('fr');

describe('similarProperties', () => {
  it('gives up to three other properties of the same goal sharing the type or the city, none sold or rented', () => {
    for (const p of all) {
      const similar = similarProperties(p, all);
      expect(similar.length).toBeLessThanOrEqual(3);
      for (const s of similar) {
        expect(s.ID).not.toBe(p.ID);
        expect(goalOf(s.Goal)).toBe(goalOf(p.Goal));
        expect(s.WebID === p.WebID || s.City === p.City).toBe(true);
        expect(s.Marquee).not.toBe(2);
      }
    }
  });

  it('puts same type and city first', () => {
    const p = all.find((x) => x.ID === 4012345);
    if (!p) throw new Error('missing fixture');
    const [first] = similarProperties(p, all);
    const both = all.filter((o) => o.ID !== p.ID && o.Goal === p.Goal && o.WebID === p.WebID && o.City === p.City && o.Marquee !== 2);
    if (both.length) expect(both.map((b) => b.ID)).toContain(first?.ID);
  });
});
