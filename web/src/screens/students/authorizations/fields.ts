import { choices, fields, lookup } from '../../../kit';
import type { StudentAuthorizationInput } from '../../../gql/graphql';
import { AuthorizationFunderOptions, AuthorizationServiceLineOptions, AuthorizationServiceOptions, AuthorizationStaffOptions } from './operations';

export const authorizationFields = fields<StudentAuthorizationInput>(
  { name: 'authorizationNumber', label: 'Authorization number', kind: 'text', required: true, maxLength: 50 },
  { name: 'funderId', label: 'Funder', kind: 'select', required: true, options: lookup(AuthorizationFunderOptions, (item) => item.name) },
  { name: 'serviceId', label: 'Service', kind: 'select', required: true, options: lookup(AuthorizationServiceOptions, (item) => item.name) },
  { name: 'serviceLineId', label: 'Service line', kind: 'select', options: lookup(AuthorizationServiceLineOptions, (item) => item.name) },
  { name: 'bcbaId', label: 'Supervising BCBA', kind: 'select', options: lookup(AuthorizationStaffOptions, (item) => item.name) },
  { name: 'startDate', label: 'Start date', kind: 'date', required: true },
  { name: 'endDate', label: 'End date', kind: 'date', required: true, helper: 'On or after the start date.' },
  // Total units must be greater than zero.
  { name: 'totalUnits', label: 'Total units', kind: 'int', required: true, min: 1 },
  { name: 'unitsUsed', label: 'Units used', kind: 'int', min: 0, initial: '0' },
  { name: 'unitMinutes', label: 'Minutes per unit', kind: 'int', min: 1, initial: '15' },
  { name: 'frequency', label: 'Units counted', kind: 'select', options: choices('Total', 'Weekly', 'Monthly'), initial: 'Total' },
  { name: 'status', label: 'Status', kind: 'select', options: choices('Approved', 'Pending', 'Denied'), initial: 'Approved' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
);
