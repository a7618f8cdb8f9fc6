// A month chosen with the browser's month field or a step back and forward; a month the field cannot read is not sent.
import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { addMonthsTo, monthLabel } from '../../dates/months';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

export function MonthPicker({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const id = useId();
  return (
    <FormGroup label="Month" labelFor={id} inline className="supervision-month">
      <ControlGroup>
        <Button
          icon="chevron-left"
          aria-label={`Previous month, ${monthLabel(addMonthsTo(month, -1))}`}
          onClick={() => onMonth(addMonthsTo(month, -1))}
        />
        <InputGroup id={id} type="month" value={month} onValueChange={(value) => isMonth(value) && onMonth(value)} />
        <Button icon="chevron-right" aria-label={`Next month, ${monthLabel(addMonthsTo(month, 1))}`} onClick={() => onMonth(addMonthsTo(month, 1))} />
      </ControlGroup>
    </FormGroup>
  );
}
