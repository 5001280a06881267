'use client';

import dynamic from 'next/dynamic';
import type { DailyPoint } from '@/lib/server/stats/property-stats';
import type { ChartLabels } from './stats-chart';
import styles from './portal.module.css';

// recharts is the heaviest part of the portal: it loads after the page, in the browser only.
const StatsChart = dynamic(() => import('./stats-chart'), {
  ssr: false,
  loading: () => <div className={styles.chartLoading} />,
});

export function LazyStatsChart({
  data,
  labels,
  title,
}: {
  data: DailyPoint[];
  labels: ChartLabels;
  title: string;
}) {
  return (
    // The figures are also in the table next to it; the drawing itself is one image for assistive tech.
    <figure className={styles.chart} role="img" aria-label={title} data-testid="stats-chart">
      <StatsChart data={data} labels={labels} />
    </figure>
  );
}
