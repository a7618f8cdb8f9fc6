// One ECharts chart in a box that it fills and follows as the box resizes. ECharts loads with the first chart drawn.
// The chart is an image to assistive technology (its data table beside it carries the values); its handle gives the
// PNG of what is drawn.
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { forwardRef, lazy, Suspense, useImperativeHandle, useRef, useState } from 'react';
import './chart.css';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartHandle {
  /** The chart as a PNG data URL, on a white ground; undefined before it is drawn. */
  pngUrl(): string | undefined;
}

export interface ChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for its accessible name. */
  label: string;
  height?: number;
}

/**
 * Whether the document draws on a canvas. A test's document (jsdom) does not: there the chart stays an empty box, as
 * it would if drawing failed, and its data table beside it still carries the values.
 */
function drawsOnCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') != null;
  } catch {
    return false;
  }
}

export const Chart = forwardRef<ChartHandle, ChartProps>(function Chart({ option, label, height = 420 }, ref) {
  const drawn = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const [draws] = useState(drawsOnCanvas);

  useImperativeHandle(ref, () => ({
    pngUrl: () => drawn.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }),
  }));

  const box = { className: 'graph-chart', role: 'img', 'aria-label': label, style: { height }, 'data-ready': ready ? 'true' : undefined };
  if (!draws) return <div {...box} />;
  return (
    <Suspense fallback={<div {...box} />}>
      <ChartCanvas
        {...box}
        option={option}
        onDrawn={(chart) => {
          drawn.current = chart;
          setReady(true);
        }}
      />
    </Suspense>
  );
});
