// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const SchoolHolidayFields = graphql(`
  fragment SchoolHolidayFields on SchoolHoliday {
    id
    schoolId
    name
    startDate
    endDate
  }
`);

export const schoolHolidayDocuments = {
  list: graphql(`
    query SchoolHolidayList($page: PageInput, $filter: SchoolHolidayFilter) {
      page: schoolHolidays(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolHolidayFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSchoolHolidayList($page: PageInput, $filter: SchoolHolidayFilter) {
      page: deletedSchoolHolidays(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolHolidayFields }
      }
    }
  `),
  one: graphql(`
    query SchoolHolidayRecord($id: ID!) {
      record: schoolHoliday(id: $id) { ...SchoolHolidayFields }
    }
  `),
  create: graphql(`
    mutation CreateSchoolHoliday($input: SchoolHolidayInput!) {
      saved: createSchoolHoliday(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSchoolHoliday($id: ID!, $input: SchoolHolidayInput!) {
      saved: updateSchoolHoliday(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSchoolHoliday($id: ID!, $redirectTo: String) {
      result: deleteSchoolHoliday(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSchoolHoliday($ids: [ID!]!) {
      result: restoreSchoolHoliday(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSchoolHoliday($ids: [ID!]!) {
      result: permanentlyDeleteSchoolHoliday(ids: $ids) { ok message }
    }
  `),
};
