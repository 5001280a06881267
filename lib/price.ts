/**
 * Price display, SPEC §9 "Price display": Belgian Dutch number format with a euro prefix.
 */

/** The PriceUnit value that means 'starting from' (STARTING_FROM) before the price. */
export const STARTING_FROM_PRICE_UNIT = 7;

/**
 * `€ 1.250.000`, `€ -1.500`, `€ 1.250,50`: '.' groups thousands, ',' separates decimals,
 * the minus sign sits between the euro sign and the number. Amounts are rounded to the cent;
 * decimals are shown (always two) only when the rounded amount is not a whole number of euros.
 * A non-finite amount (or a non-number slipping through from data) gives the text 'NaN'.
 */
export function formatEuro(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'NaN';
  const cents = Math.round(Math.abs(amount) * 100);
  let whole: string;
  let fraction = 0;
  if (Number.isSafeInteger(cents)) {
    whole = String(Math.floor(cents / 100));
    fraction = cents % 100;
  } else {
    whole = BigInt(Math.round(Math.abs(amount))).toString();
  }
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && (whole !== '0' || fraction !== 0) ? '-' : '';
  const decimals = fraction === 0 ? '' : `,${String(fraction).padStart(2, '0')}`;
  return `€ ${sign}${grouped}${decimals}`;
}

export type PriceFields = {
  PublishPrice: boolean;
  Price: number | null;
  PriceUnit?: number | null;
  PriceUnitText?: string | null;
  Marquee?: number | null;
  MarqueeName?: string | null;
};

export type PriceOptions = {
  /** The translated STARTING_FROM text. */
  startingFromText: string;
  /** Marquee values (e.g. sold, rented) whose MarqueeName replaces the price. */
  ignoredMarquees?: readonly number[];
};

/**
 * The price line of a property:
 * - '' when PublishPrice is false (checked first: a hidden price stays hidden whatever the marquee);
 * - the MarqueeName when Marquee is in the ignore list ('' when that name is blank: the price of
 *   such a property is never shown);
 * - '' when there is no Price;
 * - PriceUnit 7: `${startingFromText} € 250.000`;
 * - any other unit: `€ 950 /month`, the unit text appended when it is not blank.
 */
export function formatPrice(p: PriceFields, opts: PriceOptions): string {
  if (!p.PublishPrice) return '';
  if (p.Marquee != null && opts.ignoredMarquees?.includes(p.Marquee)) {
    return p.MarqueeName?.trim() ?? '';
  }
  if (p.Price === null || p.Price === undefined) return '';
  const euro = formatEuro(p.Price);
  if (p.PriceUnit === STARTING_FROM_PRICE_UNIT) return `${opts.startingFromText.trim()} ${euro}`;
  const unit = p.PriceUnitText?.trim();
  return unit ? `${euro} ${unit}` : euro;
}
