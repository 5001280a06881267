import { describe, expect, it } from 'vitest';
import { priceLowering } from '@/lib/property/price-change';

const at = (day: number, price: number | null) => ({ date: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`, price });

describe("'price lowered'", () => {
  it('shows the price before the latest change and its date when that change lowered the price', () => {
    expect(priceLowering([at(1, 350_000), at(10, 339_000)])).toEqual({ previous: 350_000, since: '2026-11-10T08:00:00.000Z' });
    expect(priceLowering([at(1, 400_000), at(5, 350_000), at(10, 339_000)])).toEqual({ previous: 350_000, since: '2026-11-10T08:00:00.000Z' });
  });

  it('says nothing for a price first seen, raised, hidden or shown again', () => {
    expect(priceLowering([])).toBeNull();
    expect(priceLowering([at(1, 350_000)])).toBeNull();
    expect(priceLowering([at(1, 339_000), at(10, 350_000)])).toBeNull();
    expect(priceLowering([at(1, 350_000), at(10, null)])).toBeNull();
    expect(priceLowering([at(1, null), at(10, 300_000)])).toBeNull();
    expect(priceLowering([at(1, 300_000), at(5, 250_000), at(10, 260_000)])).toBeNull();
  });
});
