// The playlist editor: targets in the order a session runs them, reordered by dragging a row's handle or, with the
// handle focused, by Alt+Up and Alt+Down; every move is announced in a live region. Targets are added by name,
// renamed, given a status and removed in place.
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { moved, newTargetKey, targetStatuses, type PlaylistTarget } from './playlist';
import './goals.css';

export interface PlaylistProps {
  targets: readonly PlaylistTarget[];
  onChange: (targets: PlaylistTarget[]) => void;
  disabled?: boolean;
}

export function Playlist({ targets, onChange, disabled }: PlaylistProps) {
  const id = useId().replace(/:/g, '');
  const [announcement, setAnnouncement] = useState('');
  const [newName, setNewName] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // Keeps the focus on the handle of the target that moved, once the list is drawn in its new order.
  useEffect(() => {
    const key = focusAfterMove.current;
    if (key) handles.current.get(key)?.focus();
    focusAfterMove.current = null;
  }, [targets]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const next = moved(targets, from, to);
    const target = targets[from];
    if (!target || next.indexOf(target) === from) return;
    if (keepFocus) focusAfterMove.current = target.key;
    onChange(next);
    setAnnouncement(`${target.name || 'Target'} moved to position ${next.indexOf(target) + 1} of ${next.length}.`);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
  };

  const update = (index: number, change: Partial<PlaylistTarget>) => onChange(targets.map((target, at) => (at === index ? { ...target, ...change } : target)));

  const remove = (index: number) => {
    const target = targets[index]!;
    onChange(targets.filter((_, at) => at !== index));
    setAnnouncement(`${target.name || 'Target'} removed from the playlist.`);
  };

  const add = () => {
    const name = newName.trim();
    if (!name) return;
    onChange([...targets, { key: newTargetKey(), id: null, name, status: 'Baseline', masteryCriteria: null }]);
    setNewName('');
    setAnnouncement(`${name} added at position ${targets.length + 1}.`);
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index, false);
    setDragging(null);
    setOver(null);
  };

  return (
    <section className="kit-section goal-playlist" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="goal-section-title">
        Playlist
      </h3>
      <p className="kit-muted" id={`${id}-help`}>
        The order a session runs the targets in. Drag a target by its handle, or focus the handle and press Alt+Up or Alt+Down.
      </p>
      {targets.length === 0 ? (
        <p className="kit-muted">No targets yet: add the first below.</p>
      ) : (
        <ol className="goal-playlist-list" aria-label="Playlist targets">
          {targets.map((target, index) => (
            <li
              key={target.key}
              className={`goal-playlist-item${dragging === index ? ' is-dragging' : ''}${over === index && dragging !== index ? ' is-over' : ''}`}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => drop(event, index)}
            >
              <span className="goal-playlist-position" aria-hidden="true">
                {index + 1}
              </span>
              <Button
                variant="minimal"
                icon="drag-handle-vertical"
                className="goal-playlist-handle"
                aria-label={`Move ${target.name || 'target'}, position ${index + 1} of ${targets.length}`}
                aria-describedby={`${id}-help`}
                disabled={disabled}
                draggable={!disabled}
                ref={(element) => {
                  if (element) handles.current.set(target.key, element);
                  else handles.current.delete(target.key);
                }}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', target.key);
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                onKeyDown={(event) => onHandleKey(event, index)}
              />
              <InputGroup
                className="goal-playlist-name"
                value={target.name}
                disabled={disabled}
                aria-label={`Target ${index + 1} name`}
                onValueChange={(value) => update(index, { name: value })}
              />
              <HTMLSelect
                value={target.status}
                disabled={disabled}
                aria-label={`Target ${index + 1} status`}
                options={[...targetStatuses]}
                onChange={(event) => update(index, { status: event.currentTarget.value })}
              />
              <Button variant="minimal" icon="cross" intent="danger" disabled={disabled} aria-label={`Remove ${target.name || 'target'}`} onClick={() => remove(index)} />
            </li>
          ))}
        </ol>
      )}
      <FormGroup label="New target" labelFor={`${id}-new`} className="goal-playlist-add">
        <div className="goal-inline">
          <InputGroup
            id={`${id}-new`}
            value={newName}
            disabled={disabled}
            placeholder="Target name"
            onValueChange={setNewName}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button icon="plus" text="Add target" disabled={disabled || newName.trim() === ''} onClick={add} />
        </div>
      </FormGroup>
      <div className="kit-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
}
