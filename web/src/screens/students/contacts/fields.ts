import { choices, fields } from '../../../kit';
import type { StudentContactInput } from '../../../gql/graphql';

export const contactFields = fields<StudentContactInput>(
  { name: 'contactType', label: 'Contact type', kind: 'select', required: true, options: [{ value: 'personal', label: 'Personal' }, { value: 'school', label: 'School' }], initial: 'personal' },
  {
    name: 'relationship',
    label: 'Relationship',
    kind: 'select',
    required: true,
    options: choices('Mother', 'Father', 'Guardian', 'Grandparent', 'Sibling', 'Relative', 'Caregiver', 'Teacher', 'Case Manager', 'Principal', 'Aide', 'Other'),
  },
  { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100 },
  { name: 'lastName', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
  { name: 'email', label: 'Email', kind: 'email', helper: 'An email or a phone is required.' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'alternatePhone', label: 'Alternate phone', kind: 'tel' },
  { name: 'schoolName', label: 'School name', kind: 'text' },
  { name: 'address', label: 'Address', kind: 'text', wide: true },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'state', label: 'State', kind: 'text', maxLength: 2 },
  { name: 'zip', label: 'ZIP', kind: 'text', maxLength: 10 },
  { name: 'isPrimary', label: 'Primary contact', kind: 'switch' },
  { name: 'isEmergency', label: 'Emergency contact', kind: 'switch' },
  { name: 'canPickUp', label: 'May pick up', kind: 'switch' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
);
