// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const FunderFields = graphql(`
  fragment FunderFields on Funder {
    id
    name
    type
    electronicFunderId
    email
    phone
    fax
    address
    city
    state
    zip
    website
    status
  }
`);

export const funderDocuments = {
  list: graphql(`
    query FunderList($page: PageInput, $filter: FunderFilter) {
      page: funders(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...FunderFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedFunderList($page: PageInput) {
      page: deletedFunders(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...FunderFields }
      }
    }
  `),
  one: graphql(`
    query FunderRecord($id: ID!) {
      record: funder(id: $id) { ...FunderFields }
    }
  `),
  create: graphql(`
    mutation CreateFunder($input: FunderInput!) {
      saved: createFunder(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateFunder($id: ID!, $input: FunderInput!) {
      saved: updateFunder(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteFunder($id: ID!, $redirectTo: String) {
      result: deleteFunder(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreFunder($ids: [ID!]!) {
      result: restoreFunder(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeFunder($ids: [ID!]!) {
      result: permanentlyDeleteFunder(ids: $ids) { ok message }
    }
  `),
};
