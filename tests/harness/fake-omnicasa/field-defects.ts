/** The odd values a real CRM's records hold, applied field by field at the account's rates. */
import type { Random } from './random';
import type { Rates } from './rates';
import type { Wire } from './wire';

/** Fields the field defects leave alone: whether a property has them is the plan's `lacks`. */
export const MINIMUM_FIELDS: ReadonlySet<string> = new Set([
  'ID',
  'Goal',
  'WebID',
  'WebIDs',
  'City',
]);

/** `value` as another type: '350000' or 'abc' for a number, 'True' or 1 for true, 42 for a text. */
export function mistyped(value: unknown, random: Random): unknown {
  if (typeof value === 'number') return random.chance(0.6) ? String(value) : 'abc';
  if (typeof value === 'boolean') {
    if (random.chance(0.7)) return value ? 'True' : 'False';
    return value ? 1 : 0;
  }
  if (typeof value === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    return random.chance(0.5) ? 42 : true;
  }
  if (Array.isArray(value)) return value.join(',');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return 'abc';
}

/** Each field of `record` outside the minimum, in place: absent, null, '' or mistyped at the rates. */
export function applyFieldDefects(record: Wire, rates: Rates, random: Random): void {
  for (const key of Object.keys(record)) {
    if (MINIMUM_FIELDS.has(key)) continue;
    let draw = random.next();
    if ((draw -= rates.missingField) < 0) delete record[key];
    else if ((draw -= rates.nullField) < 0) record[key] = null;
    else if ((draw -= rates.emptyField) < 0) record[key] = '';
    else if ((draw -= rates.wrongType) < 0) record[key] = mistyped(record[key], random);
  }
}

/** Fields nobody asked for, as a CRM adds them over the years. */
export function extraFields(random: Random): Wire {
  const pool: Wire = {
    CustomStr1: random.pick(['abc', '', 'VIP']),
    PortalFlags: { Immoweb: random.chance(0.5), Zimmo: random.chance(0.5) },
    TimeStamp: `AAAAAA${random.int(100_000, 999_999)}=`,
    NumberOfViews: random.int(0, 5000),
    Tags: random.sample(['zicht', 'rustig', 'centrum', 'investering'], random.int(0, 3)),
    IsHighlighted: random.pick(['false', 'true', 0, 1]),
    DescriptionB: random.pick([null, '', 'Kort: zie beschrijving.']),
    InternalRemark: null,
  };
  return Object.fromEntries(random.sample(Object.entries(pool), random.int(1, 4)));
}
