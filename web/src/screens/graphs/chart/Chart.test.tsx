// The graph chart in a test's document: an empty box named for what it shows where the document cannot draw, and
// where it can (a stand-in 2D context), ECharts drawn through echarts-for-react in the box, ready, with its PNG.
import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chart, type ChartHandle } from './Chart';

const option = { xAxis: { type: 'category', data: ['Mon', 'Tue'] }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [1, 2] }] };
const label = 'Behavior frequency: occurrences per day';

/** A 2D context that draws nothing: every call answers a harmless value. */
function silentContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const answers: Record<PropertyKey, unknown> = { canvas, measureText: (text: string) => ({ width: text.length * 6 }) };
  return new Proxy(answers, { get: (target, key) => (key in target ? target[key] : () => undefined) }) as unknown as CanvasRenderingContext2D;
}

describe('the graph chart', () => {
  it('stays an empty box named for what it shows where the document cannot draw', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const handle = createRef<ChartHandle>();
    render(<Chart ref={handle} option={option} label={label} height={320} />);
    const box = screen.getByRole('img', { name: label });
    expect(box.style.height).toBe('320px');
    expect(box.dataset.ready).toBeUndefined();
    expect(box.querySelector('canvas')).toBeNull();
    expect(handle.current?.pngUrl()).toBeUndefined();
  });

  it('draws through echarts-for-react in its box, says when it has drawn and gives its PNG', async () => {
    const getContext = function (this: HTMLCanvasElement) {
      return silentContext(this);
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,drawn');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    const handle = createRef<ChartHandle>();
    render(<Chart ref={handle} option={option} label={label} height={320} />);
    // The box is drawn in once the chart's chunk has loaded.
    await waitFor(() => expect(screen.getByRole('img', { name: label }).dataset.ready).toBe('true'));
    const box = screen.getByRole('img', { name: label });
    expect(box.style.height).toBe('320px');
    expect(box.querySelector('canvas')).not.toBeNull();
    expect(handle.current?.pngUrl()).toBe('data:image/png;base64,drawn');
  });
});
