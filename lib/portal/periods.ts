/**
 * The periods of the owner statistics, as calendar periods in Brussels (SPEC §9's time zone):
 * today, this week (from Monday), this month, and the last 30 days of the chart. Boundaries are
 * returned as instants so the database compares timestamps, whatever its own time zone.
 */
import { SITE_TIME_ZONE } from '@/lib/dates';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function wallClock(instant: Date) {
  const parts = Object.fromEntries(
    dayParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The Brussels calendar day an instant falls on. */
export function brusselsDay(instant: Date): CalendarDay {
  const { year, month, day } = wallClock(instant);
  return { year, month, day };
}

/** The instant Brussels' clocks show midnight at the start of `day` (DST-aware). */
export function startOfBrusselsDay(day: CalendarDay): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day);
  let guess = asUtc;
  // Two rounds settle the offset even on the days the clocks change.
  for (let i = 0; i < 2; i += 1) {
    const shown = wallClock(new Date(guess));
    const shownAsUtc = Date.UTC(
      shown.year,
      shown.month - 1,
      shown.day,
      shown.hour,
      shown.minute,
      shown.second,
    );
    guess -= shownAsUtc - asUtc;
  }
  return new Date(guess);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface StatPeriods {
  today: Date;
  week: Date;
  month: Date;
  /** The first of the chart's days, and the days themselves (oldest first, today last). */
  chartStart: Date;
  chartDays: string[];
}

export const CHART_DAYS = 30;

export function statPeriods(now: Date): StatPeriods {
  const today = brusselsDay(now);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7; // Monday = 0
  const first = addDays(today, -(CHART_DAYS - 1));
  return {
    today: startOfBrusselsDay(today),
    week: startOfBrusselsDay(addDays(today, -weekday)),
    month: startOfBrusselsDay({ ...today, day: 1 }),
    chartStart: startOfBrusselsDay(first),
    chartDays: Array.from({ length: CHART_DAYS }, (_, i) => isoDay(addDays(first, i))),
  };
}
