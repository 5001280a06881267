/**
 * Typed values of the property detail page and their display text. Pure: the words (yes, no,
 * units) come from the messages, the number formats are the site's (SPEC §9: Belgian Dutch
 * format for amounts, dates day-month-year without padding).
 */
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@/lib/price';

export type FieldValue =
  | { kind: 'euro'; value: number }
  | { kind: 'area'; value: number }
  | { kind: 'meters'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'year'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'flag'; value: boolean }
  | { kind: 'text'; value: string }
  /** An identifier, e.g. an EPC certificate number: shown as given, in one piece. */
  | { kind: 'code'; value: string }
  | { kind: 'list'; value: string[] }
  | { kind: 'energy'; value: number }
  | { kind: 'energyTotal'; value: number }
  | { kind: 'co2'; value: number }
  | { kind: 'eLevel'; value: number }
  | { kind: 'score'; value: number };

export type ValueWords = {
  yes: string;
  no: string;
  /** 'kWh/m² per year' */
  energyUnit: string;
  /** 'kWh per year' */
  energyTotalUnit: string;
  /** 'kg CO₂/m² per year' */
  co2Unit: string;
};

const numberFormat = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** 1250.5 → '1.250,5' (the Belgian Dutch grouping of the price display). */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? numberFormat.format(value) : 'NaN';
}

/** The text of a value: '€ 1.490', '95 m²', '7,5 m', '2', '1930', '6-8-2034', 'Yes', 'E45'… */
export function formatFieldValue(v: FieldValue, words: ValueWords): string {
  switch (v.kind) {
    case 'euro':
      return formatEuro(v.value);
    case 'area':
      return `${formatNumber(v.value)} m²`;
    case 'meters':
      return `${formatNumber(v.value)} m`;
    case 'count':
    case 'year':
      return String(v.value);
    case 'date':
      return formatDate(v.value);
    case 'flag':
      return v.value ? words.yes : words.no;
    case 'text':
    case 'code':
      return v.value;
    case 'list':
      return v.value.join(', ');
    case 'energy':
      return `${formatNumber(v.value)} ${words.energyUnit}`;
    case 'energyTotal':
      return `${formatNumber(v.value)} ${words.energyTotalUnit}`;
    case 'co2':
      return `${formatNumber(v.value)} ${words.co2Unit}`;
    case 'eLevel':
      return `E${v.value}`;
    case 'score':
      return `${formatNumber(v.value)}/10`;
  }
}

/**
 * Whether a value's text must stay on one line: amounts, measures, counts, dates, years, scores and
 * codes ('25-3-2023' broken as '25-3-202 / 3' misreads). Words (text, lists, energy units) may wrap.
 */
export function isWholeValue(v: FieldValue): boolean {
  return !['text', 'list', 'energy', 'energyTotal', 'co2'].includes(v.kind);
}

/** A label text as its key-free display: 'c_plus' → 'C+', 'a_sub' → 'A-', 'a_plusplus' → 'A++'. */
export function epcLabelText(label: string): string {
  return label
    .replace(/_plusplus$/, '++')
    .replace(/_plus$/, '+')
    .replace(/_sub$/, '-')
    .toUpperCase();
}

/** The units of a file size in the visitor's language ('o', 'Ko', 'Mo' in French). */
export type FileSizeUnits = { bytes: string; kilobytes: string; megabytes: string };

const ENGLISH_UNITS: FileSizeUnits = { bytes: 'B', kilobytes: 'KB', megabytes: 'MB' };

/** A document size: 850 → '850 B', 245760 → '240 KB', 1887437 → '1,8 MB'. */
export function formatFileSize(bytes: number, units: FileSizeUnits = ENGLISH_UNITS): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${units.bytes}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ${units.kilobytes}`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} ${units.megabytes}`;
}
