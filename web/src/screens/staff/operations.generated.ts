// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const StaffMemberFields = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    name
    firstName
    lastName
    email
    phone
    userType
    status
    titleId
    title { id name }
    address
    city
    state
    zip
    hireDate
    npi
    serviceLines { id name }
    credentialAlert { level label daysLeft name count }
    deletedAt
    timePunchStatus { state lastError }
  }
`);

export const staffMemberDocuments = {
  list: graphql(`
    query StaffMemberList($page: PageInput, $filter: StaffMemberFilter) {
      page: staffMembers(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...StaffMemberFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedStaffMemberList($page: PageInput) {
      page: deletedStaffMembers(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...StaffMemberFields }
      }
    }
  `),
  one: graphql(`
    query StaffMemberRecord($id: ID!) {
      record: staffMember(id: $id) { ...StaffMemberFields }
    }
  `),
  create: graphql(`
    mutation CreateStaffMember($input: StaffMemberInput!) {
      saved: createStaffMember(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateStaffMember($id: ID!, $input: StaffMemberInput!) {
      saved: updateStaffMember(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteStaffMember($id: ID!, $redirectTo: String) {
      result: deleteStaffMember(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreStaffMember($ids: [ID!]!) {
      result: restoreStaffMember(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeStaffMember($ids: [ID!]!) {
      result: permanentlyDeleteStaffMember(ids: $ids) { ok message }
    }
  `),
};
