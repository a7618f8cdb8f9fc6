// The days as stacked bars (imported, failed), drawn with the graphs' ECharts chart (loaded with the first chart).
// The chart is an image to assistive technology: the table beside it carries the same numbers.
import { useMemo } from 'react';
import { toUsDate } from '../../dates/calendar';
import type { RethinkDaysQuery } from '../../gql/graphql';
import { Chart } from '../graphs/chart/Chart';

type Day = RethinkDaysQuery['days'][number];

export function DailyChart({ days }: { days: readonly Day[] }) {
  const option = useMemo(
    () => ({
      aria: { enabled: true },
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days.map((day) => toUsDate(day.date)?.slice(0, 5) ?? day.date) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: 'Imported', type: 'bar', stack: 'sessions', color: '#238551', data: days.map((day) => day.imported) },
        { name: 'Failed', type: 'bar', stack: 'sessions', color: '#cd4246', data: days.map((day) => day.failed) },
      ],
    }),
    [days],
  );
  return (
    <div className="rethink-chart">
      <Chart option={option} label="Sessions imported and failed by day" height={340} />
    </div>
  );
}
