// The appointments and schedules calls of the practice API's catalogue, each declared by a field of the schema with
// its method and path as the API spells them (its typo `appoitment-list` included). A call listed here and missing
// from the schema fails, named; the stand-in answering each declared path is checked by rest/coverage.test.ts.
import { expect, it } from 'vitest';
import { buildGatewaySchema } from '../../schema/build.js';

type Call = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;

const appointmentsAndSchedules: Call[] = [
  'POST schedule-check',
  'POST appointment',
  'POST appointments-filter',
  'POST appoitment-list',
  'POST delete-appointment',
  'POST get-event-session-filter',
  'POST export-session',
  'POST verify-sign',
  'POST all-verify-sign',
  'POST all-sign-request',
  'POST sent-sign-request',
  'POST appoitment-list-filter',
  'POST billing-schedule-filter',
  'POST billing-schedule/export',
  'GET appointment/{}',
  'PUT appointment/{}',
  'DELETE appointment/{}',
  'GET billing-schedule',
  'GET group-schedule',
  'POST group-schedule',
  'GET group-schedule/{}',
  'PUT group-schedule/{}',
  'DELETE group-schedule/{}',
  'GET group-schedule/get-students/{}',
  'POST group-schedule/assign-students',
  'GET session-type-colors',
];

it('the schema declares every appointments and schedules call of the catalogue', () => {
  const { engine } = buildGatewaySchema();
  const declared = new Set([...engine.fields()].map((field) => `${field.spec.method} ${field.spec.path.replace(/\{[^}]+\}/g, '{}')}`));
  expect(appointmentsAndSchedules.filter((call) => !declared.has(call))).toEqual([]);
});
