// The drawn chart: echarts-for-react's core component over the ECharts registered in ./echarts, in the chunk that
// loads with the first chart. It follows its box as the box resizes and says when it has first drawn. The ES module
// build of the component: its CommonJS build (lib/) requires all of tslib, which would land in the entry's chunks.
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { HTMLAttributes } from 'react';
import { echarts } from './echarts';

export interface ChartCanvasProps extends HTMLAttributes<HTMLDivElement> {
  option: EChartsCoreOption;
  /** Called with the chart once its first option is drawn. */
  onDrawn: (chart: EChartsType) => void;
}

// One object for every chart: the component starts its chart again whenever its opts change.
const opts = { renderer: 'canvas' } as const;

export default function ChartCanvas({ option, onDrawn, ...box }: ChartCanvasProps) {
  return <ReactEChartsCore {...box} echarts={echarts} option={option} notMerge opts={opts} onChartReady={onDrawn} />;
}
