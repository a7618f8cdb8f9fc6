// The supervision year as an ECharts option: one bar per month, the projected percentage, green where the month meets
// the rule and red where it falls short, against a dashed line at the 5% the rule asks for.
import type { EChartsCoreOption } from 'echarts/core';
import { monthLabel } from '../../dates/months';
import { REQUIRED_PERCENT, type SupervisionRow } from './figures';

const MET = '#238551';
const SHORT = '#cd4246';

export function yearChartOption(rows: readonly SupervisionRow[]): EChartsCoreOption {
  const top = Math.max(REQUIRED_PERCENT * 2, ...rows.map((row) => row.percentProjected ?? 0));
  return {
    aria: { enabled: true },
    grid: { left: 48, right: 24, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value.toFixed(1)}%` : '—') },
    xAxis: { type: 'category', data: rows.map((row) => monthLabel(row.month).replace(/ (\d{2})(\d{2})$/, " '$2")) },
    yAxis: { type: 'value', min: 0, max: Math.ceil(top), axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: 'Supervised (projected)',
        data: rows.map((row) => ({ value: row.percentProjected ?? 0, itemStyle: { color: row.met ? MET : SHORT } })),
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { type: 'dashed', color: '#5f6b7c' },
          label: { formatter: `${REQUIRED_PERCENT}% required`, position: 'insideEndTop' },
          data: [{ yAxis: REQUIRED_PERCENT }],
        },
      },
    ],
  };
}
