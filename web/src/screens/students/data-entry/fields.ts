import { choices, fields, lookup } from '../../../kit';
import type { AbcEntryInput } from '../../../gql/graphql';
import { graphql } from '../../../gql';

export const AbcBehaviorOptions = graphql(`
  query AbcBehaviorOptions($studentId: ID!) {
    options: studentBehaviors(studentId: $studentId) {
      id
      name
    }
  }
`);

/** The ABC entry's correction form (the list's Edit). */
export function abcFields(studentId: string) {
  return fields<AbcEntryInput>(
    {
      name: 'behaviorId',
      label: 'Behavior',
      kind: 'select',
      required: true,
      options: lookup(AbcBehaviorOptions, (item) => item.name, { variables: { studentId } }),
    },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'time', label: 'Time', kind: 'time', required: true },
    { name: 'setting', label: 'Setting', kind: 'select', options: choices('Home', 'Clinic', 'School', 'Community', 'Telehealth') },
    { name: 'antecedent', label: 'Antecedent', kind: 'text', required: true, wide: true },
    { name: 'behavior', label: 'Behavior observed', kind: 'text', required: true, wide: true },
    { name: 'consequence', label: 'Consequence', kind: 'text', required: true, wide: true },
    { name: 'intensity', label: 'Intensity', kind: 'select', options: choices('Mild', 'Moderate', 'Severe') },
    { name: 'durationSeconds', label: 'Duration (seconds)', kind: 'int', min: 0 },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  );
}
