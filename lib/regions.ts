/**
 * Countries and Belgian regions (SPEC §9 "Countries and regions").
 * A Belgian postal code decides the region: 1000-1299 Brussels; 1300-1499 and 4000-7999
 * Wallonia; 1500-3999 and 8000-9999 Flanders.
 */
export type Region = 'brussels' | 'wallonia' | 'flanders';

export const REGIONS = ['brussels', 'wallonia', 'flanders'] as const satisfies readonly Region[];

export const BELGIUM_COUNTRY_ID = 10;
export const LUXEMBOURG_COUNTRY_ID = 50;

/** Postal-code ranges, both ends inclusive. */
export const REGION_ZIP_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

/**
 * The region of a Belgian postal code, or null when the code is not four digits in 1000-9999.
 * Surrounding whitespace is ignored; anything else (a 'B-' prefix, decimals, letters) is not a zip.
 */
export function regionForZip(zip: string | number): Region | null {
  const text = typeof zip === 'number' ? String(zip) : zip.trim();
  if (!/^\d{4}$/.test(text)) return null;
  const code = Number(text);
  return REGION_ZIP_RANGES.find((r) => code >= r.from && code <= r.to)?.region ?? null;
}

/** Belgium → region by postal code; Luxembourg → 'luxembourg'; any other (or unknown) country → null. */
export function regionForProperty(p: {
  Zip: string | number;
  CountryID: number | null;
}): Region | 'luxembourg' | null {
  if (p.CountryID === BELGIUM_COUNTRY_ID) return regionForZip(p.Zip);
  if (p.CountryID === LUXEMBOURG_COUNTRY_ID) return 'luxembourg';
  return null;
}

/**
 * Where a property is, for its similar properties (lib/property/similar): its Belgian region,
 * 'luxembourg', 'abroad' (any other or unknown country), or 'belgium' when a Belgian zip names no region.
 */
export type Area = Region | 'luxembourg' | 'belgium' | 'abroad';

export function areaForProperty(p: { Zip: string | number; CountryID: number | null }): Area {
  return regionForProperty(p) ?? (p.CountryID === BELGIUM_COUNTRY_ID ? 'belgium' : 'abroad');
}
