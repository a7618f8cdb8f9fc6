// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const SchoolContactFields = graphql(`
  fragment SchoolContactFields on SchoolContact {
    id
    schoolId
    name
    title
    email
    phone
    status
  }
`);

export const schoolContactDocuments = {
  list: graphql(`
    query SchoolContactList($page: PageInput, $filter: SchoolContactFilter) {
      page: schoolContacts(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolContactFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSchoolContactList($page: PageInput, $filter: SchoolContactFilter) {
      page: deletedSchoolContacts(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SchoolContactFields }
      }
    }
  `),
  one: graphql(`
    query SchoolContactRecord($id: ID!) {
      record: schoolContact(id: $id) { ...SchoolContactFields }
    }
  `),
  create: graphql(`
    mutation CreateSchoolContact($input: SchoolContactInput!) {
      saved: createSchoolContact(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSchoolContact($id: ID!, $input: SchoolContactInput!) {
      saved: updateSchoolContact(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSchoolContact($id: ID!, $redirectTo: String) {
      result: deleteSchoolContact(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSchoolContact($ids: [ID!]!) {
      result: restoreSchoolContact(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSchoolContact($ids: [ID!]!) {
      result: permanentlyDeleteSchoolContact(ids: $ids) { ok message }
    }
  `),
};
