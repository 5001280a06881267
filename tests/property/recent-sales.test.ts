import { describe, expect, it } from 'vitest';
import { recentSales } from '@/lib/property/recent-sales';

const p = (ID: number, Goal: number, Marquee: number | null, ModifyDate: string) => ({ ID, Goal, Marquee, ModifyDate });

describe('recent sales (the valuation page)', () => {
  const stock = [
    p(1, 0, 2, '2025-01-10T10:00:00Z'),
    p(2, 1, 2, '2025-03-01T10:00:00Z'), // rented: not a sale
    p(3, 0, 1, '2025-03-01T10:00:00Z'), // new, on sale
    p(4, 0, 2, '2025-02-01T10:00:00Z'),
    p(5, 0, 3, '2025-02-15T10:00:00Z'), // under option
    p(6, 0, 2, '2024-12-01T10:00:00Z'),
  ];

  it('are the properties for sale marked sold (Marquee 2), the latest first', () => {
    expect(recentSales(stock, 10).map((s) => s.ID)).toEqual([4, 1, 6]);
  });

  it('are a few', () => {
    expect(recentSales(stock, 2).map((s) => s.ID)).toEqual([4, 1]);
  });

  it('are none when nothing is sold', () => {
    expect(recentSales([p(3, 0, 1, '2025-03-01T10:00:00Z')], 3)).toEqual([]);
  });
});
