// ECharts for the Rethink monitoring page, registered piece by piece (never the whole library): the bar chart, its
// grid, tooltip, legend, the aria description and the canvas renderer.
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, CanvasRenderer]);

export { init };
