/**
 * Marquee codes of the snapshot (the badge of a property): 1 new, 2 sold (sale) or rented (rent),
 * 3 under option. Codes 2 and 3 show their MarqueeName instead of the price (SPEC §9 ignore list);
 * any other code a CRM sends shows its MarqueeName as a badge beside the price.
 * Kept free of zod so client bundles can use it; lib/catalogue/schemas re-exports MARQUEE.
 */
export const MARQUEE = { NEW: 1, SOLD_OR_RENTED: 2, UNDER_OPTION: 3 } as const;

/** Marquees whose MarqueeName replaces the price. */
export const PRICE_HIDING_MARQUEES: readonly number[] = [MARQUEE.SOLD_OR_RENTED, MARQUEE.UNDER_OPTION];
