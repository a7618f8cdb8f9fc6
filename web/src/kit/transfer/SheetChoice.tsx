// The choice of one sheet of an uploaded workbook: its sheets as radio buttons (the first checked unless one was
// chosen before), and the button that confirms the choice. A refusal (the sheet lacks a column) shows under it.
import { Button, Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

export interface SheetChoiceProps {
  fileName: string;
  sheets: readonly string[];
  chosen?: string | null;
  pending?: boolean;
  error?: string | null;
  onChoose: (sheet: string) => void;
}

export function SheetChoice({ fileName, sheets, chosen, pending = false, error, onChoose }: SheetChoiceProps) {
  const [sheet, setSheet] = useState(chosen ?? sheets[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sheet) onChoose(sheet);
  };
  return (
    <form className="kit-form kit-sheet-choice" noValidate onSubmit={submit} aria-label="Choose the sheet">
      <RadioGroup
        label={`Sheets of ${fileName}`}
        selectedValue={sheet}
        onChange={(event) => setSheet(event.currentTarget.value)}
        disabled={pending}
        inline
      >
        {sheets.map((name) => (
          <Radio key={name} label={name} value={name} />
        ))}
      </RadioGroup>
      {error && (
        <Callout intent="danger" role="alert" title="This sheet cannot be imported">
          {error}
        </Callout>
      )}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="th" text="Use this sheet" loading={pending} disabled={pending || !sheet} />
      </div>
    </form>
  );
}
