// The playlist editor: targets in the order a session runs them, reordered by dragging a row's handle or, with the
// handle focused, by Alt+Up and Alt+Down (the kit's reorder); every move is announced in a live region. Targets are
// added by name, renamed, given a status and removed in place.
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useReorder } from '../../kit/list/useReorder';
import { newTargetKey, targetStatuses, type PlaylistTarget } from './playlist';
import './goals.css';

export interface PlaylistProps {
  targets: readonly PlaylistTarget[];
  onChange: (targets: PlaylistTarget[]) => void;
  disabled?: boolean;
}

export function Playlist({ targets, onChange, disabled }: PlaylistProps) {
  const id = useId().replace(/:/g, '');
  const [newName, setNewName] = useState('');
  const { announcement, announce, itemProps, handleProps } = useReorder({
    items: targets,
    onChange,
    keyOf: (target) => target.key,
    labelOf: (target) => target.name || 'Target',
    disabled,
  });

  const update = (index: number, change: Partial<PlaylistTarget>) =>
    onChange(targets.map((target, at) => (at === index ? { ...target, ...change } : target)));

  const remove = (index: number) => {
    const target = targets[index]!;
    onChange(targets.filter((_, at) => at !== index));
    announce(`${target.name || 'Target'} removed from the playlist.`);
  };

  const add = () => {
    const name = newName.trim();
    if (!name) return;
    onChange([...targets, { key: newTargetKey(), id: null, name, status: 'Baseline', masteryCriteria: null }]);
    setNewName('');
    announce(`${name} added at position ${targets.length + 1}.`);
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
            <li key={target.key} {...itemProps(index, 'goal-playlist-item')}>
              <span className="goal-playlist-position" aria-hidden="true">
                {index + 1}
              </span>
              <Button
                variant="minimal"
                icon="drag-handle-vertical"
                className="goal-playlist-handle"
                aria-label={`Move ${target.name || 'target'}, position ${index + 1} of ${targets.length}`}
                aria-describedby={`${id}-help`}
                {...handleProps(target, index)}
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
              <Button
                variant="minimal"
                icon="cross"
                intent="danger"
                disabled={disabled}
                aria-label={`Remove ${target.name || 'target'}`}
                onClick={() => remove(index)}
              />
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
