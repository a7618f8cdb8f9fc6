// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const SessionTemplateMasterFields = graphql(`
  fragment SessionTemplateMasterFields on SessionTemplateMaster {
    id
    name
    sessionTemplateTypeId
    description
    status
    type { id name }
  }
`);

export const sessionTemplateMasterDocuments = {
  list: graphql(`
    query SessionTemplateMasterList($page: PageInput, $filter: SessionTemplateMasterFilter) {
      page: sessionTemplateMasters(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateMasterFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedSessionTemplateMasterList($page: PageInput) {
      page: deletedSessionTemplateMasters(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...SessionTemplateMasterFields }
      }
    }
  `),
  one: graphql(`
    query SessionTemplateMasterRecord($id: ID!) {
      record: sessionTemplateMaster(id: $id) { ...SessionTemplateMasterFields }
    }
  `),
  create: graphql(`
    mutation CreateSessionTemplateMaster($input: SessionTemplateMasterInput!) {
      saved: createSessionTemplateMaster(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateSessionTemplateMaster($id: ID!, $input: SessionTemplateMasterInput!) {
      saved: updateSessionTemplateMaster(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteSessionTemplateMaster($id: ID!, $redirectTo: String) {
      result: deleteSessionTemplateMaster(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreSessionTemplateMaster($ids: [ID!]!) {
      result: restoreSessionTemplateMaster(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeSessionTemplateMaster($ids: [ID!]!) {
      result: permanentlyDeleteSessionTemplateMaster(ids: $ids) { ok message }
    }
  `),
};
