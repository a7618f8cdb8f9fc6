import { BlueprintProvider } from '@blueprintjs/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideColour } from './annotations';
import { stubCanvas, type RecordingContext } from './canvasStub.fixture';
import { ScreenshotEditor } from './ScreenshotEditor';

// jsdom has no PointerEvent; React reads clientX/button/pointerId from whatever native event arrives.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStandIn extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
  }
});

let contexts: Map<HTMLCanvasElement, RecordingContext>;
beforeEach(() => {
  contexts = stubCanvas().contexts;
});
afterEach(() => vi.restoreAllMocks());

function renderEditor() {
  const onDone = vi.fn<(image: Blob) => void>();
  const onCancel = vi.fn();
  render(
    <BlueprintProvider>
      <ScreenshotEditor isOpen src="data:image/png;base64,AAAA" onDone={onDone} onCancel={onCancel} />
    </BlueprintProvider>,
  );
  // The screenshot is 800x600 and shown at half size.
  const image = screen.getByAltText('Screenshot being edited');
  Object.defineProperty(image, 'naturalWidth', { value: 800 });
  Object.defineProperty(image, 'naturalHeight', { value: 600 });
  fireEvent.load(image);
  const canvas = screen.getByRole('img', { name: /Drawing area/ });
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }));
  return { onDone, onCancel, canvas: canvas as HTMLCanvasElement, user: userEvent.setup() };
}

function drag(canvas: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(canvas, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1 });
  fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

describe('ScreenshotEditor', () => {
  it('draws highlight and hide boxes, undoes the last one, and flattens the rest to a PNG on Done', async () => {
    const { canvas, onDone, user } = renderEditor();
    expect(screen.getByRole('dialog', { name: 'Highlight or hide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Highlight', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    drag(canvas, [10, 10], [110, 60]);
    expect(canvas).toHaveAccessibleName('Drawing area, 1 box drawn');

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('button', { name: 'Hide', pressed: true })).toBeInTheDocument();
    drag(canvas, [300, 200], [200, 150]);
    expect(canvas).toHaveAccessibleName('Drawing area, 2 boxes drawn');
    // The on-screen overlay is painted in image pixels: (200,150)-(300,200) on screen is twice that.
    expect(contexts.get(canvas)?.calls).toContainEqual(['fillRect', 400, 300, 200, 100, hideColour]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(canvas).toHaveAccessibleName('Drawing area, 1 box drawn');

    drag(canvas, [0, 0], [1, 1]); // a stray click is not a box
    expect(canvas).toHaveAccessibleName('Drawing area, 1 box drawn');
    drag(canvas, [20, 20], [40, 30]);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0].type).toBe('image/png');
    const overlay = [...contexts.entries()].filter(([element]) => element !== canvas).at(-1)![1];
    expect(overlay.calls).toContainEqual(['fillRect', 40, 40, 40, 20, hideColour]);
    expect(overlay.calls).not.toContainEqual(['fillRect', 400, 300, 200, 100, hideColour]);
  });

  it('undoes with Ctrl+Z from the keyboard', async () => {
    const { canvas, user } = renderEditor();
    drag(canvas, [10, 10], [110, 60]);
    screen.getByRole('button', { name: 'Hide' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(canvas).toHaveAccessibleName('Drawing area, 0 boxes drawn');
  });

  it('cancels without a result, and Done without boxes keeps the screenshot as it was', async () => {
    const first = renderEditor();
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    await first.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(first.onCancel).toHaveBeenCalledTimes(2);
    expect(first.onDone).not.toHaveBeenCalled();
  });
});
