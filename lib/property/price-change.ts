/**
 * 'Price lowered': the CRM sync records every price it sees for a property
 * (lib/catalogue getPriceHistory). A property whose latest change brought its shown price down says
 * so, with the price before and the day of the change, on its card and its page.
 */
import type { PriceChange } from '@/lib/catalogue/schemas';

export type PriceLowering = { previous: number; since: string };

export function priceLowering(history: readonly PriceChange[]): PriceLowering | null {
  const last = history.at(-1);
  const before = history.at(-2);
  if (!last || !before || last.price === null || before.price === null || last.price >= before.price) return null;
  return { previous: before.price, since: last.date };
}
