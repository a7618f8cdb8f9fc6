// A new folder in the current one: its name, checked as typed and again by the server (a name in use is refused
// beside the field). The field stays focused (read-only) while the server answers, so Escape still closes.
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { nameProblem, MAX_NAME_LENGTH } from '../model/names';

interface NewFolderDialogProps {
  isOpen: boolean;
  where: string;
  pending: boolean;
  onCreate: (name: string) => Promise<string | null>;
  onClose: () => void;
}

export function NewFolderDialog({ isOpen, where, pending, onCreate, onClose }: NewFolderDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New folder" icon="folder-new">
      {isOpen && <NewFolderForm where={where} pending={pending} onCreate={onCreate} onClose={onClose} />}
    </Dialog>
  );
}

function NewFolderForm({ where, pending, onCreate, onClose }: Omit<NewFolderDialogProps, 'isOpen'>) {
  const id = useId().replace(/:/g, '');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="New folder"
      onSubmit={(event) => {
        event.preventDefault();
        const local = nameProblem(name);
        if (local) {
          setProblem(local);
          return;
        }
        void onCreate(name.trim()).then((refused) => (refused ? setProblem(refused) : onClose()));
      }}
    >
      <DialogBody>
        <FormGroup
          label="Name"
          labelFor={`${id}-name`}
          labelInfo="(required)"
          helperText={problem ? <span id={`${id}-problem`}>{problem}</span> : `In ${where}.`}
          intent={problem ? 'danger' : 'none'}
        >
          <InputGroup
            id={`${id}-name`}
            autoFocus
            value={name}
            maxLength={MAX_NAME_LENGTH + 1}
            readOnly={pending}
            intent={problem ? 'danger' : 'none'}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onValueChange={(value) => {
              setName(value);
              setProblem(null);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={pending} />
            <Button type="submit" intent="primary" text="Create folder" loading={pending} />
          </>
        }
      />
    </form>
  );
}
