'use client';

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyPoint, StatKind } from '@/lib/server/stats/property-stats';

export type ChartLabels = Record<StatKind, string>;

const COLORS: Record<StatKind, string> = {
  pageVisits: 'var(--color-primary)',
  onlineMedia: '#7c5cbf',
  communications: 'var(--color-accent)',
  visits: '#2f8f5b',
};

const dayLabel = (date: string) => {
  const [, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}`;
};

/** The last 30 days as a chart (recharts, portal only): page visits as a line, the rest as bars. */
export default function StatsChart({ data, labels }: { data: DailyPoint[]; labels: ChartLabels }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(value) => dayLabel(String(value))} />
        <Legend />
        <Bar dataKey="visits" name={labels.visits} fill={COLORS.visits} stackId="leads" />
        <Bar
          dataKey="communications"
          name={labels.communications}
          fill={COLORS.communications}
          stackId="leads"
        />
        <Bar dataKey="onlineMedia" name={labels.onlineMedia} fill={COLORS.onlineMedia} />
        <Line
          type="monotone"
          dataKey="pageVisits"
          name={labels.pageVisits}
          stroke={COLORS.pageVisits}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
