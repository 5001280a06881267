/**
 * The owner statistics of one property, counted from what the site itself recorded: booked visits
 * (visit-form leads), communications (every other lead about the property), online media (page
 * views from a property portal) and page visits (every human page view).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '@/lib/dates';
import { VISIT_FORMS } from '@/lib/forms/leads/registry';
import { statPeriods } from '@/lib/portal/periods';
import type { Database } from '../db/client';

export const STAT_KINDS = ['visits', 'communications', 'onlineMedia', 'pageVisits'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

export interface Counter {
  today: number;
  week: number;
  month: number;
  total: number;
}

export type DailyPoint = { date: string } & Record<StatKind, number>;

export interface PropertyStats {
  counters: Record<StatKind, Counter>;
  daily: DailyPoint[];
}

type CounterRow = { kind: StatKind; today: string; week: string; month: string; total: string };
type DailyRow = { kind: StatKind; day: string; n: string };

export async function propertyStats(
  db: Database,
  propertyId: number,
  now: Date,
): Promise<PropertyStats> {
  const p = statPeriods(now);
  const [today, week, month, chartStart] = [p.today, p.week, p.month, p.chartStart].map((d) =>
    d.toISOString(),
  );
  const events = sql`
    SELECT CASE WHEN form IN (${sql.join(VISIT_FORMS.map((form) => sql`${form}`), sql`, `)}) THEN 'visits' ELSE 'communications' END AS kind, created_at
      FROM leads WHERE property_id = ${propertyId}
    UNION ALL SELECT 'pageVisits', created_at FROM page_views WHERE property_id = ${propertyId}
    UNION ALL SELECT 'onlineMedia', created_at FROM page_views WHERE property_id = ${propertyId} AND online_media`;

  const counters = await db.execute<CounterRow>(sql`
    SELECT kind,
      count(*) FILTER (WHERE created_at >= ${today}::timestamptz) AS today,
      count(*) FILTER (WHERE created_at >= ${week}::timestamptz) AS week,
      count(*) FILTER (WHERE created_at >= ${month}::timestamptz) AS month,
      count(*) AS total
    FROM (${events}) e WHERE created_at <= ${now.toISOString()}::timestamptz GROUP BY kind`);
  const daily = await db.execute<DailyRow>(sql`
    SELECT kind, to_char(created_at AT TIME ZONE ${SITE_TIME_ZONE}, 'YYYY-MM-DD') AS day, count(*) AS n
    FROM (${events}) e
    WHERE created_at >= ${chartStart}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
    GROUP BY kind, day`);

  const zero = (): Counter => ({ today: 0, week: 0, month: 0, total: 0 });
  const result: PropertyStats = {
    counters: { visits: zero(), communications: zero(), onlineMedia: zero(), pageVisits: zero() },
    daily: p.chartDays.map((date) => ({
      date,
      visits: 0,
      communications: 0,
      onlineMedia: 0,
      pageVisits: 0,
    })),
  };
  for (const row of counters.rows) {
    result.counters[row.kind] = {
      today: Number(row.today),
      week: Number(row.week),
      month: Number(row.month),
      total: Number(row.total),
    };
  }
  const byDay = new Map(result.daily.map((point) => [point.date, point]));
  for (const row of daily.rows) {
    const point = byDay.get(row.day);
    if (point) point[row.kind] = Number(row.n);
  }
  return result;
}
