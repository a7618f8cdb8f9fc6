// The GraphQL documents the scenarios send: the student list as its screen reads it (with and without the names of
// its relations), and the dashboard's own operation. All are listed operations of the gateway's build, sent by hash.
import { listedOperation, operationHash, readManifest } from '../protection/trusted-operations.js';
import type { GraphQLRequest } from './clients.js';
import { webDist } from './listed-build.js';

const studentColumns = 'id name clientCode status dob gender email phone guardianName intakeDate agencyId';

const studentsText = `query BenchStudents($page: PageInput) {
  students(page: $page) { pageInfo { total perPage currentPage lastPage from to } nodes { ${studentColumns} } }
}`;

const withRelationsText = `query BenchStudentsWithRelations($page: PageInput) {
  students(page: $page) {
    pageInfo { total perPage currentPage lastPage from to }
    nodes { ${studentColumns} agency { id name } funders { id name } staff { id name } }
  }
}`;

/** The bench's own queries, which its gateway lists beside the web client's operations (listed-build.ts). */
export const benchQueries = [studentsText, withRelationsText] as const;

export function studentPage(perPage: number): GraphQLRequest {
  return { query: studentsText, hash: operationHash(studentsText), variables: { page: { perPage } } };
}

/** The page with the agency, funder and staff names beside each student. */
export function studentPageWithRelations(perPage: number): GraphQLRequest {
  return { query: withRelationsText, hash: operationHash(withRelationsText), variables: { page: { perPage } } };
}

/** The relations of scenario 2, and the record field (wire spelling) each one reads its ids from. */
export const relationKeys = [
  { relation: 'agency', key: 'agency_id' },
  { relation: 'funders', key: 'funder_ids' },
  { relation: 'staff', key: 'staff_ids' },
] as const;

/** The rows each card of the dashboard shows, as the web client asks for them (its SHOWN_ROWS). */
export const dashboardShownRows = 8;

/**
 * The dashboard as the web client sends it on arrival: its own operation, read from the web build's list of the
 * operations it sends, with an office administrator's sections. All but the supervision card: the hand-written floor
 * writes the dashboard without it, and the comparison holds both to the same bytes.
 */
export function dashboard(userId: string, today: string, since: string): GraphQLRequest {
  const { hash, text } = listedOperation(readManifest(webDist), 'Dashboard');
  return {
    query: text,
    hash,
    variables: {
      today,
      notesSince: since,
      me: userId,
      appointmentStaff: null,
      withAppointments: true,
      withNotes: true,
      withAuthorizations: true,
      authorizationScope: 'PRACTICE',
      shownRows: dashboardShownRows,
      withQueue: true,
      withStaff: true,
      withStudents: true,
      withMessages: true,
      withCoverage: true,
      withWorkflows: true,
      withSupervision: false,
    },
  };
}
