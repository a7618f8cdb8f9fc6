import { afterEach, describe, expect, it, vi } from 'vitest';
import { boxBetween, dimColour, flattenAnnotations, highlightColour, hideColour, isUsableBox, paintAnnotations } from './annotations';
import { recordingContext, stubCanvas } from './canvasStub.fixture';

const bounds = { width: 800, height: 600 };

describe('boxBetween', () => {
  it('normalises a drag in any direction and keeps it inside the image', () => {
    expect(boxBetween('hide', { x: 300, y: 200 }, { x: 100, y: 50 }, bounds)).toEqual({ mode: 'hide', x: 100, y: 50, width: 200, height: 150 });
    expect(boxBetween('highlight', { x: -20, y: 590 }, { x: 50, y: 700 }, bounds)).toEqual({
      mode: 'highlight',
      x: 0,
      y: 590,
      width: 50,
      height: 10,
    });
  });

  it('ignores stray clicks', () => {
    expect(isUsableBox(boxBetween('hide', { x: 10, y: 10 }, { x: 12, y: 40 }, bounds))).toBe(false);
    expect(isUsableBox(boxBetween('hide', { x: 10, y: 10 }, { x: 14, y: 14 }, bounds))).toBe(true);
  });
});

describe('paintAnnotations', () => {
  it('paints nothing but a clear canvas without boxes', () => {
    const context = recordingContext();
    paintAnnotations(context, [], 800, 600);
    expect(context.calls).toEqual([['clearRect', 0, 0, 800, 600]]);
  });

  it('dims everything outside the highlights, outlines them, and blacks out hidden parts last', () => {
    const context = recordingContext();
    paintAnnotations(
      context,
      [
        { mode: 'highlight', x: 10, y: 20, width: 100, height: 50 },
        { mode: 'hide', x: 30, y: 30, width: 10, height: 10 },
      ],
      800,
      600,
    );
    expect(context.calls).toEqual([
      ['clearRect', 0, 0, 800, 600],
      ['fillRect', 0, 0, 800, 600, dimColour],
      ['clearRect', 10, 20, 100, 50],
      ['strokeRect', 10, 20, 100, 50, highlightColour],
      ['fillRect', 30, 30, 10, 10, hideColour],
    ]);
  });

  it('does not dim when only hiding', () => {
    const context = recordingContext();
    paintAnnotations(context, [{ mode: 'hide', x: 1, y: 2, width: 30, height: 40 }], 800, 600);
    expect(context.calls).toEqual([
      ['clearRect', 0, 0, 800, 600],
      ['fillRect', 1, 2, 30, 40, hideColour],
    ]);
  });
});

describe('flattenAnnotations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the image at full size, lays the painted overlay on it and exports a PNG', async () => {
    const { contexts } = stubCanvas();
    const image = new Image();
    vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(800);
    vi.spyOn(image, 'naturalHeight', 'get').mockReturnValue(600);
    const png = await flattenAnnotations(image, [{ mode: 'hide', x: 5, y: 5, width: 50, height: 50 }]);
    expect(png.type).toBe('image/png');
    const [result, overlay] = [...contexts.entries()];
    expect(result![0].width).toBe(800);
    expect(result![1].calls[0]).toEqual(['drawImage', image, 0, 0, 800, 600]);
    expect(result![1].calls[1]).toEqual(['drawImage', overlay![0], 0, 0]);
    expect(overlay![1].calls).toContainEqual(['fillRect', 5, 5, 50, 50, hideColour]);
  });
});
