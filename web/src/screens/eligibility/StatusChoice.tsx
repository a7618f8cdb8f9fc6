// A filter that takes several statuses at once, as check boxes: kept in the address as a comma list
// (`?status=active,inactive`) and sent to the API as an array (repeated bracket keys).
import { Checkbox, FormGroup } from '@blueprintjs/core';
import type { ListStateControls } from '../../kit';

export interface StatusChoiceProps<TStatus extends string> {
  name: string;
  label: string;
  labels: Record<TStatus, string>;
  state: ListStateControls;
}

/** The statuses a comma list names, unknown ones left out. */
export function chosenStatuses<TStatus extends string>(value: string | undefined, labels: Record<TStatus, string>): TStatus[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter((item): item is TStatus => item in labels);
}

export function StatusChoice<TStatus extends string>({ name, label, labels, state }: StatusChoiceProps<TStatus>) {
  const chosen = chosenStatuses(state.filters[name], labels);
  const toggle = (status: TStatus) => {
    const next = chosen.includes(status) ? chosen.filter((item) => item !== status) : [...chosen, status];
    state.setFilter(name, next.length > 0 ? next.map((item) => item.toLowerCase()).join(',') : null);
  };
  return (
    <FormGroup label={label} className="kit-filter eligibility-status-choice">
      <div role="group" aria-label={label} className="eligibility-checks-group">
        {(Object.keys(labels) as TStatus[]).map((status) => (
          <Checkbox key={status} inline label={labels[status]} checked={chosen.includes(status)} onChange={() => toggle(status)} />
        ))}
      </div>
    </FormGroup>
  );
}
