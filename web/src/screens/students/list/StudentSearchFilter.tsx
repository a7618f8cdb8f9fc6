// The Student filter of a list or calendar: the picker that searches the API (StudentPicker) loads after the screen's
// first draw, in a chunk of its own; until then its field stands empty and disabled.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { lazy, Suspense, useId } from 'react';
import type { StudentPickerProps } from './StudentPicker';

const StudentPicker = lazy(() => import('./StudentPicker').then((module) => ({ default: module.StudentPicker })));

export function StudentSearchFilter(props: Omit<StudentPickerProps, 'id'>) {
  const id = useId();
  const waiting = (
    <FormGroup label="Student" labelFor={id} inline={props.inline} className={props.className}>
      <InputGroup id={id} placeholder="All" disabled />
    </FormGroup>
  );
  return (
    <Suspense fallback={waiting}>
      <StudentPicker id={id} {...props} />
    </Suspense>
  );
}
