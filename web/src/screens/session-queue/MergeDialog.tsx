// Merging the chosen reports into one PDF kept in the merged list. Reports of different students are refused by the
// API unless "Allow different students" is ticked; the refusal shows beside that switch.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useWrite } from '../../kit';
import { MergeSessionReportsMutation } from './operations';

interface Props {
  ids: readonly string[];
  isOpen: boolean;
  onClose: (merged: boolean) => void;
}

export function MergeDialog({ ids, isOpen, onClose }: Props) {
  const merge = useWrite(MergeSessionReportsMutation);
  const [name, setName] = useState('');
  const [allow, setAllow] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = (merged: boolean) => {
    setErrors({});
    setName('');
    setAllow(false);
    onClose(merged);
  };
  const submit = async () => {
    const outcome = await merge.run(
      { input: { ids: [...ids], allowDifferentStudents: allow, ...(name.trim() && { name: name.trim() }) } },
      'The reports were merged.',
    );
    if (outcome.ok) close(true);
    else setErrors(outcome.fieldErrors);
  };
  const problem = (key: string) => errors[key];
  return (
    <Dialog isOpen={isOpen} onClose={() => close(false)} title={`Merge ${ids.length} reports`}>
      <DialogBody>
        <p>The reports are put in one PDF in the order chosen; its pages are all of theirs.</p>
        <FormGroup label="Name" labelFor="merge-name" labelInfo="(optional)" helperText="The student and the number of notes when left empty.">
          <InputGroup id="merge-name" value={name} maxLength={150} onChange={(event) => setName(event.currentTarget.value)} />
        </FormGroup>
        <FormGroup intent={problem('allowDifferentStudents') ? 'danger' : 'none'} helperText={problem('allowDifferentStudents')}>
          <Switch label="Allow different students" checked={allow} onChange={(event) => setAllow(event.currentTarget.checked)} />
        </FormGroup>
        {problem('ids') && (
          <Callout intent="danger" role="alert">
            {problem('ids')}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={() => close(false)} />
            <Button intent="primary" text="Merge" loading={merge.pending} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
