// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const AgencyFields = graphql(`
  fragment AgencyFields on Agency {
    id
    name
    email
    phone
    address
    city
    state
    zip
    status
  }
`);

export const agencyDocuments = {
  list: graphql(`
    query AgencyList($page: PageInput, $filter: AgencyFilter) {
      page: agencies(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...AgencyFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedAgencyList($page: PageInput) {
      page: deletedAgencies(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...AgencyFields }
      }
    }
  `),
  one: graphql(`
    query AgencyRecord($id: ID!) {
      record: agency(id: $id) { ...AgencyFields }
    }
  `),
  create: graphql(`
    mutation CreateAgency($input: AgencyInput!) {
      saved: createAgency(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateAgency($id: ID!, $input: AgencyInput!) {
      saved: updateAgency(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteAgency($id: ID!, $redirectTo: String) {
      result: deleteAgency(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreAgency($ids: [ID!]!) {
      result: restoreAgency(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeAgency($ids: [ID!]!) {
      result: permanentlyDeleteAgency(ids: $ids) { ok message }
    }
  `),
};
