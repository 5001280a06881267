/**
 * Marquee codes of the snapshot (the badge of a property): 1 new, 2 sold (sale) or rented (rent),
 * 3 under option. Codes 2 and 3 show their MarqueeName instead of the price (SPEC §9 ignore list);
 * any other code a CRM sends shows its MarqueeName as a badge beside the price.
 * Kept free of zod so client bundles can use it.
 */
export const PRICE_HIDING_MARQUEES: readonly number[] = [2, 3];

/** The code of a property sold (on a sale) or rented (on a rent). */
export const SOLD_OR_RENTED_MARQUEE = 2;
