// Boxes drawn over a screenshot, in the image's own pixels: Highlight keeps a part bright and dims the rest,
// Hide blacks a part out. One drawing routine serves the on-screen overlay and the flattened PNG.
import { canvasToPng } from './screenCapture';

export type BoxMode = 'highlight' | 'hide';

export interface Box {
  mode: BoxMode;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Boxes smaller than this (in image pixels, either side) are stray clicks, not boxes. */
export const minimumBoxSide = 4;

/** The box between two drag points, whichever way the drag went, kept inside the image. */
export function boxBetween(mode: BoxMode, from: Point, to: Point, bounds: { width: number; height: number }): Box {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x1 = clamp(Math.min(from.x, to.x), bounds.width);
  const y1 = clamp(Math.min(from.y, to.y), bounds.height);
  const x2 = clamp(Math.max(from.x, to.x), bounds.width);
  const y2 = clamp(Math.max(from.y, to.y), bounds.height);
  return { mode, x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

export const isUsableBox = (box: Box): boolean => box.width >= minimumBoxSide && box.height >= minimumBoxSide;

export const dimColour = 'rgba(0, 0, 0, 0.45)';
export const highlightColour = '#fbb360';
export const hideColour = '#000000';

/**
 * Paints the boxes on a transparent canvas of the image's size. With any highlight, everything outside the
 * highlights is dimmed; hidden parts are painted last so a hide inside a highlight still hides.
 */
export function paintAnnotations(context: CanvasRenderingContext2D, boxes: readonly Box[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  const highlights = boxes.filter((box) => box.mode === 'highlight');
  if (highlights.length > 0) {
    context.fillStyle = dimColour;
    context.fillRect(0, 0, width, height);
    for (const box of highlights) context.clearRect(box.x, box.y, box.width, box.height);
    context.strokeStyle = highlightColour;
    context.lineWidth = Math.max(2, Math.round(Math.max(width, height) / 500));
    for (const box of highlights) context.strokeRect(box.x, box.y, box.width, box.height);
  }
  context.fillStyle = hideColour;
  for (const box of boxes) if (box.mode === 'hide') context.fillRect(box.x, box.y, box.width, box.height);
}

function canvasOfSize(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit images.');
  return { canvas, context };
}

/** The image with its boxes burnt in, as one PNG: what the practice receives. */
export async function flattenAnnotations(image: HTMLImageElement, boxes: readonly Box[]): Promise<Blob> {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const result = canvasOfSize(width, height);
  result.context.drawImage(image, 0, 0, width, height);
  // The overlay is painted apart and laid on top, because the dimming clears holes that must not cut the image.
  const overlay = canvasOfSize(width, height);
  paintAnnotations(overlay.context, boxes, width, height);
  result.context.drawImage(overlay.canvas, 0, 0);
  return canvasToPng(result.canvas);
}
