/**
 * Energy performance (EPC/PEB) labels, SPEC §9 "Energy label bands" and "Energy notice".
 *
 * Band rule (the spec's ranges touch or leave gaps, so one rule settles every edge):
 * - the first band ("below 0") is strictly below its upper bound: -0.1 is in it, 0 is not;
 * - every other band runs from just above the previous band's upper bound up to and INCLUDING
 *   its own upper bound; the last band ("above …") takes everything beyond.
 * So Flanders 100 → 'a', 100.5 → 'b', 500 → 'e'; Wallonia 45 → 'a_plus', 510 → 'f';
 * Brussels 0 and 0.5 → 'a' (the gap between "below 0" and "1 to 23"), 23.5 → 'a_sub',
 * 345 → 'f_sub', 345.5 and 346 → 'g'. Only the upper bounds decide; `min` keeps the spec's text.
 * Brussels f_sub: the spec prints "223 to 345", a typo for 323 (f ends at 322).
 */
import { regionForProperty, type Region } from '@/lib/regions';
import type { SiteLocale } from '@/lib/locale';

export type EpcBand = { readonly min: number; readonly max: number; readonly label: string };

export const EPC_BANDS: Record<Region, readonly EpcBand[]> = {
  flanders: [
    { min: -Infinity, max: 0, label: 'a_plus' },
    { min: 0, max: 100, label: 'a' },
    { min: 100, max: 200, label: 'b' },
    { min: 200, max: 300, label: 'c' },
    { min: 300, max: 400, label: 'd' },
    { min: 400, max: 500, label: 'e' },
    { min: 500, max: Infinity, label: 'f' },
  ],
  brussels: [
    { min: -Infinity, max: 0, label: 'a_plus' },
    { min: 1, max: 23, label: 'a' },
    { min: 24, max: 45, label: 'a_sub' },
    { min: 46, max: 62, label: 'b_plus' },
    { min: 63, max: 79, label: 'b' },
    { min: 80, max: 95, label: 'b_sub' },
    { min: 96, max: 113, label: 'c_plus' },
    { min: 114, max: 132, label: 'c' },
    { min: 133, max: 150, label: 'c_sub' },
    { min: 151, max: 170, label: 'd_plus' },
    { min: 171, max: 190, label: 'd' },
    { min: 191, max: 210, label: 'd_sub' },
    { min: 211, max: 232, label: 'e_plus' },
    { min: 233, max: 253, label: 'e' },
    { min: 254, max: 275, label: 'e_sub' },
    { min: 276, max: 298, label: 'f_plus' },
    { min: 299, max: 322, label: 'f' },
    { min: 323, max: 345, label: 'f_sub' },
    { min: 346, max: Infinity, label: 'g' },
  ],
  wallonia: [
    { min: -Infinity, max: 0, label: 'a_plusplus' },
    { min: 0, max: 45, label: 'a_plus' },
    { min: 45, max: 85, label: 'a' },
    { min: 85, max: 170, label: 'b' },
    { min: 170, max: 255, label: 'c' },
    { min: 255, max: 340, label: 'd' },
    { min: 340, max: 425, label: 'e' },
    { min: 425, max: 510, label: 'f' },
    { min: 510, max: Infinity, label: 'g' },
  ],
};

/** The band holding a value under the rule above, or null for NaN. */
export function epcBandFor(region: Region, value: number): EpcBand | null {
  if (Number.isNaN(value)) return null;
  const [below, ...rest] = EPC_BANDS[region];
  if (below && value < below.max) return below;
  return rest.find((band) => value <= band.max) ?? rest[rest.length - 1] ?? null;
}

/** The label of a region's band for an energy value (kWh/m²·year): ('flanders', 150) → 'b'. */
export function epcLabelFor(region: Region, value: number): string | null {
  return epcBandFor(region, value)?.label ?? null;
}

/** All labels of a region, best first. */
export function epcLabelsFor(region: Region): string[] {
  return EPC_BANDS[region].map((band) => band.label);
}

/** Luxembourg energy classes A+ … I (the label text is used, not a value range). */
export const LUXEMBOURG_EPC_LABELS = [
  'a_plus',
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
] as const;
export type LuxembourgEpcLabel = (typeof LUXEMBOURG_EPC_LABELS)[number];

/**
 * Luxembourg label text to its key: 'A+' → 'a_plus', ' b ' → 'b', 'a_plus' stays; unknown → null.
 */
export function luxembourgEpcLabel(text: string | null | undefined): LuxembourgEpcLabel | null {
  if (typeof text !== 'string') return null;
  const key = text.trim().toLowerCase().replace(/\s+/g, '').replace(/\+/g, '_plus');
  return (LUXEMBOURG_EPC_LABELS as readonly string[]).includes(key)
    ? (key as LuxembourgEpcLabel)
    : null;
}

/** Where a label's image lives: ('flanders', 'a_plus') → '/epc/flanders/a_plus.svg'. */
export function epcImagePath(region: Region | 'luxembourg', label: string): string {
  return `/epc/${region}/${label}.svg`;
}

export type EpcProperty = {
  Zip: string | number;
  CountryID: number | null;
  EnergyPerformance?: number | string | null;
  EPCLabelText?: string | null;
};

export type EpcDisplay = { region: Region | 'luxembourg'; label: string; image: string };

/** A finite number from the CRM field: 123, '123', '123.5', '123,5'; blank or text → null. */
function energyValueOf(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The label and image to show for a property:
 * - Belgium: the region's band for EnergyPerformance (missing or non-numeric → null; a zip
 *   outside every region → null);
 * - Luxembourg: its own EPCLabelText (EnergyPerformance is not used; unknown text → null);
 * - any other country → null.
 */
export function epcForProperty(p: EpcProperty): EpcDisplay | null {
  const region = regionForProperty(p);
  if (region === null) return null;
  if (region === 'luxembourg') {
    const label = luxembourgEpcLabel(p.EPCLabelText);
    return label ? { region: 'luxembourg', label, image: epcImagePath('luxembourg', label) } : null;
  }
  const value = energyValueOf(p.EnergyPerformance);
  if (value === null) return null;
  const label = epcLabelFor(region, value);
  return label ? { region, label, image: epcImagePath(region, label) } : null;
}

/**
 * SPEC §9 "Energy notice": homes bought from 2023 with label E or F must be renovated.
 * True for the E and F families of every region ('e', 'e_plus', 'e_sub', 'f', 'f_plus',
 * 'f_sub'); false for 'g' (and Luxembourg 'h', 'i'): the spec names E and F only.
 */
export function requiresRenovation(label: string): boolean {
  return /^[ef](_plus|_sub)?$/.test(label.trim().toLowerCase());
}

/**
 * Years allowed for that renovation: 5 in the English and French texts, 6 in German.
 * Dutch is not given by the spec; 5 is used (the Flemish obligation is 5 years).
 */
const RENOVATION_YEARS: Readonly<Record<SiteLocale, number>> = { nl: 5, fr: 5, en: 5, de: 6 };

export function renovationYears(locale: SiteLocale): number {
  return RENOVATION_YEARS[locale];
}
