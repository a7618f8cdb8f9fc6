// The GraphQL documents the scenarios send: the student list as its screen reads it (with and without the names of
// its relations), and what a dashboard asks for on arrival.
import type { GraphQLRequest } from './clients.js';

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

/** What a dashboard sends on arrival: who is signed in, the document notice, the first pages and the lookups. */
export const dashboard: GraphQLRequest = {
  query: `query BenchDashboard {
    me { id name email userType isSuperAdmin permissions { label subLabel method } }
    documentNotification { message pendingFileCount }
    students(page: { perPage: 50 }) { pageInfo { total } nodes { id name clientCode status } }
    agencies(page: { perPage: 50 }) { pageInfo { total } nodes { id name } }
    funders(page: { perPage: 50 }) { pageInfo { total } nodes { id name } }
    states { id name code }
    timezones { id name label }
    languages { id name code }
    placesOfService { id code name }
  }`,
};
