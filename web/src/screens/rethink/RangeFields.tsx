// A from–to pair of day fields (the browser's date control, typed or picked), each with its problem under it.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { DayRange } from '../../dates/ranges';

export function RangeFields({
  id,
  range,
  problems,
  onChange,
}: {
  id: string;
  range: DayRange;
  problems: Partial<Record<keyof DayRange, string>>;
  onChange: (range: DayRange) => void;
}) {
  return (
    <>
      <FormGroup label="From" labelFor={`${id}-from`} intent={problems.from ? 'danger' : 'none'} helperText={problems.from} className="rethink-field">
        <InputGroup
          id={`${id}-from`}
          type="date"
          value={range.from}
          intent={problems.from ? 'danger' : 'none'}
          onValueChange={(from) => onChange({ ...range, from })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor={`${id}-to`} intent={problems.to ? 'danger' : 'none'} helperText={problems.to} className="rethink-field">
        <InputGroup
          id={`${id}-to`}
          type="date"
          value={range.to}
          intent={problems.to ? 'danger' : 'none'}
          onValueChange={(to) => onChange({ ...range, to })}
        />
      </FormGroup>
    </>
  );
}
