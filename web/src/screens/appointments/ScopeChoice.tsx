// Which sessions of a series a change or a cancellation applies to.
import { Radio, RadioGroup } from '@blueprintjs/core';
import type { AppointmentScope } from '../../gql/graphql';

interface Props {
  label: string;
  value: AppointmentScope;
  disabled?: boolean;
  onChange: (scope: AppointmentScope) => void;
}

export function ScopeChoice({ label, value, disabled, onChange }: Props) {
  return (
    <RadioGroup
      label={label}
      inline
      selectedValue={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value as AppointmentScope)}
    >
      <Radio value="THIS" label="This session" />
      <Radio value="FOLLOWING" label="This and the following" />
      <Radio value="ALL" label="Every session of the series" />
    </RadioGroup>
  );
}
