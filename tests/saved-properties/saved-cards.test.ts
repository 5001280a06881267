import { describe, expect, it } from 'vitest';
import { savedCards } from '@/components/saved-properties/saved-cards';

describe('the cards of saved properties', () => {
  it('gives each id its card as it is now, in the order saved, and null for one that left the snapshot', () => {
    const cards = savedCards('fr', [4012388, 999999999, 4012345], '100vw');
    expect(cards.map((c) => c.id)).toEqual([4012388, 999999999, 4012345]);
    expect(cards[0]!.card).toMatchObject({ ID: 4012388, Goal: 1 });
    expect(cards[1]!.card).toBeNull();
    expect(cards[2]!.card).toMatchObject({ ID: 4012345, Goal: 0 });
    expect(cards[2]!.card!.photo?.sizes).toBe('100vw');
  });
});
