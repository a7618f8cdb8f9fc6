// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ParentFields = graphql(`
  fragment ParentFields on Parent {
    id
    name
    firstName
    lastName
    email
    phone
    status
    address
    city
    state
    zip
    childCount
  }
`);

export const parentDocuments = {
  list: graphql(`
    query ParentList($page: PageInput, $filter: ParentFilter) {
      page: parents(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ParentFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedParentList($page: PageInput, $userType: String) {
      page: deletedParents(page: $page, userType: $userType) {
        pageInfo { ...PageInfoFields }
        nodes { ...ParentFields }
      }
    }
  `),
  one: graphql(`
    query ParentRecord($id: ID!) {
      record: parent(id: $id) { ...ParentFields }
    }
  `),
  create: graphql(`
    mutation CreateParent($input: ParentInput!, $userType: String) {
      saved: createParent(input: $input, userType: $userType) { id }
    }
  `),
  update: graphql(`
    mutation UpdateParent($id: ID!, $input: ParentInput!) {
      saved: updateParent(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteParent($id: ID!, $redirectTo: String) {
      result: deleteParent(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreParent($ids: [ID!]!) {
      result: restoreParent(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeParent($ids: [ID!]!) {
      result: permanentlyDeleteParent(ids: $ids) { ok message }
    }
  `),
};
