/**
 * How the fake CRM writes and reads times. Its plain dates ('YYYY-MM-DD HH:mm:ss') carry no zone,
 * as Omnicasa's do: they are in the account's clock zone, UTC or Belgian time (a Belgian CRM's
 * likely choice), and so is a ChangeSince it receives. It also writes WCF ('/Date(ms+0100)/',
 * milliseconds since the epoch and the Belgian offset) and ISO without a zone.
 */

export type ClockZone = 'UTC' | 'Europe/Brussels';

const HOUR = 3_600_000;

/** The last Sunday of a month of a year, at 01:00 UTC (when EU summer time starts or ends). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Belgium's offset from UTC at an instant, in hours: 2 in summer time, 1 otherwise. */
export function brusselsOffsetHours(ms: number): 1 | 2 {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

const offsetHours = (ms: number, zone: ClockZone) => (zone === 'UTC' ? 0 : brusselsOffsetHours(ms));

/** 'YYYY-MM-DD HH:mm:ss' (or with a 'T') on the zone's wall clock. */
export function plainDate(ms: number, zone: ClockZone, separator: ' ' | 'T' = ' '): string {
  const wall = new Date(ms + offsetHours(ms, zone) * HOUR).toISOString();
  return `${wall.slice(0, 10)}${separator}${wall.slice(11, 19)}`;
}

/** WCF's JSON date: '/Date(1718000000000+0200)/'. */
export function wcfDate(ms: number): string {
  return `/Date(${ms}+0${brusselsOffsetHours(ms)}00)/`;
}

const WCF = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;
const WALL =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant a date parameter names, or null: WCF, a date with a zone, or a wall-clock date read
 * on the zone's clock (the hour that summer time repeats is taken the first time).
 */
export function parseDateParam(text: string, zone: ClockZone): number | null {
  const wcf = WCF.exec(text.trim());
  if (wcf) return Number(wcf[1]);
  const match = WALL.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', offset] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(wall)) return null;
  if (offset === 'Z') return wall;
  if (offset) {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.replace(/[+:-]/g, '');
    return wall - sign * (Number(digits.slice(0, 2)) * HOUR + Number(digits.slice(2)) * 60_000);
  }
  if (zone === 'UTC') return wall;
  const early = wall - 2 * HOUR;
  return brusselsOffsetHours(early) === 2 ? early : wall - HOUR;
}
