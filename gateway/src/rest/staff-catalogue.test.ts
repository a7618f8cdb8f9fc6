// The staff and users calls of the practice API's catalogue, each declared by a field of the schema with its method
// and path as the API spells them (its typo `user/siganture` included). A call listed here and missing from the schema
// fails, named; the stand-in answering each declared path is checked by the coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const staffAndUsers: Call[] = [
  '* users',
  '* users/{}',
  '* user-update/{}',
  '* user/type/{}',
  '* all-users',
  '* all-student-with-contact',
  '* staff-import/check-import-status',
  '* staff-export',
  '* user/signature/{}',
  '* user/siganture/update/{}',
  '* bcba-signature/{}',
  '* guest-bcba-signature',
  '* deleted-user',
  '* restore-user',
  '* permanent-delete-user',
  'POST staff-file',
  'GET staff-file',
  'PUT staff-file/{}',
  'DELETE staff-file/{}',
  '* staff-download-files',
  '* staff-file-notification',
  '* export-staff-file',
  'POST user-availability',
  'GET user-availability/{}',
  '* user/check-availability',
  '* staff-by-service/{}',
  '* session-entering-person',
  '* user-school/{}',
  '* user-schools',
  '* user-service-line/{}',
  '* user/service-line',
  '* user-group',
  'GET staff-payroll/{}',
  'POST staff-payroll',
  'POST get-staff-payroll/{}',
];

const timePunch: Call[] = [
  'POST external_api/persons',
  'DELETE external_api/persons',
  'POST external_api/persons/sync-all',
  'GET external_api/persons/sync-progress',
  'GET external_api/person-status/{}',
  'POST external_api/persons/bulk-status',
  'GET external_api/persons/{}',
];

describe('the staff and users calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['staff, users, documents, signatures, availability and payroll', staffAndUsers],
    ['the time-punch service', timePunch],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
