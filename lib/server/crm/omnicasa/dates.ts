/**
 * Omnicasa's dates. The public PHP client sends and reads 'YYYY-MM-DD HH:mm:ss' and also reads
 * WCF's '/Date(1718000000000+0200)/'; ISO 8601 is accepted too. A plain 'YYYY-MM-DD HH:mm:ss' has no
 * zone and the API does not say which one its clock keeps: it is taken as UTC, here and in
 * ChangeSince (a caller asking for changes should leave a margin of a few hours).
 */

import 'server-only';
const PLAIN = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const WCF = /^\/Date\((-?\d+)([+-]\d{2})?(\d{2})?\)\/$/;

/** The instant, or null when `text` is no date Omnicasa writes. */
export function parseOmnicasaDate(text: string): Date | null {
  const wcf = WCF.exec(text);
  if (wcf) return new Date(Number(wcf[1]));
  const plain = PLAIN.exec(text.trim());
  if (!plain) return null;
  const [, day = '', time = '00:00:00', fraction = '', zone = 'Z'] = plain;
  const seconds = time.length === 5 ? `${time}:00` : time;
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(`${day}T${seconds}${fraction}${offset}`);
  return Number.isNaN(date.getTime()) || !isRealDay(day) ? null : date;
}

/** new Date('2025-02-30') rolls over to March: only days that exist are dates. */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export function isOmnicasaDate(text: string): boolean {
  return parseOmnicasaDate(text) !== null;
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC: how dates are sent (ChangeSince) and how the fake CRM writes them. */
export function formatOmnicasaDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The snapshot's timestamp ('2025-06-05T16:30:00Z', to the second), or null. */
export function toIsoDateTime(text: string): string | null {
  const date = parseOmnicasaDate(text);
  return date ? `${date.toISOString().slice(0, 19)}Z` : null;
}

/**
 * The snapshot's calendar day ('2034-08-06'), or null. A WCF date with an offset is the day at that
 * offset (a Belgian midnight is still the same day); a plain one is the day it names.
 */
export function toIsoDate(text: string): string | null {
  const wcf = WCF.exec(text);
  if (wcf) {
    const sign = wcf[2]?.startsWith('-') ? -1 : 1;
    const offsetMinutes = wcf[2] ? sign * (Math.abs(Number(wcf[2])) * 60 + Number(wcf[3] ?? 0)) : 0;
    return new Date(Number(wcf[1]) + offsetMinutes * 60_000).toISOString().slice(0, 10);
  }
  return parseOmnicasaDate(text) ? text.trim().slice(0, 10) : null;
}

/** A snapshot day as Omnicasa writes it: '2034-08-06 00:00:00'. */
export function fromIsoDate(day: string): string {
  return `${day} 00:00:00`;
}

/** A snapshot timestamp as Omnicasa writes it. */
export function fromIsoDateTime(timestamp: string): string {
  return formatOmnicasaDate(new Date(timestamp));
}
