/**
 * Address display, SPEC §9 "Address display".
 */
import { BELGIUM_COUNTRY_ID } from '@/lib/regions';

export type AddressFields = {
  PublishAddress: boolean;
  Street?: string | null;
  HouseNumber?: string | null;
  BoxNr?: string | null;
  Zip: string;
  City: string;
  /** Null when unknown: no country is shown. */
  CountryID: number | null;
  CountryName?: string | null;
};

export type FormattedAddress = { streetLine: string | null; cityLine: string };

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim().replace(/\s+/g, ' ');
}

/**
 * The street line and the city line of an address.
 * - streetLine: only when PublishAddress is true and a street is given; `Rue Haute 12`, with the
 *   box number after a slash (the Belgian convention, language-neutral): `Rue Haute 12/3`.
 *   A box number without a house number is not shown (a box subdivides a number).
 * - cityLine: `1000 Bruxelles`; when CountryID is not 10 the country follows in brackets:
 *   `L-1234 Luxembourg (Luxembourg)` (no brackets when the country name is blank).
 */
export function formatAddress(p: AddressFields): FormattedAddress {
  const street = text(p.Street);
  const number = text(p.HouseNumber);
  const box = text(p.BoxNr);
  let streetLine: string | null = null;
  if (p.PublishAddress && street) {
    const numberPart = number && box ? `${number}/${box}` : number;
    streetLine = numberPart ? `${street} ${numberPart}` : street;
  }
  const place = [text(p.Zip), text(p.City)].filter(Boolean).join(' ');
  const country = text(p.CountryName);
  const cityLine =
    p.CountryID !== null && p.CountryID !== BELGIUM_COUNTRY_ID && country ? `${place} (${country})`.trim() : place;
  return { streetLine, cityLine };
}

/** The address on one line: `Rue Haute 12/3, 1000 Bruxelles`. */
export function formatAddressLine(p: AddressFields): string {
  const { streetLine, cityLine } = formatAddress(p);
  return [streetLine, cityLine].filter(Boolean).join(', ');
}
