// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const OrganizationFields = graphql(`
  fragment OrganizationFields on Organization {
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

export const organizationDocuments = {
  list: graphql(`
    query OrganizationList($page: PageInput, $filter: OrganizationFilter) {
      page: organizations(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...OrganizationFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedOrganizationList($page: PageInput) {
      page: deletedOrganizations(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...OrganizationFields }
      }
    }
  `),
  one: graphql(`
    query OrganizationRecord($id: ID!) {
      record: organization(id: $id) { ...OrganizationFields }
    }
  `),
  create: graphql(`
    mutation CreateOrganization($input: OrganizationInput!) {
      saved: createOrganization(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {
      saved: updateOrganization(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteOrganization($id: ID!, $redirectTo: String) {
      result: deleteOrganization(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreOrganization($ids: [ID!]!) {
      result: restoreOrganization(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeOrganization($ids: [ID!]!) {
      result: permanentlyDeleteOrganization(ids: $ids) { ok message }
    }
  `),
};
