// The range a payroll page covers: from and to days (a bad one is named beside its field and nothing is asked for),
// this month and last month in one press, and the page's own buttons (an export) at the end.
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { addMonthsTo, currentMonth } from '../../dates/months';
import { monthRange, rangeProblems, type DateRange } from './range';

export interface RangeBarProps {
  range: DateRange;
  onRange: (next: DateRange) => void;
  children?: ReactNode;
}

export function RangeBar({ range, onRange, children }: RangeBarProps) {
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const problems = rangeProblems(draft);

  const change = (next: DateRange) => {
    setDraft(next);
    if (Object.keys(rangeProblems(next)).length === 0) onRange(next);
  };
  const month = (by: number) => change(monthRange(addMonthsTo(currentMonth(), by)));

  return (
    <div className="kit-toolbar payroll-range" role="group" aria-label="Date range">
      <FormGroup label="From" labelFor="payroll-from" inline intent={problems.from ? 'danger' : 'none'} helperText={problems.from}>
        <InputGroup
          id="payroll-from"
          type="date"
          value={draft.startDate}
          intent={problems.from ? 'danger' : 'none'}
          onValueChange={(value) => change({ ...draft, startDate: value })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor="payroll-to" inline intent={problems.to ? 'danger' : 'none'} helperText={problems.to}>
        <InputGroup
          id="payroll-to"
          type="date"
          value={draft.endDate}
          intent={problems.to ? 'danger' : 'none'}
          onValueChange={(value) => change({ ...draft, endDate: value })}
        />
      </FormGroup>
      <Button text="This month" onClick={() => month(0)} />
      <Button text="Last month" onClick={() => month(-1)} />
      <span className="kit-toolbar-spacer" />
      {children}
    </div>
  );
}
