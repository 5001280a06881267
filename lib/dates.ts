/**
 * Dates, SPEC §9: day-month-year without padding ('1-3-2026'), as the calendar date in Brussels.
 */
export const SITE_TIME_ZONE = 'Europe/Brussels';

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

type CalendarDate = { year: number; month: number; day: number };

function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/** A date written without a time zone: 'YYYY-MM-DD[ HH:mm[:ss]]' or Belgian 'D/M/YYYY', 'D-M-YYYY', 'D.M.YYYY'. */
function wallClockDate(text: string): CalendarDate | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (belgian)
    return { year: Number(belgian[3]), month: Number(belgian[2]), day: Number(belgian[1]) };
  return null;
}

/** An instant written as text: ISO with a zone ('…Z', '…+01:00') or the CRM's '/Date(ms)/'. */
function instantOf(text: string): Date | null {
  const msDate = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(text);
  if (msDate) return new Date(Number(msDate[1]));
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    return new Date(text);
  }
  return null;
}

function brusselsDate(date: Date): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts = brusselsParts.formatToParts(date);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((p) => p.type === type)?.value);
  const result = { year: part('year'), month: part('month'), day: part('day') };
  return Object.values(result).every(Number.isInteger) ? result : null;
}

/**
 * '1-3-2026'. A Date, or text with a zone ('…Z', '…+01:00'), is an instant: its calendar date in
 * Brussels is used (2026-02-28T23:30:00Z is 1-3-2026). Text without a zone is a wall-clock date
 * and is taken as written: ISO '2026-03-01', '2026-03-01T23:30' and Belgian day-first '1/3/2026'.
 * The CRM's '/Date(1772406000000)/' is an instant too. Any other text, and anything invalid
 * (including impossible dates such as 2026-02-30), gives ''.
 */
export function formatDate(date: Date | string): string {
  let calendar: CalendarDate | null;
  if (date instanceof Date) {
    calendar = brusselsDate(date);
  } else if (typeof date === 'string' && date.trim() !== '') {
    const text = date.trim();
    const wall = wallClockDate(text);
    const instant = wall ? null : instantOf(text);
    calendar = wall ? (isCalendarDate(wall) ? wall : null) : instant ? brusselsDate(instant) : null;
  } else {
    calendar = null;
  }
  return calendar ? `${calendar.day}-${calendar.month}-${calendar.year}` : '';
}

/** The editor's date and time ('12 mrt 2026 14:03' in nl), in Brussels whatever the server's zone. */
export const staffDateTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE });

/** Today's calendar date in Brussels, 'YYYY-MM-DD' (en-CA writes ISO order). */
export function brusselsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date 'YYYY-MM-DD' written out in a language, as Belgians read it: '27 november 2026', '27. November 2026'. */
export function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(`${locale}-BE`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
