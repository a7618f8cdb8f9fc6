// The GraphQL documents the scenarios send: the student list as its screen reads it (with and without the names of
// its relations), and the dashboard's own operation.
import { fileURLToPath } from 'node:url';
import { operationNamed, readManifest } from '../protection/trusted-operations.js';
import type { GraphQLRequest } from './clients.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const studentColumns = 'id name clientCode status dob gender email phone guardianName intakeDate agencyId';

export function studentPage(perPage: number): GraphQLRequest {
  return {
    query: `query BenchStudents($page: PageInput) {
      students(page: $page) { pageInfo { total perPage currentPage lastPage from to } nodes { ${studentColumns} } }
    }`,
    variables: { page: { perPage } },
  };
}

/** The page with the agency, funder and staff names beside each student. */
export function studentPageWithRelations(perPage: number): GraphQLRequest {
  return {
    query: `query BenchStudentsWithRelations($page: PageInput) {
      students(page: $page) {
        pageInfo { total perPage currentPage lastPage from to }
        nodes { ${studentColumns} agency { id name } funders { id name } staff { id name } }
      }
    }`,
    variables: { page: { perPage } },
  };
}

/** The relations of scenario 2, and the record field (wire spelling) each one reads its ids from. */
export const relationKeys = [
  { relation: 'agency', key: 'agency_id' },
  { relation: 'funders', key: 'funder_ids' },
  { relation: 'staff', key: 'staff_ids' },
] as const;

/**
 * The dashboard as the web client sends it on arrival: its own operation, read from the web build's list of the
 * operations it sends, with an office administrator's sections (every one of them).
 */
export function dashboard(userId: string, today: string, since: string): GraphQLRequest {
  return {
    query: operationNamed(readManifest(webDist), 'Dashboard'),
    variables: {
      today,
      notesSince: since,
      me: userId,
      appointmentStaff: null,
      withAppointments: true,
      withNotes: true,
      withPracticeAuthorizations: true,
      withOwnAuthorizations: false,
      withQueue: true,
      withStaff: true,
      withStudents: true,
      withMessages: true,
      withCoverage: true,
      withWorkflows: true,
    },
  };
}
