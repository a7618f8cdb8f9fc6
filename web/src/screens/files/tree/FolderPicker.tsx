// The keyboard's way to move or copy: a dialog listing every folder by its path (the top first); folders the picked
// items cannot go into are listed but cannot be chosen, with the reason beside the choice.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useId, useMemo, useState } from 'react';
import { dropVerdict, type FolderPath } from '../model/dropRules';
import { asDragged, countLabel, type Item } from '../model/items';
import { AllFoldersQuery } from '../operations';

export interface PickedTarget {
  id: string | null;
  name: string;
}

interface FolderPickerProps {
  /** What is moved or copied; none closes the dialog. */
  items: readonly Item[] | null;
  mode: 'move' | 'copy';
  pending: boolean;
  onPick: (target: PickedTarget) => void;
  onClose: () => void;
}

const TOP = '';
export const TOP_NAME = 'All folders';

export function FolderPicker({ items, mode, pending, onPick, onClose }: FolderPickerProps) {
  const verb = mode === 'move' ? 'Move' : 'Copy';
  return (
    <Dialog
      isOpen={items !== null}
      onClose={onClose}
      title={items ? `${verb} ${countLabel(items)}` : verb}
      icon={mode === 'move' ? 'move' : 'duplicate'}
    >
      {items && <PickerBody items={items} mode={mode} pending={pending} onPick={onPick} onClose={onClose} verb={verb} />}
    </Dialog>
  );
}

function PickerBody({ items, mode, pending, onPick, onClose, verb }: Omit<FolderPickerProps, 'items'> & { items: readonly Item[]; verb: string }) {
  const id = useId().replace(/:/g, '');
  const { data, loading, error, refetch } = useQuery(AllFoldersQuery, { fetchPolicy: 'network-only' });
  const dragged = useMemo(() => items.map(asDragged), [items]);
  const choices = useMemo(() => {
    const folders = data?.folders ?? [];
    const rows = folders.map((folder) => {
      const path: FolderPath = [...folder.path.map((crumb) => crumb.id), folder.id];
      return { id: folder.id, name: folder.name, label: [...folder.path.map((crumb) => crumb.name), folder.name].join(' / '), path };
    });
    rows.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' }));
    return [{ id: TOP, name: TOP_NAME, label: `${TOP_NAME} (the top)`, path: [] as FolderPath }, ...rows].map((row) => ({
      ...row,
      verdict: dropVerdict(dragged, row.path, mode === 'copy'),
    }));
  }, [data, dragged, mode]);
  const [chosen, setChosen] = useState<string | null>(null);
  const first = choices.find((choice) => choice.verdict.ok);
  const value = chosen ?? first?.id ?? TOP;
  const picked = choices.find((choice) => choice.id === value);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (picked?.verdict.ok) onPick({ id: picked.id === TOP ? null : picked.id, name: picked.name });
      }}
      aria-label={`${verb} to a folder`}
    >
      <DialogBody>
        {error && (
          <Callout intent="danger" title="The folders could not be loaded">
            {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
          </Callout>
        )}
        {loading && !data && <Spinner size={24} aria-label="Loading the folders" />}
        {data && (
          <FormGroup
            label={`${verb} to`}
            labelFor={`${id}-target`}
            helperText={picked && !picked.verdict.ok ? picked.verdict.reason : 'Folders they cannot go into are marked.'}
            intent={picked && !picked.verdict.ok ? 'danger' : 'none'}
          >
            <HTMLSelect
              id={`${id}-target`}
              fill
              autoFocus
              value={value}
              onChange={(event) => setChosen(event.currentTarget.value)}
              options={choices.map((choice) => ({
                value: choice.id,
                label: choice.verdict.ok ? choice.label : `${choice.label} (not possible)`,
                disabled: !choice.verdict.ok,
              }))}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={pending} />
            <Button type="submit" intent="primary" text={`${verb} here`} loading={pending} disabled={!picked?.verdict.ok} />
          </>
        }
      />
    </form>
  );
}
