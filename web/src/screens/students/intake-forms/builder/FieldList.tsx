// The form being built: its fields in order. A kind dragged from the palette lands where it is dropped; a field
// moves by dragging its handle or, with the handle focused, by Alt+Up and Alt+Down. Every change is announced.
import { Button } from '@blueprintjs/core';
import { Tag } from '../../../../kit/Tag';
import { useEffect, useRef, useState, type Dispatch, type DragEvent, type KeyboardEvent } from 'react';
import { fieldKinds, typeLabels, type BuilderAction, type BuilderField, type FieldKind, type FieldProblems } from './builder';
import { kindDragType } from './Palette';

export const fieldName = (field: BuilderField) => field.label.trim() || `Untitled ${fieldKinds[field.kind].label.toLowerCase()}`;

export interface FieldListProps {
  fields: readonly BuilderField[];
  problems: Record<string, FieldProblems>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  dispatch: Dispatch<BuilderAction>;
  announce: (message: string) => void;
}

export function FieldList({ fields, problems, selectedId, onSelect, dispatch, announce }: FieldListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // Keeps the focus on the handle of the field that moved, once the list is drawn in its new order.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id) handles.current.get(id)?.focus();
    focusAfterMove.current = null;
  }, [fields]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const field = fields[from];
    const target = Math.max(0, Math.min(fields.length - 1, to));
    if (!field || target === from) return;
    if (keepFocus) focusAfterMove.current = field.id;
    dispatch({ type: 'move', from, to: target });
    announce(`${fieldName(field)} moved to position ${target + 1} of ${fields.length}.`);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
  };

  const accepts = (event: DragEvent) => dragging !== null || event.dataTransfer.types.includes(kindDragType);

  /** A drop at `index` (fields.length: after the last). */
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const kind = event.dataTransfer.getData(kindDragType) as FieldKind | '';
    if (kind && kind in fieldKinds) {
      dispatch({ type: 'add', kind, at: index });
      announce(`${fieldKinds[kind].label} field added at position ${index + 1}.`);
    } else if (dragging !== null) {
      move(dragging, index, false);
    }
    setDragging(null);
    setOver(null);
  };

  const dragOver = (event: DragEvent, index: number) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = dragging !== null ? 'move' : 'copy';
    setOver(index);
  };

  return (
    <section className="form-builder-canvas" aria-labelledby="form-builder-canvas-title">
      <h2 id="form-builder-canvas-title" className="form-builder-heading">
        The form
      </h2>
      <p className="kit-muted form-builder-hint" id="form-builder-move-help">
        Choose a field to set it up. Drag a field by its handle, or focus the handle and press Alt+Up or Alt+Down.
      </p>
      <ol className="form-builder-fields" aria-label="Fields of the form">
        {fields.map((field, index) => {
          const found = problems[field.id];
          const messages = found ? Object.values(found) : [];
          return (
            <li
              key={field.id}
              className={`form-builder-field${field.id === selectedId ? ' is-selected' : ''}${dragging === index ? ' is-dragging' : ''}${over === index ? ' is-over' : ''}${messages.length > 0 ? ' has-problem' : ''}`}
              onDragOver={(event) => dragOver(event, index)}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
            >
              <span className="form-builder-position" aria-hidden="true">
                {index + 1}
              </span>
              <Button
                variant="minimal"
                icon="drag-handle-vertical"
                className="form-builder-handle"
                aria-label={`Move ${fieldName(field)}, position ${index + 1} of ${fields.length}`}
                aria-describedby="form-builder-move-help"
                draggable
                ref={(element) => {
                  if (element) handles.current.set(field.id, element);
                  else handles.current.delete(field.id);
                }}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', fieldName(field));
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                onKeyDown={(event) => onHandleKey(event, index)}
              />
              <button type="button" className="form-builder-summary" aria-pressed={field.id === selectedId} onClick={() => onSelect(field.id)}>
                <span className={`form-builder-label${field.kind === 'section' ? ' is-section' : ''}`}>{fieldName(field)}</span>
                <span className="form-builder-meta">
                  {typeLabels[field.type] ?? field.type}
                  {field.key && <> · {field.key}</>}
                  {field.required && (
                    <Tag minimal intent="primary" className="form-builder-required">
                      Required
                    </Tag>
                  )}
                </span>
                {messages.length > 0 && <span className="form-builder-problem">{messages.join(' ')}</span>}
              </button>
              <Button
                variant="minimal"
                icon="cross"
                intent="danger"
                aria-label={`Remove ${fieldName(field)}`}
                onClick={() => {
                  dispatch({ type: 'remove', index });
                  announce(`${fieldName(field)} removed from the form.`);
                }}
              />
            </li>
          );
        })}
      </ol>
      <div
        className={`form-builder-dropzone${over === fields.length ? ' is-over' : ''}`}
        onDragOver={(event) => dragOver(event, fields.length)}
        onDragLeave={() => setOver((current) => (current === fields.length ? null : current))}
        onDrop={(event) => drop(event, fields.length)}
      >
        {fields.length === 0
          ? 'No fields yet: drag a field here from the palette, or press one to add it.'
          : 'Drop a field here to add it at the end.'}
      </div>
    </section>
  );
}
