// The student a template is filled for: every student of the practice, by last name.
import { useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { TemplateStudentOptionsQuery } from './operations';

export function StudentSelect({ value, onChange, label = 'Student' }: { value: string; onChange: (id: string) => void; label?: string }) {
  const id = useId();
  const { data, loading, error } = useQuery(TemplateStudentOptionsQuery);
  const options = useMemo(
    () =>
      [...(data?.options ?? [])]
        .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`))
        .map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` })),
    [data],
  );
  const placeholder = loading ? 'Loading students…' : error ? 'The students could not be loaded' : 'Choose a student';
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[{ value: '', label: placeholder }, ...options]}
      />
    </FormGroup>
  );
}
