/**
 * How often the generated account does each odd thing a real CRM's data does. Each rate is a
 * probability in [0, 1] per thing named in its comment. CLEAN_RATES (every rate 0) gives the
 * plainest account: every property in every language, every field there and well typed, one
 * category each, plain dates, no HTML.
 */

export interface Rates {
  // Per property.
  /** Missing in one to three languages (GetProperty answers null, that language's list omits it). */
  missingLanguage: number;
  /** Lacks what a page needs (ID, Goal, a type or City), in all its languages or only some. */
  lacksMinimum: number;
  /** Listed twice in GetPropertyList. */
  duplicateInList: number;
  /** Goal 2 (take-over, in the public client's Goal list) instead of 0 sale or 1 rent. */
  otherGoal: number;
  /** In two web categories (WebIDs '12,40' or [12, 40]). */
  twoCategories: number;

  // Per field of a record (not ID, Goal, WebID, WebIDs, City: lacksMinimum covers those).
  /** The key is absent. */
  missingField: number;
  /** null. */
  nullField: number;
  /** ''. */
  emptyField: number;
  /** A value of another type: '350000' for a number, 'abc' for a number, 42 for a text, 'True' for true. */
  wrongType: number;
  /** A format an API serialiser may choose: coordinates as strings, WebIDs as an array. */
  formatVariant: number;
  /** A date written as WCF '/Date(ms+0100)/' or ISO 'YYYY-MM-DDTHH:mm:ss' instead of 'YYYY-MM-DD HH:mm:ss'. */
  otherDateFormat: number;

  // Per record (one property in one language).
  /** Fields nobody asked for (CustomStr1, PortalFlags…). */
  extraFields: number;
  /** A code nothing defines: Marquee 9, PriceUnit 13, a WebID no category has, a Manager no user has. */
  unknownCode: number;
  /** A description of 10,000 characters or more. */
  longText: number;
  /** HTML in the texts: <p>, <b>, <script>alert(1)</script>, entities. */
  html: number;

  // Per picture or document.
  /** No Url (absent, null or ''), or Width or Height 0. */
  badPicture: number;
  /** A picture on another host than the CRM's. */
  foreignPicture: number;
  /** A document that gives its Size (most give none). */
  documentSize: number;

  // Per web category and language.
  /** No name in that language (null or ''). */
  categoryNameMissing: number;
}

export type RateName = keyof Rates;

export const DEFAULT_RATES: Readonly<Rates> = {
  missingLanguage: 0.1,
  lacksMinimum: 0.08,
  duplicateInList: 0.05,
  otherGoal: 0.05,
  twoCategories: 0.2,
  missingField: 0.02,
  nullField: 0.04,
  emptyField: 0.02,
  wrongType: 0.004,
  formatVariant: 0.25,
  otherDateFormat: 0.2,
  extraFields: 0.3,
  unknownCode: 0.06,
  longText: 0.04,
  html: 0.15,
  badPicture: 0.05,
  foreignPicture: 0.04,
  documentSize: 0.25,
  categoryNameMissing: 0.08,
};

export const RATE_NAMES = Object.keys(DEFAULT_RATES) as RateName[];

export const CLEAN_RATES: Readonly<Rates> = Object.fromEntries(
  RATE_NAMES.map((name) => [name, 0]),
) as unknown as Rates;

/** The rates of an account: the defaults (or all 0 when clean), then `overrides`. */
export function ratesOf(overrides: Partial<Rates> = {}, clean = false): Rates {
  const rates = { ...(clean ? CLEAN_RATES : DEFAULT_RATES), ...overrides };
  for (const name of RATE_NAMES) {
    const rate = rates[name];
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate ${name} must be in [0, 1]`);
  }
  return rates;
}

/** 'html=0.5,longText=0' → { html: 0.5, longText: 0 }; throws on an unknown name or a bad number. */
export function parseRates(text: string): Partial<Rates> {
  const rates: Partial<Rates> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = entry.split('=').map((part) => part.trim());
    if (!(RATE_NAMES as string[]).includes(name)) {
      throw new RangeError(`unknown rate '${name}' (one of ${RATE_NAMES.join(', ')})`);
    }
    const rate = Number(value);
    if (value === '' || !(rate >= 0 && rate <= 1)) {
      throw new RangeError(`rate ${name} must be a number in [0, 1]`);
    }
    rates[name as RateName] = rate;
  }
  return rates;
}
