// The fields a staff member's and a parent's forms share: names, email, phone, address and status.
import type { FieldSpec } from '../../../kit';
import type { ParentInput, StaffMemberInput } from '../../../gql/graphql';

type PersonInput = Pick<
  StaffMemberInput & ParentInput,
  'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip' | 'status'
>;

export const nameFields: FieldSpec<PersonInput>[] = [
  { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100 },
  { name: 'lastName', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
  { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 255 },
  { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 30, placeholder: '(555) 123-4567' },
];

export const addressFields: FieldSpec<PersonInput>[] = [
  { name: 'address', label: 'Street address', kind: 'text', maxLength: 255 },
  { name: 'city', label: 'City', kind: 'text', maxLength: 100 },
  { name: 'state', label: 'State', kind: 'text', maxLength: 2, placeholder: 'NY' },
  { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
  { name: 'status', label: 'Active', kind: 'status' },
];
