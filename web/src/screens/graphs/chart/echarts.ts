// ECharts as the graph screens use it, registered piece by piece (never the whole library): line, bar and scatter
// charts, the grid, tooltip, legend, mark lines and areas (phase changes, trends, criteria) and the canvas renderer.
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  MarkAreaComponent,
  AriaComponent,
  CanvasRenderer,
]);

/**
 * The core as echarts-for-react calls it: only the functions it calls, since the whole namespace of echarts/core
 * would keep every export of it in the chart's chunk (5 kB of gzip more).
 */
export const echarts = { init, getInstanceByDom, dispose };
