// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const FunderContactFields = graphql(`
  fragment FunderContactFields on FunderContact {
    id
    funderId
    name
    title
    email
    phone
    extension
    notes
    status
    funder { id name }
  }
`);

export const funderContactDocuments = {
  list: graphql(`
    query FunderContactList($page: PageInput, $filter: FunderContactFilter) {
      page: funderContacts(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...FunderContactFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedFunderContactList($page: PageInput, $filter: FunderContactFilter) {
      page: deletedFunderContacts(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...FunderContactFields }
      }
    }
  `),
  one: graphql(`
    query FunderContactRecord($id: ID!) {
      record: funderContact(id: $id) { ...FunderContactFields }
    }
  `),
  create: graphql(`
    mutation CreateFunderContact($input: FunderContactInput!) {
      saved: createFunderContact(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateFunderContact($id: ID!, $input: FunderContactInput!) {
      saved: updateFunderContact(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteFunderContact($id: ID!, $redirectTo: String) {
      result: deleteFunderContact(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreFunderContact($ids: [ID!]!) {
      result: restoreFunderContact(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeFunderContact($ids: [ID!]!) {
      result: permanentlyDeleteFunderContact(ids: $ids) { ok message }
    }
  `),
};
