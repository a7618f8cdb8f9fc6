// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const SchoolFields = graphql(`
  fragment SchoolFields on School {
    id
    name
    schoolType
    district
    email
    phone
    address
    city
    state
    zip
    status
  }
`);

export const schoolCommonDocuments = {
  list: graphql(`
    query SchoolList($page: PageInput, $filter: SchoolFilter) {
      page: schools(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSchoolList($page: PageInput) {
      page: deletedSchools(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolFields }
      }
    }
  `),
  one: graphql(`
    query SchoolRecord($id: ID!) {
      record: school(id: $id) { ...SchoolFields }
    }
  `),
  create: graphql(`
    mutation CreateSchool($input: SchoolInput!) {
      saved: createSchool(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSchool($id: ID!, $input: SchoolInput!) {
      saved: updateSchool(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSchool($id: ID!, $redirectTo: String) {
      result: deleteSchool(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSchool($ids: [ID!]!) {
      result: restoreSchool(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSchool($ids: [ID!]!) {
      result: permanentlyDeleteSchool(ids: $ids) { ok message }
    }
  `),
  importFile: graphql(`
    mutation ImportSchoolFile($file: Upload!) {
      summary: importSchools(file: $file) { imported rejected errors { row message } }
    }
  `),
};
