// The days as stacked bars (imported, failed), drawn by ECharts once it has loaded. The chart is an image to
// assistive technology: the table beside it carries the same numbers.
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toUsDate } from '../../dates/calendar';
import type { RethinkDaysQuery } from '../../gql/graphql';

type Day = RethinkDaysQuery['days'][number];

export function DailyChart({ days }: { days: readonly Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ init }) => {
      if (disposed || !box.current) return;
      chart.current = init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

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

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [ready, option]);

  return <div ref={box} className="rethink-chart" role="img" aria-label="Sessions imported and failed by day" data-ready={ready ? 'true' : undefined} />;
}
