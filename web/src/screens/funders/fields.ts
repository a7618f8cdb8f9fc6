import { choices, lookup, type FieldSpec } from '../../kit';
import type { FunderInput } from '../../gql/graphql';
import { FunderStateOptions } from './operations';

export const funderFields: FieldSpec<FunderInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    required: true,
    options: choices('Commercial', 'Medicaid', 'Medicaid Managed Care', 'Tricare', 'School District', 'Regional Center', 'Private Pay'),
  },
  { name: 'electronicFunderId', label: 'Clearing-house id', kind: 'text', maxLength: 20, helper: 'The id claims go to at the clearing-house.' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'fax', label: 'Fax', kind: 'tel' },
  { name: 'website', label: 'Website', kind: 'url' },
  { name: 'address', label: 'Address', kind: 'text', wide: true },
  { name: 'city', label: 'City', kind: 'text' },
  {
    name: 'state',
    label: 'State',
    kind: 'select',
    options: lookup(FunderStateOptions, (item) => `${item.name} (${item.code})`, { value: (item) => item.code }),
  },
  { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
  { name: 'status', label: 'Status', kind: 'status' },
];
