// Goal attributes: name, field type (Text, Number, Date, Select), a Select's options one a line, whether every goal
// must have a value. The goal form shows the live ones as extra fields.
import { choices, col, defineResource, derived, fields, statusCol } from '../../kit';
import type { GoalAttributeFieldsFragment, GoalAttributeInput } from '../../gql/graphql';
import { goalAttributeDocuments } from './operations.generated';
import { goalAttributes } from './resource';

type Row = GoalAttributeFieldsFragment;

export const screens = defineResource({
  ...goalAttributes.names,
  documents: goalAttributeDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('fieldType', 'Field type'),
    derived<Row>('options', 'Options', (row) => row.options.join(', '), { flex: 2 }),
    derived<Row>('required', 'Required', (row) => (row.required ? 'Yes' : 'No')),
    statusCol(),
  ],
  fields: fields<GoalAttributeInput>(
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'fieldType', label: 'Field type', kind: 'select', required: true, options: choices('Text', 'Number', 'Date', 'Select') },
    { name: 'options', label: 'Options', kind: 'lines', helper: 'A Select attribute’s choices, one a line.', wide: true },
    { name: 'required', label: 'Every goal must have a value', kind: 'switch' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ),
});
