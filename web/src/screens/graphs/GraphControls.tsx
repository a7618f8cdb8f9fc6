// The controls above every graph: the student, the from and to days (a range that ends before it starts is named
// beside the dates and nothing is asked), and the screen's own filters.
import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { GraphStudentOptions } from './operations';
import type { GraphAddress } from './useGraphAddress';

export function GraphControls({ address, children }: { address: GraphAddress; children?: ReactNode }) {
  const studentId = useId();
  const fromId = useId();
  const toId = useId();
  const students = useQuery(GraphStudentOptions);
  const options = [...(students.data?.options ?? [])]
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`))
    .map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  const { problems } = address;
  return (
    <div className="graph-controls" role="group" aria-label="Graph filters">
      <FormGroup label="Student" labelFor={studentId} className="graph-control graph-student">
        <HTMLSelect
          id={studentId}
          value={address.studentId}
          onChange={(event) => address.set({ student_id: event.currentTarget.value })}
          options={[
            { value: '', label: students.error ? 'Could not load the students' : students.loading ? 'Loading students…' : 'Choose a student' },
            ...options,
          ]}
          fill
        />
      </FormGroup>
      <FormGroup label="From" labelFor={fromId} intent={problems.from ? 'danger' : 'none'} helperText={problems.from} className="graph-control">
        <InputGroup
          id={fromId}
          type="date"
          value={address.from}
          intent={problems.from ? 'danger' : 'none'}
          onValueChange={(value) => address.set({ date_from: value })}
        />
      </FormGroup>
      <FormGroup label="To" labelFor={toId} intent={problems.to ? 'danger' : 'none'} helperText={problems.to} className="graph-control">
        <InputGroup
          id={toId}
          type="date"
          value={address.to}
          intent={problems.to ? 'danger' : 'none'}
          onValueChange={(value) => address.set({ date_to: value })}
        />
      </FormGroup>
      {children}
    </div>
  );
}

export interface ChoiceProps {
  label: string;
  /** What choosing nothing means: 'Every behaviour'. */
  every?: string;
  name: string;
  address: GraphAddress;
  options: readonly ({ id: string; name: string } | string)[];
}

/** A filter kept in the address under `name`. */
export function Choice({ label, every, name, address, options }: ChoiceProps) {
  const id = useId();
  const choices = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : { value: option.id, label: option.name }));
  return (
    <FormGroup label={label} labelFor={id} className="graph-control">
      <HTMLSelect
        id={id}
        value={address.get(name)}
        onChange={(event) => address.set({ [name]: event.currentTarget.value })}
        options={every === undefined ? choices : [{ value: '', label: every }, ...choices]}
      />
    </FormGroup>
  );
}

/** An on/off filter kept in the address under `name` ('1' when on). */
export function Flag({ label, name, address }: { label: string; name: string; address: GraphAddress }) {
  return (
    <div className="graph-control graph-flag">
      <Checkbox
        label={label}
        checked={address.get(name) === '1'}
        onChange={(event) => address.set({ [name]: event.currentTarget.checked ? '1' : '' })}
      />
    </div>
  );
}
