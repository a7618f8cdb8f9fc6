// The ECharts option of a graph over calendar days: one line per series (gaps left open, or joined for percent
// graphs where a day without the target says nothing of it), labelled vertical lines at phase changes, the
// mastery criterion as a horizontal line, and overlays (trends, indicators, celeration lines) as thin dashed lines.
import type { EChartsCoreOption } from 'echarts/core';
import type { PhaseChange } from './compute/phases';

export interface DrawnSeries {
  name: string;
  values: (number | null)[];
}

export interface Overlay extends DrawnSeries {
  /** The series it belongs to, whose colour it takes. */
  of: string;
  /** A label at its end (a celeration). */
  label?: string;
}

export interface LineGraph {
  days: readonly string[];
  series: readonly DrawnSeries[];
  overlays: readonly Overlay[];
  phases: readonly PhaseChange[];
  /** Join the points across days without a value. */
  joinGaps: boolean;
  yName: string;
  yMin?: number;
  yMax?: number;
  /** A log axis (the celeration chart). */
  log?: boolean;
  criterion?: { value: number; label: string } | null;
}

// Blueprint's categorical palette, distinct for colour-blind readers.
export const palette = ['#2D72D2', '#C87619', '#238551', '#CD4246', '#7961DB', '#00A396', '#D1980B', '#5F6B7C'];

const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

export function lineOption(graph: LineGraph): EChartsCoreOption {
  const colourOf = new Map(graph.series.map((line, index) => [line.name, palette[index % palette.length]!]));
  // Several programs or behaviours changing phase on one day draw one line.
  const phases = graph.phases.filter(
    (phase, index) => graph.phases.findIndex((other) => other.date === phase.date && other.label === phase.label) === index,
  );
  const marks = [
    ...phases.map((phase) => ({
      xAxis: shortDay(phase.date),
      label: { formatter: phase.label, position: 'insideEndTop', color: '#1C2127', fontSize: 12 },
      lineStyle: { color: '#404854', type: 'solid', width: 1.5 },
    })),
    ...(graph.criterion
      ? [
          {
            yAxis: graph.criterion.value,
            label: { formatter: graph.criterion.label, position: 'insideEndTop', color: '#238551' },
            lineStyle: { color: '#238551', type: 'dashed', width: 1.5 },
          },
        ]
      : []),
  ];
  return {
    animation: false,
    aria: { enabled: false },
    color: palette,
    grid: { left: 64, right: 64, top: 56, bottom: 64 },
    legend: { type: 'scroll', top: 8, data: graph.series.map((line) => line.name), textStyle: { fontSize: 12 } },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (value === null || value === undefined ? 'No session' : String(value)) },
    xAxis: { type: 'category', data: graph.days.map(shortDay), name: 'Day', nameLocation: 'middle', nameGap: 36, axisLabel: { hideOverlap: true } },
    yAxis: graph.log
      ? { type: 'log', min: graph.yMin, max: graph.yMax, logBase: 10, name: graph.yName, nameLocation: 'middle', nameGap: 48 }
      : { type: 'value', min: graph.yMin ?? 0, max: graph.yMax, name: graph.yName, nameLocation: 'middle', nameGap: 48 },
    series: [
      ...graph.series.map((line, index) => ({
        type: 'line',
        name: line.name,
        data: line.values,
        connectNulls: graph.joinGaps,
        symbolSize: 7,
        lineStyle: { width: 2 },
        ...(index === 0 && marks.length > 0 && { markLine: { symbol: 'none', silent: true, data: marks } }),
      })),
      ...graph.overlays.map((overlay) => ({
        type: 'line',
        name: overlay.name,
        data: overlay.values,
        connectNulls: true,
        showSymbol: false,
        color: colourOf.get(overlay.of),
        lineStyle: { width: 1.5, type: 'dashed' },
        emphasis: { disabled: true },
        ...(overlay.label && {
          endLabel: { show: true, formatter: overlay.label, color: colourOf.get(overlay.of), fontWeight: 'bold' },
        }),
      })),
    ],
  };
}
