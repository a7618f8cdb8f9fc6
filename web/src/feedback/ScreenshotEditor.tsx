// 'Highlight or hide': the user drags boxes over the screenshot, then Done burns them into a PNG.
import { Button, ButtonGroup, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { boxBetween, flattenAnnotations, isUsableBox, paintAnnotations, type Box, type BoxMode, type Point } from './annotations';

export interface ScreenshotEditorProps {
  isOpen: boolean;
  /** The screenshot as a data URL. */
  src: string;
  onCancel: () => void;
  /** The flattened PNG; only called when at least one box was drawn. */
  onDone: (image: Blob) => void | Promise<void>;
}

interface Size {
  width: number;
  height: number;
}

export function ScreenshotEditor({ isOpen, src, onCancel, onDone }: ScreenshotEditorProps) {
  const [mode, setMode] = useState<BoxMode>('highlight');
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [draft, setDraft] = useState<Box | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragStart = useRef<Point | null>(null);

  // Every opening starts from the clean screenshot.
  useEffect(() => {
    if (!isOpen) return;
    setMode('highlight');
    setBoxes([]);
    setDraft(null);
    setError(null);
    setBusy(false);
  }, [isOpen, src]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !size) return;
    paintAnnotations(context, draft ? [...boxes, draft] : boxes, size.width, size.height);
  }, [boxes, draft, size]);

  const toImagePoint = (event: PointerEvent<HTMLCanvasElement>): Point | null => {
    const canvas = canvasRef.current;
    if (!canvas || !size) return null;
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    return {
      x: ((event.clientX - rect.left) * size.width) / rect.width,
      y: ((event.clientY - rect.top) * size.height) / rect.height,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const point = toImagePoint(event);
    if (!point) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragStart.current = point;
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = toImagePoint(event);
    if (!dragStart.current || !point || !size) return;
    setDraft(boxBetween(mode, dragStart.current, point, size));
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = toImagePoint(event);
    const start = dragStart.current;
    dragStart.current = null;
    setDraft(null);
    if (!start || !point || !size) return;
    const box = boxBetween(mode, start, point, size);
    if (isUsableBox(box)) setBoxes((current) => [...current, box]);
  };

  const undo = () => setBoxes((current) => current.slice(0, -1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      undo();
    }
  };

  const done = async () => {
    const image = imageRef.current;
    if (boxes.length === 0 || !image) {
      onCancel();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onDone(await flattenAnnotations(image, boxes));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title="Highlight or hide" icon="highlight" className="feedback-editor" canOutsideClickClose={false}>
      {/* display: contents, so the dialog keeps its own body and footer layout. */}
      <div className="feedback-editor__content" onKeyDown={onKeyDown}>
        <DialogBody>
          <div className="feedback-editor__toolbar" role="toolbar" aria-label="Screenshot tools">
            <ButtonGroup>
              <Button
                icon="highlight"
                text="Highlight"
                active={mode === 'highlight'}
                aria-pressed={mode === 'highlight'}
                onClick={() => setMode('highlight')}
              />
              <Button icon="eye-off" text="Hide" active={mode === 'hide'} aria-pressed={mode === 'hide'} onClick={() => setMode('hide')} />
            </ButtonGroup>
            <Button icon="undo" text="Undo" variant="minimal" disabled={boxes.length === 0} onClick={undo} />
          </div>
          <p className="feedback-editor__hint" id="feedback-editor-hint">
            Drag over the screenshot to draw a box. Highlight keeps the boxed parts bright and dims the rest; Hide blacks the boxed parts out.
          </p>
          <div className="feedback-editor__stage">
            <img
              ref={imageRef}
              src={src}
              alt="Screenshot being edited"
              draggable={false}
              onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            />
            <canvas
              ref={canvasRef}
              width={size?.width ?? 0}
              height={size?.height ?? 0}
              role="img"
              aria-label={`Drawing area, ${boxes.length} ${boxes.length === 1 ? 'box' : 'boxes'} drawn`}
              aria-describedby="feedback-editor-hint"
              data-box-count={boxes.length}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                dragStart.current = null;
                setDraft(null);
              }}
            />
          </div>
          {error && (
            <Callout intent="danger" compact role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onCancel} disabled={busy} />
              <Button text="Done" intent="primary" onClick={() => void done()} loading={busy} />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
