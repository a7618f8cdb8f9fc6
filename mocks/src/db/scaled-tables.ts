// The tables that grow with the practice (STANDIN_SCALE copies them): its people (staff, parents, students), funders,
// authorizations, schedule (sessions, availability, credentials, locations), staff members' service lines and a
// student's funder and staff links.
// Catalogues (services, billing codes, agencies ...) stay as seeded: a larger practice bills the same codes.
import type { ScaledTable } from './scale.js';

const users = 'users';
const students = 'students';
const funders = 'payers';
const authorizations = 'student_authorizations';
const sessions = 'student_sessions';
const locations = 'locations';

/** Copy 0 is the seeded row itself; copy k reads "(k + 1)" where the API checks a value is unique. */
const numbered = (value: unknown, copy: number): string => `${String(value)} (${copy + 1})`;

export const scaledTables: readonly ScaledTable[] = [
  {
    table: users,
    references: {},
    // Copies never sign in: a demo user's email stays its own.
    distinct: (row, copy) => ({ email: String(row.email).replace('@', `+${copy + 1}@`) }),
  },
  { table: funders, references: {}, distinct: (row, copy) => ({ name: numbered(row.name, copy) }) },
  { table: locations, references: {}, distinct: (row, copy) => ({ name: numbered(row.name, copy) }) },
  {
    table: students,
    references: { funder_ids: funders, staff_ids: users, parent_id: users },
    distinct: (row, copy) => ({ client_code: `${String(row.client_code)}-${copy + 1}` }),
  },
  { table: authorizations, references: { student_id: students, funder_id: funders, bcba_id: users, copied_from_id: authorizations } },
  { table: 'student_authorization_services', references: { authorization_id: authorizations } },
  {
    table: sessions,
    references: { student_id: students, staff_id: users, authorization_id: authorizations, make_up_for_id: sessions, location_id: locations },
    // A seeded series is named by its student and authorization.
    distinct: (row) =>
      typeof row.series_id === 'string' && row.series_id.startsWith('seed-') ? { series_id: `seed-${row.student_id}-${row.authorization_id}` } : {},
  },
  { table: 'user_availability', references: { user_id: users } },
  { table: 'staff_credentials', references: { user_id: users } },
  { table: 'user_service_lines', references: { user_id: users } },
  { table: 'student_funders', references: { student_id: students, funder_id: funders } },
  { table: 'student_staff', references: { student_id: students, staff_id: users } },
];
