// Drawing a signature with a mouse, pen or finger (signature_pad), with Undo (the last stroke) and Clear. The pad
// keeps its strokes when it is resized; what is saved is the pad's picture as a PNG.
import { Button } from '@blueprintjs/core';
import SignaturePad from 'signature_pad';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { canvasToPng, inkColour } from './typedSignature';

export interface DrawPadHandle {
  /** The drawing as a PNG; null while nothing is drawn. */
  toFile(): Promise<File | null>;
  clear(): void;
}

export function DrawPad({ ref, label, disabled, onInk }: { ref: Ref<DrawPadHandle>; label: string; disabled: boolean; onInk: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: inkColour, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // The canvas's pixels follow its size on screen and the screen's density, so strokes land under the pointer.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokesSoFar = pad.toData();
      canvas.width = Math.round(canvas.offsetWidth * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokesSoFar);
    };
    // Told once the canvas is laid out, and again whenever its size changes: read then, its size costs no layout of
    // its own.
    const sizes = new ResizeObserver(fit);
    sizes.observe(canvas);
    const ended = () => {
      setStrokes(pad.toData().length);
      onInk();
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      pad.removeEventListener('endStroke', ended);
      sizes.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, [onInk]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setStrokes(0);
  }, []);

  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  };

  useImperativeHandle(
    ref,
    () => ({
      toFile: async () => {
        const canvas = canvasRef.current;
        return canvas && padRef.current && !padRef.current.isEmpty() ? canvasToPng(canvas) : null;
      },
      clear,
    }),
    [clear],
  );

  return (
    <div className="signature-draw">
      <canvas ref={canvasRef} className="signature-canvas" role="img" aria-label={label} />
      <div className="signature-actions">
        <span className="kit-muted">
          {strokes === 0 ? 'Sign above with a mouse, pen or finger.' : `${strokes} stroke${strokes === 1 ? '' : 's'}`}
        </span>
        <Button icon="undo" text="Undo" variant="minimal" onClick={undo} disabled={disabled || strokes === 0} />
        <Button icon="eraser" text="Clear" variant="minimal" onClick={clear} disabled={disabled || strokes === 0} />
      </div>
    </div>
  );
}
